import type { Config } from '@netlify/functions';
import { listMessagesForAdmin } from '../../src/server/admin/messagesAdmin.ts';

export default listMessagesForAdmin;

export const config: Config = { path: '/api/admin/messages' };
