import type { Config } from '@netlify/functions';
import { biomesAdmin } from '../../src/server/admin/catalogueEntryAdmin.ts';

export default biomesAdmin.add;

export const config: Config = { path: '/api/biomes', method: 'POST' };
