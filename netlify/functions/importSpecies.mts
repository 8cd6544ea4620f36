import type { Config } from '@netlify/functions';
import { importSpecies } from '../../src/server/admin/speciesImportAdmin.ts';

export default importSpecies;

export const config: Config = { path: '/api/admin/species/import', method: 'POST' };
