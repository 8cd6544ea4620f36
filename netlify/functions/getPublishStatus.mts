import type { Config } from '@netlify/functions';
import { getPublishStatus } from '../../src/server/admin/speciesAdmin.ts';

export default getPublishStatus;

export const config: Config = { path: '/api/admin/publish' };
