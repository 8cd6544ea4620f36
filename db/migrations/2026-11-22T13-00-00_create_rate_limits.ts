import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one. Typed Kysely<any> on purpose.

/**
 * Per-client request counters of the visitor write endpoints, one row per key and fixed window. In
 * the database so that the limits hold across every Netlify Function instance. No index beyond the
 * key: the table holds only recent windows (older ones are deleted), and each request writes it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('window_start', 'timestamptz', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull().defaultTo(1))
    .addPrimaryKeyConstraint('rate_limits_pkey', ['key', 'window_start'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limits').execute();
}
