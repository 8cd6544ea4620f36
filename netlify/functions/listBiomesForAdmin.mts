import type { Config } from '@netlify/functions';
import { biomesAdmin } from '../../src/server/admin/catalogueEntryAdmin.ts';

export default biomesAdmin.list;

export const config: Config = { path: '/api/admin/biomes' };
