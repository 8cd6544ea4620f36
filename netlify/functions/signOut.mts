import type { Config } from '@netlify/functions';
import { signOut } from '../../src/server/auth/sessionHandlers.ts';

export default signOut;

export const config: Config = { path: '/api/auth/logout' };
