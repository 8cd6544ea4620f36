import type { Config } from '@netlify/functions';
import { addBiome } from '../../src/server/admin/biomesAdmin.ts';

export default addBiome;

export const config: Config = { path: '/api/biomes', method: 'POST' };
