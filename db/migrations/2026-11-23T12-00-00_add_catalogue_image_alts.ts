import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one. Typed Kysely<any> on purpose.

/**
 * The admin edits biomes and resources (admin issue, points 3 and 4): each picture gets the alt text
 * its upload carries, as species photos do. An empty text means the page describes the picture by
 * the item's title, which is what every existing row gets. The inbox lists contact messages newest
 * first and the retention sweep deletes them by age: both read `created_at`, hence its index.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['biomes', 'resources']) {
    await db.schema
      .alterTable(table)
      .addColumn('image_alt', 'text', (col) => col.notNull().defaultTo(''))
      .execute();
  }
  await db.schema.createIndex('contact_messages_created_at_idx').on('contact_messages').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('contact_messages_created_at_idx').execute();
  for (const table of ['resources', 'biomes']) await db.schema.alterTable(table).dropColumn('image_alt').execute();
}
