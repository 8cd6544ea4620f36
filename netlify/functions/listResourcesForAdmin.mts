import type { Config } from '@netlify/functions';
import { resourcesAdmin } from '../../src/server/admin/catalogueEntryAdmin.ts';

export default resourcesAdmin.list;

export const config: Config = { path: '/api/admin/resources' };
