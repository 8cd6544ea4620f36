import type { Config } from '@netlify/functions';
import { previewNewsletter } from '../../src/server/admin/newslettersAdmin.ts';

export default previewNewsletter;

export const config: Config = { path: '/api/admin/newsletters/:id/preview' };
