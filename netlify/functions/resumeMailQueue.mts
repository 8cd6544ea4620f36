import type { Config } from '@netlify/functions';
import { resumeMailQueue } from '../../src/server/mail/newsletterDispatch.ts';

export default resumeMailQueue;

// Every minute: the welcome and contact mail still owed go, and an issue whose background function
// stopped, never started, or whose refused batch is due again is sent on.
export const config: Config = { schedule: '* * * * *' };
