import type { Config } from '@netlify/functions';
import { resourcesAdmin } from '../../src/server/admin/catalogueEntryAdmin.ts';

const removeResource = resourcesAdmin.remove;

export default removeResource;

export const config: Config = { path: '/api/resources/:id', method: 'DELETE' };
