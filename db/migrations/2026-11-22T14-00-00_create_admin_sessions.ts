import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one. Typed Kysely<any> on purpose.

/**
 * Server-side admin sessions (docs/design.md decision 7). The cookie carries a random 32-byte id; only
 * its SHA-256 is stored, so a leaked copy of the table signs nobody in. Sessions end at
 * `expires_at`; expired rows are refused and swept, found by the index on that column.
 *
 * The password portal's lockout counters live here too: one row per client address with its recent
 * failures, in the database so that the lockout holds across every Netlify Function instance.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('admin_sessions')
    .addColumn('id_hash', 'text', (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('admin_sessions_expires_at_idx').on('admin_sessions').column('expires_at').execute();

  await db.schema
    .createTable('admin_password_failures')
    .addColumn('client_key', 'text', (col) => col.primaryKey())
    .addColumn('failures', 'integer', (col) => col.notNull())
    .addColumn('first_failure_at', 'timestamptz', (col) => col.notNull())
    .addColumn('locked_until', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('admin_password_failures').execute();
  await db.schema.dropTable('admin_sessions').execute();
}
