import type { Config } from '@netlify/functions';
import { addSpeciesPhoto } from '../../src/server/admin/speciesAdmin.ts';

export default addSpeciesPhoto;

export const config: Config = { path: '/api/species/:id/photo' };
