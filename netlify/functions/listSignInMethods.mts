import type { Config } from '@netlify/functions';
import { listSignInMethods } from '../../src/server/auth/signInMethods.ts';

export default listSignInMethods;

export const config: Config = { path: '/api/auth/methods', method: 'GET' };
