import fs from 'node:fs';
import { sql, type Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { migrations } from '../../db/migrations/index.ts';
import type { DatabaseHandle } from '../../src/server/db/database.ts';
import { openPGlite } from '../../src/server/db/openPGlite.ts';
import { openPostgres } from '../../src/server/db/openPostgres.ts';
import { prepareDatabase } from '../../src/server/db/prepareDatabase.ts';

/**
 * The databases every integration test runs against: a fresh in-memory PGlite always, and real
 * Postgres when TEST_DATABASE_URL is set, each test file in a schema of its own that is dropped
 * afterwards (so runs never see each other's rows).
 */
export type TestDatabase = { name: string; open(): Promise<DatabaseHandle> };

/**
 * The copy of a new embedded database that the integration project's setup made (initialisedPGlite.ts),
 * or undefined where no setup made one (a test file run under another configuration).
 */
export function initialisedPGlite(): Blob | undefined {
  const file = inject('initialisedPGlite');
  return file ? new Blob([fs.readFileSync(file)]) : undefined;
}

/** A new embedded database in memory, opened from the initialised copy when there is one. */
export function openEmbeddedDatabase(): Promise<DatabaseHandle> {
  return openPGlite(undefined, { startFrom: initialisedPGlite() });
}

const embedded: TestDatabase = { name: 'PGlite', open: openEmbeddedDatabase };

function realPostgres(url: string): TestDatabase {
  return {
    name: 'Postgres',
    async open() {
      const schema = `test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      try {
        await admin.query(`create schema ${schema}`);
      } finally {
        await admin.end();
      }
      const handle = await openPostgres(url, { searchPath: schema, max: 4 });
      return {
        ...handle,
        async close() {
          await handle.close();
          const cleaner = new pg.Client({ connectionString: url });
          await cleaner.connect();
          try {
            await cleaner.query(`drop schema ${schema} cascade`);
          } finally {
            await cleaner.end();
          }
        },
      };
    },
  };
}

export const testDatabases: TestDatabase[] = process.env.TEST_DATABASE_URL
  ? [embedded, realPostgres(process.env.TEST_DATABASE_URL)]
  : [embedded];

/**
 * The database for suites in which the database decides nothing (HTTP validation, the authorization
 * matrix): they run once, on PGlite. What the database does decide (repositories, migrations,
 * history, rate limits, locks, faults) runs on every database of `testDatabases`.
 */
export const embeddedDatabase: TestDatabase = embedded;

/** A describe block of such tests inside a suite that runs on every database: it runs on PGlite only. */
export function describeOnEmbedded(database: TestDatabase, title: string, body: () => void): void {
  if (database === embedded) describe(title, body);
}

/**
 * Opens `database` before the tests of the calling describe block, migrated and seeded unless
 * `prepare` is false, and closes it after them. Call the answer inside a test for the handle.
 */
export function useTestDatabase(database: TestDatabase, { prepare = true } = {}): () => DatabaseHandle {
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    handle = await database.open();
    if (prepare) await prepareDatabase(handle.db);
  });
  afterAll(async () => {
    await handle?.close();
  });
  return () => handle!;
}

/**
 * Brings a database opened with `prepare: false` to migration `name` and no further, so that a test can
 * store rows as they were before a later migration and then see what it makes of them.
 */
export async function migrateUpTo(db: Kysely<any>, name: string): Promise<void> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: rows[0]!.schema,
  });
  const { error } = await migrator.migrateTo(name);
  if (error) throw error;
}
