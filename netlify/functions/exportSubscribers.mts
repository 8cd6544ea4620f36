import type { Config } from '@netlify/functions';
import { exportSubscribers } from '../../src/server/admin/subscribersAdmin.ts';

export default exportSubscribers;

export const config: Config = { path: '/api/subscribers.csv' };
