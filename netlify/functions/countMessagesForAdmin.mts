import type { Config } from '@netlify/functions';
import { countMessagesForAdmin } from '../../src/server/admin/messagesAdmin.ts';

export default countMessagesForAdmin;

export const config: Config = { path: '/api/admin/messages/counts', method: 'GET' };
