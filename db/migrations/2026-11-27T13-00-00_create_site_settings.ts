import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one. Typed Kysely<any> on purpose.

/**
 * The settings the admin changes from the admin area, in one row (id 1) that always exists, so that
 * an edit is an update that history records like any other. `resources_live` switches the header's,
 * the footer's and the home page's way to the resources from /coming-soon to /resources; false keeps
 * /coming-soon (docs/requirements.md §2).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('site_settings')
    .addColumn('id', 'integer', (col) => col.primaryKey().check(sql`id = 1`))
    .addColumn('resources_live', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
  await db.insertInto('site_settings').values({ id: 1 }).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('site_settings').execute();
}
