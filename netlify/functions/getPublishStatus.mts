import type { Config } from '@netlify/functions';
import { publishStatus } from '../../src/server/admin/speciesAdmin.ts';

export default publishStatus;

export const config: Config = { path: '/api/admin/publish' };
