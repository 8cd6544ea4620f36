import type { Config } from '@netlify/functions';
import { listSpeciesForAdmin } from '../../src/server/admin/speciesAdmin.ts';

export default listSpeciesForAdmin;

export const config: Config = { path: '/api/admin/species' };
