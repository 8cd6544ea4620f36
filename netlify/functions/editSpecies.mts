import type { Config } from '@netlify/functions';
import { editSpecies } from '../../src/server/admin/speciesAdmin.ts';

export default editSpecies;

export const config: Config = { path: '/api/species/:id', method: 'PATCH' };
