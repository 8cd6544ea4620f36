import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openPostgres } from '../../src/server/db/openPostgres.ts';
import { prepareDatabase } from '../../src/server/db/prepareDatabase.ts';

/**
 * One Postgres database, several schemas (the tests run that way; so can a staging copy): each
 * schema's migrations are its own. Kysely, unless told the schema, takes another schema's migration
 * tables for ours and then fails on its missing lock table.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('migrations in a database shared by several schemas', () => {
  it('migrate and seed a fresh schema while another schema already has migration tables', async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const suffix = `${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const [decoy, fresh] = [`decoy_${suffix}`, `fresh_${suffix}`];
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`create schema ${decoy}; create schema ${fresh};`);
      await admin.query(
        `create table ${decoy}.kysely_migration (name varchar(255) primary key, timestamp varchar(255) not null)`,
      );
      await admin.query(
        `create table ${decoy}.kysely_migration_lock ` +
          '(id varchar(255) primary key, is_locked integer not null default 0)',
      );
      const handle = await openPostgres(url, { searchPath: fresh, max: 2 });
      try {
        expect(await prepareDatabase(handle.db)).toEqual({ seeded: true });
        const { rows } = await admin.query(`select count(*)::int as n from ${fresh}.species`);
        expect(rows[0].n).toBeGreaterThan(0);
      } finally {
        await handle.close();
      }
    } finally {
      await admin.query(`drop schema if exists ${decoy} cascade; drop schema if exists ${fresh} cascade;`);
      await admin.end();
    }
  });
});
