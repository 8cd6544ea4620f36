import { sql, type Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { migrations } from '../../../db/migrations/index.ts';

/**
 * Applies every pending migration and returns the names it applied; Kysely's migration lock makes
 * concurrent callers (two cold builds) safe.
 */
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  // Named, because without a schema Kysely takes a migration table in ANY schema of the database
  // for ours: a database shared by several schemas (the tests, a staging schema) would then skip
  // creating its own and fail.
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: rows[0]!.schema,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${reason}`.replace('  ', ' '));
  }
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
