import type { Config } from '@netlify/functions';
import { getCurrentUser } from '../../src/server/auth/sessionHandlers.ts';

export default getCurrentUser;

export const config: Config = { path: '/api/auth/user' };
