import type { Config } from '@netlify/functions';
import { resourcesAdmin } from '../../src/server/admin/catalogueEntryAdmin.ts';

const addResource = resourcesAdmin.add;

export default addResource;

export const config: Config = { path: '/api/resources', method: 'POST' };
