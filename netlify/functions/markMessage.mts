import type { Config } from '@netlify/functions';
import { markMessage } from '../../src/server/admin/messagesAdmin.ts';

export default markMessage;

export const config: Config = { path: '/api/admin/messages/:id', method: 'PATCH' };
