import type { Config } from '@netlify/functions';
import { signInWithPassword } from '../../src/server/auth/passwordSignIn.ts';

export default signInWithPassword;

export const config: Config = { path: '/api/auth/password' };
