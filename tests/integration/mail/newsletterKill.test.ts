import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openPGlite } from '../../../src/server/db/openPGlite.ts';
import { prepareDatabase } from '../../../src/server/db/prepareDatabase.ts';
import { signInWithPassword } from '../../../scripts/bench/adminSignIn.ts';
import { ensureTestSite } from '../../support/testSite.ts';
import { addresses } from './newsletterFixtures.ts';
import { spawnServer, type ServerProcess } from '../serverProcess.ts';

/**
 * `npm start` killed outright (SIGKILL) while it sends a newsletter issue to the outbox, halfway
 * through a batch, then started again: it resumes the issue by itself, and every subscriber has
 * exactly one mail of it in the outbox (requirements §10.5). Each mail takes a while to write
 * (slowOutboxPreload.ts), so that the kill lands inside a batch, after some of its mails were
 * written and before the batch was marked sent.
 */

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'closed-biomes-newsletter-kill-'));
const dataDir = path.join(workDir, 'data');
const siteDir = path.join(workDir, 'site');
const outboxDir = path.join(dataDir, 'outbox');
const port = 4900 + Math.floor(Math.random() * 90);
const origin = `http://127.0.0.1:${port}`;
const password = 'the newsletter kill test password';
const subscribers = addresses('kill', 40);
const batchSize = 5;
const running: ServerProcess[] = [];

function start(env: Record<string, string> = {}): ServerProcess {
  const server = spawnServer({
    DATA_DIR: dataDir,
    SITE_DIR: siteDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    ADMIN_PASSWORD: password,
    ADMIN_PASSWORD_HASH: '',
    RESEND_API_KEY: '',
    REBUILD_ON_PUBLISH: 'false',
    NEWSLETTER_BATCH_SIZE: String(batchSize),
    NEWSLETTER_REQUESTS_PER_SECOND: '10',
    ...env,
  });
  running.push(server);
  return server;
}

async function until<T>(probe: () => T | Promise<T>, what: string, timeoutMs = 60_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const serving = (server: ServerProcess) => until(() => server.output().includes('Press Ctrl+C to stop.'), 'it serves');

/** The issue's mails in the outbox: the address of each envelope written whole. */
function mailedAddresses(): string[] {
  if (!fs.existsSync(outboxDir)) return [];
  return fs
    .readdirSync(outboxDir)
    .filter((file) => /-newsletter-issue-\d+-[0-9a-f]{6}\.json$/.test(file))
    .map((file) => (JSON.parse(fs.readFileSync(path.join(outboxDir, file), 'utf8')) as { to: string }).to);
}

/** A signed-in admin's headers for the API's writes. */
async function signIn(): Promise<Record<string, string>> {
  return { origin, 'content-type': 'application/json', cookie: await signInWithPassword(origin, password) };
}

beforeAll(async () => {
  fs.cpSync(await ensureTestSite(), siteDir, { recursive: true });
  const database = await openPGlite(dataDir);
  try {
    await prepareDatabase(database.db);
    await database.db
      .insertInto('subscribers')
      .values(subscribers.map((email) => ({ email })))
      .execute();
  } finally {
    await database.close();
  }
}, 300_000);

afterEach(async () => {
  for (const server of running.splice(0)) {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await server.exited;
  }
});

afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

describe('npm start sending a newsletter issue', { timeout: 180_000 }, () => {
  it('killed with SIGKILL halfway through a batch, resumes at the next start: one mail each', async () => {
    const first = start({
      NODE_OPTIONS: '--import ./tests/integration/mail/slowOutboxPreload.ts',
      SLOW_OUTBOX_MS: '150',
    });
    await serving(first);
    const headers = await signIn();
    const created = await fetch(`${origin}/api/admin/newsletters`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ subject: 'Killed halfway', body: 'One copy each, whatever happens.' }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    expect((await fetch(`${origin}/api/admin/newsletters/${id}/send`, { method: 'POST', headers })).status).toBe(202);

    // Two mails into the second batch.
    await until(() => mailedAddresses().length >= batchSize + 2, 'the second batch is half written');
    first.child.kill('SIGKILL');
    await first.exited;

    const left = mailedAddresses();
    expect(left.length).toBeLessThan(subscribers.length);
    const database = await openPGlite(dataDir);
    try {
      const claimedUnmarked = await database.db
        .selectFrom('mailQueue')
        .select('email')
        .where('newsletterId', '=', id)
        .where('status', '=', 'pending')
        .where('idempotencyKey', 'is not', null)
        .execute();
      // The kill came after the batch was claimed and some of its mails were written, before it was marked.
      expect(claimedUnmarked.length).toBeGreaterThan(0);
      expect(claimedUnmarked.some((row) => left.includes(row.email))).toBe(true);
    } finally {
      await database.close();
    }

    const second = start();
    await serving(second);
    const again = await signIn();
    await until(async () => {
      const issue = await fetch(`${origin}/api/admin/newsletters/${id}`, { headers: again });
      return ((await issue.json()) as { status: string }).status === 'sent';
    }, 'the issue is sent');
    const mailed = mailedAddresses();
    expect(mailed.length).toBe(subscribers.length);
    expect([...mailed].sort()).toEqual([...subscribers].sort());
    const issue = (await (await fetch(`${origin}/api/admin/newsletters/${id}`, { headers: again })).json()) as object;
    expect(issue).toMatchObject({ status: 'sent', total: subscribers.length, sent: subscribers.length, failed: 0 });
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });
});
