import type { Config } from '@netlify/functions';
import { retryNewsletter } from '../../src/server/admin/newslettersAdmin.ts';

export default retryNewsletter;

export const config: Config = { path: '/api/admin/newsletters/:id/retry' };
