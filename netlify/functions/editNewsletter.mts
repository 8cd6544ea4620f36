import type { Config } from '@netlify/functions';
import { editNewsletter } from '../../src/server/admin/newslettersAdmin.ts';

export default editNewsletter;

export const config: Config = { path: '/api/admin/newsletters/:id', method: 'PATCH' };
