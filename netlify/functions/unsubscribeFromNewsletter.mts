import type { Config } from '@netlify/functions';
import { unsubscribeFromNewsletter } from '../../src/server/newsletter/unsubscribeHandler.ts';

export default unsubscribeFromNewsletter;

export const config: Config = { path: '/api/newsletter/unsubscribe' };
