import type { Config } from '@netlify/functions';
import { listSubscribersForAdmin } from '../../src/server/admin/subscribersAdmin.ts';

export default listSubscribersForAdmin;

export const config: Config = { path: '/api/subscribers' };
