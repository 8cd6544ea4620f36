import type { Config } from '@netlify/functions';
import { removeNewsletter } from '../../src/server/admin/newslettersAdmin.ts';

export default removeNewsletter;

export const config: Config = { path: '/api/admin/newsletters/:id', method: 'DELETE' };
