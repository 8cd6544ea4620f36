import { sql, type Kysely } from 'kysely';
import { Migrator, type MigrationResultSet } from 'kysely/migration';
import { migrations } from '../../../db/migrations/index.ts';

/** How often a migration run that met another schema's drop is tried again before it fails. */
const attemptsAfterConcurrentDrop = 5;

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
  let outcome: MigrationResultSet = await migrator.migrateToLatest();
  // Before it takes its lock, the Migrator looks for its tables by reading the columns of every table
  // in every schema; a schema or table dropped meanwhile by another client fails that read (Postgres
  // 3F000 or 42P01) although nothing of ours changed. The read writes nothing, so it is tried again.
  for (let attempt = 1; attempt < attemptsAfterConcurrentDrop && metConcurrentDrop(outcome); attempt++)
    outcome = await migrator.migrateToLatest();
  const { error, results } = outcome;
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${reason}`.replace('  ', ' '));
  }
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}

/** Whether the run failed before any migration ran, on a schema or table that vanished under it. */
function metConcurrentDrop({ error, results }: MigrationResultSet): boolean {
  const code = (error as { code?: unknown } | undefined)?.code;
  return results === undefined && (code === '3F000' || code === '42P01');
}
