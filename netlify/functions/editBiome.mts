import type { Config } from '@netlify/functions';
import { biomesAdmin } from '../../src/server/admin/catalogueEntryAdmin.ts';

const editBiome = biomesAdmin.edit;

export default editBiome;

export const config: Config = { path: '/api/biomes/:id', method: 'PATCH' };
