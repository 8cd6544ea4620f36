import type { Config } from '@netlify/functions';
import { resumeNewsletterSends } from '../../src/server/newsletter/newsletterDispatch.ts';

export default resumeNewsletterSends;

// Every five minutes: an issue whose background function stopped, or never started, is sent on.
export const config: Config = { schedule: '*/5 * * * *' };
