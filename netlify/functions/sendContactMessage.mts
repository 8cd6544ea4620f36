import type { Config } from '@netlify/functions';
import { sendContactMessage } from '../../src/server/contact/contactHandler.ts';

export default sendContactMessage;

export const config: Config = { path: '/api/contact' };
