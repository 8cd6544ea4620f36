import type { Config } from '@netlify/functions';
import { editBiome } from '../../src/server/admin/biomesAdmin.ts';

export default editBiome;

export const config: Config = { path: '/api/biomes/:id', method: 'PATCH' };
