import type { Config } from '@netlify/functions';
import { listRecentlyDeletedItems } from '../../src/server/admin/historyAdmin.ts';

export default listRecentlyDeletedItems;

export const config: Config = { path: '/api/admin/history/deleted' };
