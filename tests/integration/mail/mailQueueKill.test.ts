import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../../src/server/db/database.ts';
import { openPGlite } from '../../../src/server/db/openPGlite.ts';
import { openPostgres } from '../../../src/server/db/openPostgres.ts';
import { prepareDatabase } from '../../../src/server/db/prepareDatabase.ts';
import { sendIssue } from '../../../src/server/mail/newsletterWorker.ts';
import { insertNewsletter, startSending } from '../../../src/server/repositories/newsletterRepository.ts';
import { initialisedPGlite, testDatabases } from '../testDatabases.ts';
import { FakeResend } from './fakeResend.ts';
import { addresses, onlySubscribers } from './newsletterFixtures.ts';
import { VirtualClock } from './virtualClock.ts';

/**
 * A worker killed outright (SIGKILL) in the middle of a newsletter send that Resend failed for a
 * minute (requirements §10.9): the kill lands after Resend has taken a batch and before the worker
 * could record it, the worst moment. Whoever resumes the issue sends what is left, that batch again
 * under its key, and every subscriber gets the issue exactly once. The worker runs in a process of
 * its own (issueWorkerChild.ts) on a clock of its own, which it tells the fake Resend here.
 */
const childScript = fileURLToPath(new URL('./issueWorkerChild.ts', import.meta.url));
const readers = addresses('killed', 20);

/** A database that a child process can open too: the embedded one in a folder, or a Postgres schema. */
type SharedDatabase = { open(): Promise<DatabaseHandle>; childEnv: Record<string, string>; remove(): Promise<void> };

async function sharedDatabase(name: string): Promise<SharedDatabase> {
  if (name === 'PGlite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-queue-kill-'));
    let first = true;
    return {
      async open() {
        const startFrom = first ? initialisedPGlite() : undefined;
        first = false;
        return openPGlite(dataDir, { startFrom });
      },
      childEnv: { DATA_DIR: dataDir },
      remove: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `test_kill_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  return {
    open: () => openPostgres(url, { searchPath: schema, max: 4 }),
    childEnv: { POSTGRES_URL: url, POSTGRES_SCHEMA: schema },
    async remove() {
      const cleaner = new pg.Client({ connectionString: url });
      await cleaner.connect();
      await cleaner.query(`drop schema ${schema} cascade`);
      await cleaner.end();
    },
  };
}

describe.each(testDatabases)('a newsletter worker killed mid-send on $name', (database) => {
  const resend = new FakeResend();
  let shared: SharedDatabase;
  const savedEnv = { ...process.env };

  beforeAll(async () => {
    shared = await sharedDatabase(database.name);
    Object.assign(process.env, {
      RESEND_BASE_URL: await resend.start(),
      RESEND_API_KEY: 're_test_key',
      UNSUBSCRIBE_SECRET: 'mail-queue-kill-test-secret-of-at-least-32-chars',
      NEWSLETTER_BATCH_SIZE: '5',
      NEWSLETTER_REQUESTS_PER_SECOND: '100',
      EMAIL_SEND_TIMEOUT_MS: '60000',
    });
  });
  afterAll(async () => {
    await resend.stop();
    await shared.remove();
    process.env = { ...savedEnv };
  });

  // A process of its own opens the database: slower than the rest on a loaded machine.
  it(
    'after a minute of errors, killed once Resend took a batch: resumed, every reader gets it once',
    { timeout: 120_000 },
    async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      let id: number;
      {
        const handle = await shared.open();
        try {
          await prepareDatabase(handle.db);
          await onlySubscribers(handle.db, readers);
          ({ id } = await insertNewsletter(handle.db, { subject: 'Killed halfway', postId: null, body: 'Hello.' }));
          await handle.db
            .transaction()
            .execute((trx) => startSending(trx, id, { html: '<p>Hello.</p>', text: 'Hello.' }));
        } finally {
          await handle.close();
        }
      }

      const start = Date.now();
      let childNow = start;
      resend.clock = { now: () => childNow };
      resend.failFor(60_000, 'fail');
      const child = fork(childScript, [], {
        env: { ...process.env, ...shared.childEnv, ISSUE_ID: String(id), CLOCK_START: String(start) },
        execArgv: [],
        stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      });
      child.on('message', (message: { now: number }) => (childNow = Math.max(childNow, message.now)));
      const exited = new Promise<NodeJS.Signals | null>((resolve) =>
        child.once('exit', (_code, signal) => resolve(signal)),
      );
      // The second batch Resend delivers is taken and never answered; the worker is killed while it waits.
      let deliveredBatches = 0;
      resend.onBatch = () => {
        if (childNow - start < 60_000 || child.exitCode !== null || child.signalCode !== null) return;
        if (++deliveredBatches === 2) {
          resend.nextBatchAnswers.unshift('lost-answer');
          setTimeout(() => child.kill('SIGKILL'), 50);
        }
      };
      expect(await exited).toBe('SIGKILL');
      expect(childNow - start).toBeGreaterThanOrEqual(60_000);
      const beforeResume = resend.deliveriesByAddress();
      expect([...beforeResume.values()].reduce((sum, count) => sum + count, 0)).toBe(10);

      const handle = await shared.open();
      try {
        const clock = new VirtualClock(childNow);
        resend.clock = clock;
        // Only this process can be sending now: the killed worker's lease is taken over.
        expect(await sendIssue(handle.db, id, { clock, takeOver: true, maxWaitMs: Infinity })).toBe('sent');
        expect(resend.deliveriesByAddress()).toEqual(new Map(readers.map((address) => [address, 1])));
        // The batch Resend took before the kill went again under its key, and was not delivered twice.
        expect(resend.answered.duplicate).toBe(1);
        const { status } = await handle.db
          .selectFrom('newsletters')
          .select('status')
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        expect(status).toBe('sent');
      } finally {
        await handle.close();
      }
    },
  );
});
