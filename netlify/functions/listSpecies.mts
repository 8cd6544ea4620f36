import type { Config } from '@netlify/functions';
import { listHandler } from '../../src/server/http/catalogueHandlers.ts';
import { listActiveSpecies } from '../../src/server/repositories/speciesRepository.ts';

const listSpecies = listHandler(listActiveSpecies);

export default listSpecies;

export const config: Config = { path: '/api/species', method: 'GET' };
