import type { Config } from '@netlify/functions';
import { biomesAdmin } from '../../src/server/admin/catalogueEntryAdmin.ts';

export default biomesAdmin.edit;

export const config: Config = { path: '/api/biomes/:id', method: 'PATCH' };
