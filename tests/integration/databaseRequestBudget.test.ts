import pg from 'pg';
import { sql } from 'kysely';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useDatabase } from '../../src/server/db/currentDatabase.ts';
import type { DatabaseHandle } from '../../src/server/db/database.ts';
import { openPostgres } from '../../src/server/db/openPostgres.ts';
import { respond } from '../../src/server/http/jsonResponse.ts';
import { relayTo, type DatabaseRelay } from './databaseRelay.ts';
import { testDatabases } from './testDatabases.ts';
import { postFrom, useVisitorWriteContext } from './visitorWriteContext.ts';

let ipCounter = 0;
const freshIp = () => `10.78.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

/**
 * One budget for all a request does in Postgres (DATABASE_REQUEST_TIMEOUT_MS): a subscribe runs the
 * rate limit's statements, then the subscriber's, each of which alone may wait up to the statement
 * timeout, and may first queue for a connection up to the connect timeout (5 s each here). Whatever
 * holds it, the answer is a 503 with Retry-After once the request's budget is spent, never later.
 */
const budgetMs = 1500;
const timeouts = { connectMs: 5000, statementMs: 5000, requestMs: budgetMs };
/** What may pass between the budget's end and the answer on a loaded 2-core machine. */
const marginMs = 1500;

describe.runIf(process.env.TEST_DATABASE_URL)('the database budget of one request, on Postgres', () => {
  const postgres = testDatabases.find((database) => database.name === 'Postgres')!;
  const context = useVisitorWriteContext(postgres, 'budget', 'request-budget-test-secret-0123456789');
  beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

  const schemaOfContext = async () =>
    (await sql<{ schema: string }>`select current_schema() as schema`.execute(context.handle.db)).rows[0]!.schema;

  async function withPool(
    url: string,
    max: number,
    test: (pool: DatabaseHandle, schema: string) => Promise<void>,
  ): Promise<void> {
    const schema = await schemaOfContext();
    const pool = await openPostgres(url, { max, searchPath: schema, timeouts });
    try {
      useDatabase(pool.db);
      await test(pool, schema);
    } finally {
      await pool.close().catch(() => {});
    }
  }

  async function withRelay(test: (relay: DatabaseRelay, pool: DatabaseHandle) => Promise<void>): Promise<void> {
    const relay = await relayTo(new URL(process.env.TEST_DATABASE_URL!));
    try {
      await withPool(relay.url, 2, (pool) => test(relay, pool));
    } finally {
      await relay.stop();
    }
  }

  /** Subscribes `email`, and expects a 503 with Retry-After within the budget. */
  async function expectAnsweredWithinBudget(email: string): Promise<void> {
    const started = performance.now();
    const { response } = await postFrom('/api/newsletter/subscribe', { email }, freshIp());
    const elapsed = performance.now() - started;
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(elapsed).toBeLessThan(budgetMs + marginMs);
  }

  const countSubscribers = async (email: string) =>
    (await context.handle.db.selectFrom('subscribers').select('email').where('email', '=', email).execute()).length;

  it('answers 503 within the budget when the server goes silent', { timeout: 30_000 }, async () => {
    await withRelay(async (relay) => {
      expect(
        (await postFrom('/api/newsletter/subscribe', { email: 'before@example.org' }, freshIp())).response.status,
      ).toBe(200);
      relay.blackhole();
      await expectAnsweredWithinBudget('silent@example.org');
    });
  });

  it('counts every statement: three that each fit the budget, but not together', { timeout: 30_000 }, async () => {
    await withPool(process.env.TEST_DATABASE_URL!, 1, async (pool) => {
      const started = performance.now();
      const response = await respond(new Request('http://localhost/api/slow'), async () => {
        for (let index = 0; index < 3; index++) await sql`select pg_sleep(0.6)`.execute(pool.db);
        return new Response('finished');
      });
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      expect(performance.now() - started).toBeLessThan(budgetMs + marginMs);
      // The pool's only connection was given back or replaced: the next request gets one.
      const next = await respond(new Request('http://localhost/api/next'), async () => {
        await sql`select 1`.execute(pool.db);
        return new Response('finished');
      });
      expect(next.status).toBe(200);
    });
  });

  it('answers 503 within the budget when no pooled connection comes free', { timeout: 30_000 }, async () => {
    await withPool(process.env.TEST_DATABASE_URL!, 1, async (pool) => {
      let release!: () => void;
      let held!: () => void;
      const isHeld = new Promise<void>((resolve) => (held = resolve));
      const holder = pool.db.connection().execute(async (connection) => {
        await sql`select 1`.execute(connection);
        held();
        await new Promise<void>((resolve) => (release = resolve));
      });
      await isHeld;
      try {
        await expectAnsweredWithinBudget('queued@example.org');
      } finally {
        release();
        await holder;
      }
    });
  });

  it(
    'answers 503 within the budget while another connection locks subscribers, and stores nothing after',
    { timeout: 30_000 },
    async () => {
      await withPool(process.env.TEST_DATABASE_URL!, 2, async (_pool, schema) => {
        const locker = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await locker.connect();
        try {
          await locker.query('begin');
          await locker.query(`lock table "${schema}".subscribers in access exclusive mode`);
          await expectAnsweredWithinBudget('locked-out@example.org');
          // The request's session was ended, not left waiting to write once the lock is gone.
          await vi.waitFor(
            async () => {
              const { rows } = await locker.query(
                `select count(*)::int as waiting from pg_locks where not granted and relation = $1::regclass`,
                [`"${schema}".subscribers`],
              );
              expect(rows[0].waiting).toBe(0);
            },
            { timeout: 10_000, interval: 50 },
          );
        } finally {
          await locker.query('rollback').catch(() => {});
          await locker.end();
        }
        expect(await countSubscribers('locked-out@example.org')).toBe(0);
      });
    },
  );
});
