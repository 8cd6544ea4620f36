import type { Config } from '@netlify/functions';
import { listHandler } from '../../src/server/http/catalogueHandlers.ts';
import { listActiveSpecies, listActiveSpeciesPage } from '../../src/server/repositories/speciesRepository.ts';

// The whole catalogue, as requirements §7 says; `?limit=&offset=` pages it (docs/api.md).
const listSpecies = listHandler(listActiveSpecies, listActiveSpeciesPage);

export default listSpecies;

export const config: Config = { path: '/api/species', method: 'GET' };
