import type { Config } from '@netlify/functions';
import { itemHandler } from '../../src/server/http/catalogueHandlers.ts';
import { findActiveBiome } from '../../src/server/repositories/biomeRepository.ts';

const getBiome = itemHandler({ singular: 'biome', title: 'Biome' }, findActiveBiome);

export default getBiome;

export const config: Config = { path: '/api/biomes/:id', method: 'GET' };
