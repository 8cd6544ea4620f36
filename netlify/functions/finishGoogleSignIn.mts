import type { Config } from '@netlify/functions';
import { finishGoogleSignIn } from '../../src/server/auth/googleSignIn.ts';

export default finishGoogleSignIn;

export const config: Config = { path: '/api/auth/google/callback' };
