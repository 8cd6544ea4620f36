import type { Config } from '@netlify/functions';
import { addResource } from '../../src/server/admin/resourcesAdmin.ts';

export default addResource;

export const config: Config = { path: '/api/resources', method: 'POST' };
