import type { Config } from '@netlify/functions';
import { listBiomesForAdmin } from '../../src/server/admin/biomesAdmin.ts';

export default listBiomesForAdmin;

export const config: Config = { path: '/api/admin/biomes' };
