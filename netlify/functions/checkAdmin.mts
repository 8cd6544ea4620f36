import type { Config } from '@netlify/functions';
import { checkAdmin } from '../../src/server/auth/sessionHandlers.ts';

export default checkAdmin;

export const config: Config = { path: '/api/auth/admin' };
