import type { Config } from '@netlify/functions';
import { removeResource } from '../../src/server/admin/resourcesAdmin.ts';

export default removeResource;

export const config: Config = { path: '/api/resources/:id', method: 'DELETE' };
