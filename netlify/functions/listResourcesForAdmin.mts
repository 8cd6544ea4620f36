import type { Config } from '@netlify/functions';
import { resourcesAdmin } from '../../src/server/admin/catalogueEntryAdmin.ts';

const listResourcesForAdmin = resourcesAdmin.list;

export default listResourcesForAdmin;

export const config: Config = { path: '/api/admin/resources' };
