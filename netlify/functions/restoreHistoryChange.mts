import type { Config } from '@netlify/functions';
import { restoreHistoryChange } from '../../src/server/admin/historyAdmin.ts';

export default restoreHistoryChange;

export const config: Config = { path: '/api/admin/history/:changeId/restore', method: 'POST' };
