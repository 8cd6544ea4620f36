import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one. Typed Kysely<any> on purpose.

/**
 * The alt text of each species photo (docs/requirements.md §2, admin routes): a jsonb object from
 * image address to its text, covering the species photos and its update notes' photos. A map beside
 * the photo lists rather than objects inside them, so that `photos` stays the list of addresses of
 * docs/requirements.md §3.1. A photo with no entry is described by the species' common name, which is
 * what every existing row gets.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('species')
    .addColumn('photo_alts', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('species').dropColumn('photo_alts').execute();
}
