import type { Config } from '@netlify/functions';
import { listResourcesForAdmin } from '../../src/server/admin/resourcesAdmin.ts';

export default listResourcesForAdmin;

export const config: Config = { path: '/api/admin/resources' };
