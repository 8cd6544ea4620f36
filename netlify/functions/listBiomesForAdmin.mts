import type { Config } from '@netlify/functions';
import { biomesAdmin } from '../../src/server/admin/catalogueEntryAdmin.ts';

const listBiomesForAdmin = biomesAdmin.list;

export default listBiomesForAdmin;

export const config: Config = { path: '/api/admin/biomes' };
