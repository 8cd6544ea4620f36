import type { Config } from '@netlify/functions';
import { startGoogleSignIn } from '../../src/server/auth/googleSignIn.ts';

export default startGoogleSignIn;

export const config: Config = { path: '/api/auth/google' };
