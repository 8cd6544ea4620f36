import type { Config } from '@netlify/functions';
import { sendNewsletter } from '../../src/server/admin/newslettersAdmin.ts';

export default sendNewsletter;

export const config: Config = { path: '/api/admin/newsletters/:id/send' };
