import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openPostgres } from '../../src/server/db/openPostgres.ts';
import { migrateToLatest } from '../../src/server/db/migrateToLatest.ts';
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

  it('migrate while another client creates and drops schemas of its own', async () => {
    // Seen failing without the retry in migrateToLatest: `schema "churn_…" does not exist` (3F000).
    const url = process.env.TEST_DATABASE_URL!;
    const suffix = `${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const [mine, churned] = [`mine_${suffix}`, `churn_${suffix}`];
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${mine}`);
    const handle = await openPostgres(url, { searchPath: mine, max: 2 });
    let churning = true;
    const churn = (async () => {
      for (let round = 0; churning; round++) {
        const schema = `${churned}_${round}`;
        await admin.query(`create schema ${schema}; create table ${schema}.t (id serial primary key, a text, b int);`);
        await admin.query(`drop schema ${schema} cascade`);
      }
    })();
    try {
      await migrateToLatest(handle.db);
      // Each run with nothing to apply still reads every schema's tables first: 40 of them meet the churn.
      for (let run = 0; run < 40; run++) expect(await migrateToLatest(handle.db)).toEqual([]);
    } finally {
      churning = false;
      await churn;
      await handle.close();
      await admin.query(`drop schema if exists ${mine} cascade`);
      await admin.end();
    }
  });
});
