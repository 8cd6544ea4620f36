import type { Config } from '@netlify/functions';
import { listHistory } from '../../src/server/admin/historyAdmin.ts';

export default listHistory;

export const config: Config = { path: '/api/admin/history' };
