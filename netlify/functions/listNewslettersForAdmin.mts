import type { Config } from '@netlify/functions';
import { listNewslettersForAdmin } from '../../src/server/admin/newslettersAdmin.ts';

export default listNewslettersForAdmin;

export const config: Config = { path: '/api/admin/newsletters', method: 'GET' };
