import type { Config } from '@netlify/functions';
import { resourcesAdmin } from '../../src/server/admin/catalogueEntryAdmin.ts';

const editResource = resourcesAdmin.edit;

export default editResource;

export const config: Config = { path: '/api/resources/:id', method: 'PATCH' };
