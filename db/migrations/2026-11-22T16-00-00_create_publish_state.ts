import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one. Typed Kysely<any> on purpose.

/**
 * The state of the last publish on Netlify (docs/design.md decision 5), in one row. In the database because
 * the write that asks for a build and the status call that reports on it run in different Functions.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('publish_state')
    .addColumn('id', 'smallint', (col) => col.primaryKey().check(sql`id = 1`))
    .addColumn('state', 'jsonb', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('publish_state').execute();
}
