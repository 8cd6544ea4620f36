import pg from 'pg';
import { sql } from 'kysely';
import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { useDatabase } from '../../src/server/db/currentDatabase.ts';
import type { DatabaseHandle } from '../../src/server/db/database.ts';
import { openPostgres } from '../../src/server/db/openPostgres.ts';
import { respond } from '../../src/server/http/jsonResponse.ts';
import { callFunction } from './callFunction.ts';
import { relayTo, type DatabaseRelay } from './databaseRelay.ts';
import { testDatabases } from './testDatabases.ts';
import { postFrom, useVisitorWriteContext } from './visitorWriteContext.ts';

const secret = 'database-faults-test-secret-0123456789';
let ipCounter = 0;
const freshIp = () => `10.77.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;
const subscribe = (email: string) => postFrom('/api/newsletter/subscribe', { email }, freshIp());
const unavailable = { message: 'The service is temporarily unavailable. Please try again in a moment.' };

/**
 * Short bounds, so that each fault is answered in a second or two. Not shorter: on a loaded 2-core
 * machine opening a healthy connection took over 300 ms, and the pool failed to open.
 */
const timeouts = { connectMs: 1000, statementMs: 1000, requestMs: 60_000 };
/**
 * Each test's own time limit, the guard of the bounds above: its few faults are answered within
 * them (about 2 s each, measured), while one unbounded wait (a dropped network's TCP timeouts, a
 * pool queue without end, `pg_sleep(60)`) takes 45 s or more and fails the test. Not a timing
 * threshold: on a loaded machine the first request alone (the functions' cold import) took 6 s.
 */
const faultTest = { timeout: 30_000 };

/**
 * Database faults must be answered 503 + Retry-After within the connect and statement timeouts
 * (databaseTimeouts.ts), never hang for the TCP timeouts' minutes, never become 500s.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('database faults on Postgres', () => {
  const postgres = testDatabases.find((database) => database.name === 'Postgres')!;
  const context = useVisitorWriteContext(postgres, 'faults', secret);
  let errors: MockInstance<typeof console.error>;
  beforeEach(() => {
    errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  const schemaOfContext = async () =>
    (await sql<{ schema: string }>`select current_schema() as schema`.execute(context.handle.db)).rows[0]!.schema;

  /** The functions on a pool (`max` connections) that reaches the test schema through a relay the test controls. */
  async function throughRelay(
    max: number,
    test: (relay: DatabaseRelay, pool: DatabaseHandle) => Promise<void>,
  ): Promise<void> {
    const relay = await relayTo(new URL(process.env.TEST_DATABASE_URL!));
    const pool = await openPostgres(relay.url, { max, searchPath: await schemaOfContext(), timeouts });
    try {
      useDatabase(pool.db);
      await test(relay, pool);
    } finally {
      await relay.stop();
      await pool.close().catch(() => {});
    }
  }

  /** Checks a connection out of `pool` and keeps it until `release` is called. */
  async function holdConnection(pool: DatabaseHandle): Promise<{ holder: Promise<void>; release: () => void }> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held!: () => void;
    const isHeld = new Promise<void>((resolve) => (held = resolve));
    const holder = pool.db.connection().execute(async (connection) => {
      await sql`select 1`.execute(connection);
      held();
      await released;
    });
    await isHeld;
    return { holder, release };
  }

  async function expectUnavailable(email: string): Promise<void> {
    const { response, answer } = await subscribe(email);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(answer).toEqual(unavailable);
  }

  it(
    'a database that goes silent (traffic dropped) is a 503 with Retry-After, on pooled and new connections alike',
    faultTest,
    async () => {
      await throughRelay(2, async (relay) => {
        expect((await subscribe('before-silence@example.org')).response.status).toBe(200);
        relay.blackhole();
        // The first request finds a pooled connection that no longer answers (statement timeout); later
        // ones may need a new connection, whose handshake is never answered (connect timeout).
        for (let index = 0; index < 2; index++) await expectUnavailable(`silent-${index}@example.org`);
        expect(errors.mock.calls.flat().join('\n')).toMatch(/database unavailable/);
      });
    },
  );

  it('a database that refuses connections is a 503 with Retry-After', faultTest, async () => {
    await throughRelay(2, async (relay) => {
      await relay.stop();
      await expectUnavailable('refused@example.org');
    });
  });

  it('waiting for a pooled connection ends at the connect timeout with a 503', faultTest, async () => {
    await throughRelay(1, async (_relay, pool) => {
      const held = await holdConnection(pool);
      try {
        await expectUnavailable('no-connection-free@example.org');
      } finally {
        held.release();
        await held.holder;
      }
      expect((await subscribe('connection-free-again@example.org')).response.status).toBe(200);
    });
  });

  it(
    'a statement that runs past the statement timeout is cancelled by the server and answered 503',
    faultTest,
    async () => {
      await throughRelay(2, async (_relay, pool) => {
        const slow = sql`select pg_sleep(60)`.execute(pool.db);
        await expect(slow).rejects.toMatchObject({ code: '57014' });
        const response = await respond(new Request('http://localhost/api/slow'), async () => {
          await sql`select pg_sleep(60)`.execute(pool.db);
          return new Response('finished');
        });
        expect(response.status).toBe(503);
        expect(response.headers.get('retry-after')).toBe('5');
      });
    },
  );

  it(
    'a role at its CONNECTION LIMIT (Postgres 53300, "too many connections") is a 503 with Retry-After',
    faultTest,
    async () => {
      const role = `limited_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
      const password = `pw-${Math.random().toString(36).slice(2)}`;
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      let pool: DatabaseHandle | undefined;
      let held: Awaited<ReturnType<typeof holdConnection>> | undefined;
      try {
        await admin.query(`create role ${role} login nosuperuser password '${password}'`);
        const url = new URL(process.env.TEST_DATABASE_URL!);
        url.username = role;
        url.password = password;
        pool = await openPostgres(url.href, { max: 2, timeouts });
        useDatabase(pool.db);
        // The pool's one connection is kept busy, so the request needs a second one; from now on the
        // role may not open any.
        held = await holdConnection(pool);
        await admin.query(`alter role ${role} connection limit 0`);
        await expectUnavailable('role-at-limit@example.org');
        expect(errors.mock.calls.flat().join('\n')).toMatch(/database unavailable: too many connections for role/);
      } finally {
        held?.release();
        await held?.holder;
        await pool?.close().catch(() => {});
        await admin.query(`drop role if exists ${role}`);
        await admin.end();
      }
    },
  );
});

describe('a client that aborts mid-body', () => {
  const postgresOrEmbedded = testDatabases[0]!;
  useVisitorWriteContext(postgresOrEmbedded, 'aborts', secret);

  it.each(['/api/newsletter/subscribe', '/api/contact'])(
    'on %s is not logged as a database outage, and is not a 5xx',
    async (pathname) => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      let sent = false;
      // What Node's request stream does when the client's socket resets mid-body.
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (!sent) {
            sent = true;
            controller.enqueue(new TextEncoder().encode('{"email":"half'));
            return;
          }
          controller.error(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }));
        },
      });
      const response = (await callFunction(pathname, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        duplex: 'half',
      } as RequestInit))!;
      expect(response.status).toBe(400);
      expect(errors.mock.calls.flat().join('\n')).not.toMatch(/database unavailable/);
    },
  );
});
