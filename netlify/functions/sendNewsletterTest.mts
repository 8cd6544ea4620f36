import type { Config } from '@netlify/functions';
import { sendNewsletterTest } from '../../src/server/admin/newslettersAdmin.ts';

export default sendNewsletterTest;

export const config: Config = { path: '/api/admin/newsletters/:id/test' };
