import type { Config } from '@netlify/functions';
import { exportSpecies } from '../../src/server/admin/speciesImportAdmin.ts';

export default exportSpecies;

export const config: Config = { path: '/api/admin/species/export' };
