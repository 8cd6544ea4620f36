import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one. Typed Kysely<any> on purpose.

/**
 * The history of admin writes (docs/design.md decision 12): one row per change, written in the
 * same transaction as the change itself, holding who made it, the entity and its id, the action, and
 * the whole row before and after as JSON (null before a creation, after a deletion or an erasure).
 * Listed newest first by id, per item by (entity, entity_id); `at` serves the retention sweep.
 *
 * A session also keeps the address it signed in from, so that a change made at the password portal
 * (which no Google account stands behind) names the client address it came from.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('changes')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('actor', 'text', (col) => col.notNull())
    .addColumn('entity', 'text', (col) => col.notNull())
    .addColumn('entity_id', 'integer', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .execute();
  await db.schema.createIndex('changes_entity_idx').on('changes').columns(['entity', 'entity_id', 'id']).execute();
  await db.schema.createIndex('changes_at_idx').on('changes').column('at').execute();

  await db.schema.alterTable('admin_sessions').addColumn('client_address', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('admin_sessions').dropColumn('client_address').execute();
  await db.schema.dropTable('changes').execute();
}
