import type { Config } from '@netlify/functions';
import { countSubscribersForAdmin } from '../../src/server/admin/subscribersAdmin.ts';

export default countSubscribersForAdmin;

export const config: Config = { path: '/api/admin/subscribers/counts' };
