import type { Config } from '@netlify/functions';
import { itemHandler } from '../../src/server/http/catalogueHandlers.ts';
import { findActiveBiome } from '../../src/server/repositories/biomeRepository.ts';

export default itemHandler({ singular: 'biome', title: 'Biome' }, findActiveBiome);

export const config: Config = { path: '/api/biomes/:id', method: 'GET' };
