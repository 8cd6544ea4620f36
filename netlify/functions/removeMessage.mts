import type { Config } from '@netlify/functions';
import { removeMessage } from '../../src/server/admin/messagesAdmin.ts';

export default removeMessage;

export const config: Config = { path: '/api/admin/messages/:id', method: 'DELETE' };
