import type { Config } from '@netlify/functions';
import { itemHandler } from '../../src/server/http/catalogueHandlers.ts';
import { findActiveSpecies } from '../../src/server/repositories/speciesRepository.ts';

const getSpecies = itemHandler({ singular: 'species', title: 'Species' }, findActiveSpecies);

export default getSpecies;

export const config: Config = { path: '/api/species/:id', method: 'GET' };
