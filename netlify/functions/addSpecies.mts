import type { Config } from '@netlify/functions';
import { addSpecies } from '../../src/server/admin/speciesAdmin.ts';

export default addSpecies;

export const config: Config = { path: '/api/species', method: 'POST' };
