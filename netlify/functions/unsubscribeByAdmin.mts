import type { Config } from '@netlify/functions';
import { unsubscribeByAdmin } from '../../src/server/admin/subscribersAdmin.ts';

export default unsubscribeByAdmin;

export const config: Config = { path: '/api/subscribers/:id', method: 'PATCH' };
