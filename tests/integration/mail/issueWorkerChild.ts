/*
 * A worker sending one newsletter issue in a process of its own, for the kill test
 * (mailQueueKill.test.ts): it opens the test's database (the embedded one in DATA_DIR, or a Postgres
 * schema), sends issue ISSUE_ID on a clock of its own that starts at CLOCK_START, and tells its
 * parent the time whenever the clock moves, so that the parent's fake Resend reads the same time.
 */
import type { DatabaseHandle } from '../../../src/server/db/database.ts';
import { openPGlite } from '../../../src/server/db/openPGlite.ts';
import { openPostgres } from '../../../src/server/db/openPostgres.ts';
import type { Clock } from '../../../src/server/mail/clock.ts';
import { sendIssue } from '../../../src/server/mail/newsletterWorker.ts';
import { VirtualClock } from './virtualClock.ts';

const { DATA_DIR, POSTGRES_URL, POSTGRES_SCHEMA, ISSUE_ID, CLOCK_START } = process.env;

const virtual = new VirtualClock(Number(CLOCK_START));
const clock: Clock = {
  now: () => virtual.now(),
  async sleep(ms, signal) {
    await virtual.sleep(ms, signal);
    process.send!({ now: virtual.now() });
  },
};

const handle: DatabaseHandle = POSTGRES_URL
  ? await openPostgres(POSTGRES_URL, { searchPath: POSTGRES_SCHEMA, max: 2 })
  : await openPGlite(DATA_DIR);
process.send!({ now: virtual.now(), ready: true });
const outcome = await sendIssue(handle.db, Number(ISSUE_ID), { clock, maxWaitMs: Infinity });
process.send!({ now: virtual.now(), outcome });
await handle.close();
