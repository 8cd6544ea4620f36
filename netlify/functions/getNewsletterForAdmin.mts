import type { Config } from '@netlify/functions';
import { getNewsletterForAdmin } from '../../src/server/admin/newslettersAdmin.ts';

export default getNewsletterForAdmin;

export const config: Config = { path: '/api/admin/newsletters/:id', method: 'GET' };
