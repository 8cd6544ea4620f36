import type { Config } from '@netlify/functions';
import { addSpeciesUpdateNote } from '../../src/server/admin/speciesAdmin.ts';

export default addSpeciesUpdateNote;

export const config: Config = { path: '/api/species/:id/update-note' };
