import type { Config } from '@netlify/functions';
import { removeSpecies } from '../../src/server/admin/speciesAdmin.ts';

export default removeSpecies;

export const config: Config = { path: '/api/species/:id', method: 'DELETE' };
