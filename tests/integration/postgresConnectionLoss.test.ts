import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { openPostgres } from '../../src/server/db/openPostgres.ts';
import { relayTo } from './databaseRelay.ts';

/**
 * Postgres going away must fail the requests that need it, never the process: pg emits 'error' on
 * a client that loses its server, also on one checked out of the pool between two statements (a
 * transaction, or Kysely holding a connection), and an 'error' event nobody listens to is thrown.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('losing Postgres under a running pool', () => {
  it('fails the open transaction and the next queries, without an uncaught error', async () => {
    const relay = await relayTo(new URL(process.env.TEST_DATABASE_URL!));
    const { db, close } = await openPostgres(relay.url, { max: 2 });
    // A client that loses its server while idle tells so by an 'error' event: the moment this test is about.
    const emit = pg.Client.prototype.emit;
    let clientLost!: () => void;
    const lost = new Promise<void>((resolve) => (clientLost = resolve));
    const spy = vi.spyOn(pg.Client.prototype, 'emit').mockImplementation(function (this: pg.Client, event, ...args) {
      if (event === 'error') clientLost();
      return emit.call(this, event, ...args);
    });
    try {
      const transaction = db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
        await relay.stop();
        // The client is checked out and idle while its server goes away.
        await lost;
        await sql`select 2`.execute(trx);
      });
      await expect(transaction).rejects.toThrow();
      await expect(sql`select 3`.execute(db)).rejects.toThrow();
    } finally {
      spy.mockRestore();
      await close().catch(() => {});
    }
  });
});
