import type { Config } from '@netlify/functions';
import { eraseSubscriberByAdmin } from '../../src/server/admin/subscribersAdmin.ts';

export default eraseSubscriberByAdmin;

export const config: Config = { path: '/api/subscribers/:id', method: 'DELETE' };
