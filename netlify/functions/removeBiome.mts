import type { Config } from '@netlify/functions';
import { biomesAdmin } from '../../src/server/admin/catalogueEntryAdmin.ts';

const removeBiome = biomesAdmin.remove;

export default removeBiome;

export const config: Config = { path: '/api/biomes/:id', method: 'DELETE' };
