import type { Config } from '@netlify/functions';
import { editResource } from '../../src/server/admin/resourcesAdmin.ts';

export default editResource;

export const config: Config = { path: '/api/resources/:id', method: 'PATCH' };
