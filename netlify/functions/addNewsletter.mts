import type { Config } from '@netlify/functions';
import { addNewsletter } from '../../src/server/admin/newslettersAdmin.ts';

export default addNewsletter;

export const config: Config = { path: '/api/admin/newsletters', method: 'POST' };
