import type { Config } from '@netlify/functions';
import { receiveResendWebhook } from '../../src/server/webhooks/resendWebhook.ts';

export default receiveResendWebhook;

export const config: Config = { path: '/api/webhooks/resend' };
