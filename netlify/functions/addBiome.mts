import type { Config } from '@netlify/functions';
import { biomesAdmin } from '../../src/server/admin/catalogueEntryAdmin.ts';

const addBiome = biomesAdmin.add;

export default addBiome;

export const config: Config = { path: '/api/biomes', method: 'POST' };
