import type { Config } from '@netlify/functions';
import { resourcesAdmin } from '../../src/server/admin/catalogueEntryAdmin.ts';

export default resourcesAdmin.add;

export const config: Config = { path: '/api/resources', method: 'POST' };
