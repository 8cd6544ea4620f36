import type { Config } from '@netlify/functions';
import { listHandler } from '../../src/server/http/catalogueHandlers.ts';
import { listActiveBiomes } from '../../src/server/repositories/biomeRepository.ts';

const listBiomes = listHandler(listActiveBiomes);

export default listBiomes;

export const config: Config = { path: '/api/biomes', method: 'GET' };
