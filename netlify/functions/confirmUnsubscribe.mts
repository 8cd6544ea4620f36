import type { Config } from '@netlify/functions';
import { confirmUnsubscribe } from '../../src/server/newsletter/unsubscribeHandler.ts';

export default confirmUnsubscribe;

// POST only: a GET of the same address is the static confirmation page whose button posts here.
export const config: Config = { path: '/newsletter/unsubscribe', method: 'POST' };
