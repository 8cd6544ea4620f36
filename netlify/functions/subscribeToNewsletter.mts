import type { Config } from '@netlify/functions';
import { subscribeToNewsletter } from '../../src/server/newsletter/subscribeHandler.ts';

export default subscribeToNewsletter;

export const config: Config = { path: '/api/newsletter/subscribe' };
