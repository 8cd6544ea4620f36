import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { useDatabase } from '../../src/server/db/currentDatabase.ts';
import { createKysely, type DatabaseHandle } from '../../src/server/db/database.ts';
import { openPostgres } from '../../src/server/db/openPostgres.ts';
import { PGliteDialect } from '../../src/server/db/pgliteDialect.ts';
import { prepareDatabase } from '../../src/server/db/prepareDatabase.ts';
import type { BadRequestCase } from './badRequests.ts';
import { callFunction, settleBackgroundWork } from './callFunction.ts';
import { relayTo } from './databaseRelay.ts';
import { FakeResend } from './mail/fakeResend.ts';
import { initialisedPGlite, type TestDatabase } from './testDatabases.ts';

export const testSiteUrl = 'https://closedbiomes.example';

export type VisitorWriteContext = {
  /** The migrated test database the functions use. */
  readonly handle: DatabaseHandle;
  /** DATA_DIR of the functions: the outbox and the local unsubscribe secret live there. */
  readonly dataDir: string;
  /** The recording fake of the Resend API the functions send to (RESEND_BASE_URL). */
  readonly resend: FakeResend;
};

/**
 * What the tests of the visitor writes (newsletter, contact) share: a freshly migrated database,
 * a recording Resend, mail settings in the environment (restored before each test and after the
 * file), and a DATA_DIR of their own. Registers the hooks of the enclosing `describe`.
 */
export function useVisitorWriteContext(
  database: TestDatabase,
  label: string,
  unsubscribeSecret: string,
): VisitorWriteContext {
  const savedEnv = { ...process.env };
  const resend = new FakeResend();
  let handle: DatabaseHandle | undefined;
  let dataDir: string | undefined;

  beforeAll(async () => {
    handle = await database.open();
    await prepareDatabase(handle.db);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `forms-${label}-`));
    Object.assign(process.env, {
      RESEND_BASE_URL: await resend.start(),
      RESEND_API_KEY: 're_test_key',
      UNSUBSCRIBE_SECRET: unsubscribeSecret,
      SITE_URL: testSiteUrl,
      DATA_DIR: dataDir,
      // A class's sixty welcomes go out in the moment after their answers, not at Resend's 2 a second.
      NEWSLETTER_REQUESTS_PER_SECOND: '100',
    });
  });

  beforeEach(() => {
    useDatabase(handle!.db);
    resend.reset();
  });

  afterEach(() => {
    vi.restoreAllMocks();
    process.env.RESEND_API_KEY = 're_test_key';
    process.env.UNSUBSCRIBE_SECRET = unsubscribeSecret;
    delete process.env.EMAIL_SEND_TIMEOUT_MS;
  });

  afterAll(async () => {
    await handle?.close();
    await resend.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    process.env = { ...savedEnv };
  });

  return {
    get handle() {
      return handle!;
    },
    get dataDir() {
      return dataDir!;
    },
    resend,
  };
}

/** A JSON POST. */
export const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** A form as a browser posts it without JavaScript: urlencoded fields. */
export const formPost = (fields: Record<string, string>): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

/** POSTs `fields` as a form from client `ip`; the answer is a 303, whose Location names the outcome page. */
export async function postFormFrom(pathAndQuery: string, fields: Record<string, string>, ip: string) {
  const response = (await callFunction(pathAndQuery, formPost(fields), { ip }))!;
  await settleBackgroundWork();
  return { response, location: response.headers.get('location'), body: await response.text() };
}

/** POSTs `body` as JSON from client `ip`, reads the JSON answer and waits for the mail sent after it. */
export async function postFrom(pathname: string, body: unknown, ip: string) {
  const response = (await callFunction(pathname, json(body), { ip }))!;
  const answer = (await response.json()) as { message: string };
  await settleBackgroundWork();
  return { response, answer };
}

/**
 * The bad-input matrix of one endpoint (badRequests.ts): each case answers its 4xx with a JSON
 * `{message}` alone, and nothing is stored or mailed.
 */
export function itRefusesBadRequests(
  pathname: string,
  cases: BadRequestCase[],
  context: VisitorWriteContext,
  storedRows: () => Promise<number>,
  freshIp: () => string,
): void {
  it.each(cases)(
    'refuses $name with $status and a JSON message, storing nothing',
    async ({ init, status, message }) => {
      const before = await storedRows();
      const response = (await callFunction(pathname, init(), { ip: freshIp() }))!;
      expect(response.status).toBe(status);
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      const body = (await response.json()) as { message: string; field?: string };
      // A refusal about one field names it too; nothing else goes in the answer.
      expect(Object.keys(body)).toEqual(body.field === undefined ? ['message'] : ['message', 'field']);
      expect(body.message).toMatch(message);
      await settleBackgroundWork();
      expect(await storedRows()).toBe(before);
      expect(context.resend.received).toHaveLength(0);
    },
  );
}

/** Makes the functions use an embedded database that has been migrated and then closed. */
export async function useClosedEmbeddedDatabase(): Promise<void> {
  const copy = initialisedPGlite();
  const pglite = new PGlite(copy ? { loadDataDir: copy } : {});
  const db = createKysely(new PGliteDialect(pglite));
  await prepareDatabase(db);
  useDatabase(db);
  await pglite.close();
}

/**
 * Runs `test` with the functions on a pool that reaches the test Postgres (in the context's schema)
 * through a relay the test can stop, as if the database server went away under a running pool.
 */
export async function withStoppablePostgres(
  context: VisitorWriteContext,
  test: (stopDatabase: () => Promise<void>, pool: DatabaseHandle) => Promise<void>,
): Promise<void> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(context.handle.db);
  const relay = await relayTo(new URL(process.env.TEST_DATABASE_URL!));
  const pool = await openPostgres(relay.url, { max: 2, searchPath: rows[0]!.schema });
  try {
    useDatabase(pool.db);
    await test(() => relay.stop(), pool);
  } finally {
    await pool.close().catch(() => {});
  }
}
