import type { Config } from '@netlify/functions';
import { removeBiome } from '../../src/server/admin/biomesAdmin.ts';

export default removeBiome;

export const config: Config = { path: '/api/biomes/:id', method: 'DELETE' };
