import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one. Typed Kysely<any> on purpose.

/**
 * The admin species list searches and sorts its names in SQL, ignoring case and accents, however
 * many species there are. `search_fold` is that comparison's form of a text: decomposed (NFD), its
 * combining accents dropped, then lower-cased, so 'Épiphyte' and 'epiphyte' meet. Immutable, so
 * that the names can be indexed folded, each with its id, the tie-break of every order.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function search_fold(text) returns text
    language sql immutable strict parallel safe
    as $$ select lower(regexp_replace(normalize($1, NFD), '[\\u0300-\\u036f]', '', 'g')) $$
  `.execute(db);
  await sql`create index species_common_name_folded on species (search_fold(common_name), id)`.execute(db);
  await sql`create index species_scientific_name_folded on species (search_fold(scientific_name), id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index species_scientific_name_folded`.execute(db);
  await sql`drop index species_common_name_folded`.execute(db);
  await sql`drop function search_fold(text)`.execute(db);
}
