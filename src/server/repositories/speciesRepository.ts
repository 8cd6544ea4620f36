import { type ExpressionBuilder, sql } from 'kysely';
import {
  type AdminSpeciesPage,
  adminSpeciesPageSize,
  type SpeciesSortColumn,
  speciesPageCount,
} from '../../lib/admin/adminSpeciesTable.ts';
import type { PublicSpecies, UpdateNote } from '../../lib/catalogue/catalogue.ts';
import type { AdminSpeciesQuery } from '../../lib/schemas/adminSpeciesQuery.ts';
import { altsOf, type PhotoAlts, speciesPhotoUrls } from '../../lib/catalogue/photoAlts.ts';
import type { Database } from '../db/database.ts';
import type { DatabaseSchema, Species } from '../db/schema.ts';
import { type SpeciesInput, storedAlts, storedSpeciesFields } from '../db/speciesRows.ts';
import { containsPattern } from './containsPattern.ts';

export function toPublicSpecies(row: Species): PublicSpecies {
  return {
    id: row.id,
    commonName: row.commonName,
    scientificName: row.scientificName,
    environment: row.environment,
    status: row.status,
    niche: row.niche,
    description: row.description,
    careInstructions: row.careInstructions,
    photos: row.photos,
    updateNotes: row.updateNotes,
    photoAlts: row.photoAlts,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listActiveSpecies(db: Database): Promise<PublicSpecies[]> {
  const rows = await db.selectFrom('species').selectAll().where('isActive', '=', true).orderBy('id').execute();
  return rows.map(toPublicSpecies);
}

/** One page of the public list, in its order, with how many there are in all. */
export async function listActiveSpeciesPage(
  db: Database,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ items: PublicSpecies[]; total: number }> {
  const active = db.selectFrom('species').where('isActive', '=', true);
  const [rows, count] = await Promise.all([
    active.selectAll().orderBy('id').limit(limit).offset(offset).execute(),
    active.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toPublicSpecies), total: Number(count.total) };
}

export async function findActiveSpecies(db: Database, id: number): Promise<PublicSpecies | undefined> {
  const row = await db
    .selectFrom('species')
    .selectAll()
    .where('id', '=', id)
    .where('isActive', '=', true)
    .executeTakeFirst();
  return row && toPublicSpecies(row);
}

export async function insertSpecies(db: Database, species: SpeciesInput[]): Promise<number[]> {
  if (species.length === 0) return [];
  const rows = await db
    .insertInto('species')
    .values(species.map((row) => storedSpeciesFields(row)))
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Postgres takes at most 65,535 parameters a statement: an import inserts its rows this many at a time. */
const insertChunkRows = 1000;

/**
 * Inserts many species (an import), in statements of at most insertChunkRows rows; answers each new
 * id and name, in the order given. Run it in a transaction, so that all of them land or none.
 */
export async function insertManySpecies(
  db: Database,
  species: WritableSpeciesFields[],
): Promise<{ id: number; commonName: string }[]> {
  const inserted: { id: number; commonName: string }[] = [];
  for (let start = 0; start < species.length; start += insertChunkRows) {
    const rows = await db
      .insertInto('species')
      .values(species.slice(start, start + insertChunkRows).map((row) => storedSpeciesFields(row)))
      .returning(['id', 'commonName'])
      .execute();
    inserted.push(...rows);
  }
  return inserted;
}

/** Every species, hidden ones too, as the admin table lists them. */
export async function listAllSpecies(db: Database): Promise<PublicSpecies[]> {
  const rows = await db.selectFrom('species').selectAll().orderBy('id').execute();
  return rows.map(toPublicSpecies);
}

/** A name as search and sort compare it, ignoring case and accents (the search_fold migration); indexed. */
function foldedName(column: 'commonName' | 'scientificName') {
  return sql<string>`search_fold(${sql.ref(column)})`;
}

/** What a column sorts by: the names folded, the other columns as they are. */
function sortExpression(column: SpeciesSortColumn) {
  return column === 'commonName' || column === 'scientificName' ? foldedName(column) : sql.ref(column);
}

/**
 * The admin list's search: the folded names contain the folded text, or the environment, status or
 * niche contain it ignoring case, or it is the id.
 */
function matchesSearch(q: string) {
  return (eb: ExpressionBuilder<DatabaseSchema, 'species'>) => {
    const pattern = containsPattern(q);
    const folded = sql<string>`search_fold(${pattern})`;
    return eb.or([
      eb(foldedName('commonName'), 'like', folded),
      eb(foldedName('scientificName'), 'like', folded),
      eb('environment', 'ilike', pattern),
      eb('status', 'ilike', pattern),
      eb('niche', 'ilike', pattern),
      ...(/^\d{1,9}$/.test(q) ? [eb('id', '=', Number(q))] : []),
    ]);
  };
}

/**
 * One page of the admin list, searched, sorted and cut in SQL: ties of the sort column go by id in
 * the same direction, so that every order is total and pages never share or skip a species. A page
 * past the last answers the last.
 */
export async function listSpeciesPage(db: Database, { q, sort, page }: AdminSpeciesQuery): Promise<AdminSpeciesPage> {
  const matching = q === '' ? db.selectFrom('species') : db.selectFrom('species').where(matchesSearch(q));
  const counts = await matching
    .select([sql<string>`count(*)`.as('total'), sql<string>`count(*) filter (where not is_active)`.as('hidden')])
    .executeTakeFirstOrThrow();
  const total = Number(counts.total);
  const pageSize = adminSpeciesPageSize;
  const shownPage = Math.min(page, speciesPageCount(total, pageSize));
  const direction = sort.direction === 'ascending' ? 'asc' : 'desc';
  let ordered = matching.selectAll().orderBy(sortExpression(sort.column), direction);
  if (sort.column !== 'id') ordered = ordered.orderBy('id', direction);
  const rows = await ordered
    .limit(pageSize)
    .offset((shownPage - 1) * pageSize)
    .execute();
  return { items: rows.map(toPublicSpecies), total, hidden: Number(counts.hidden), page: shownPage, pageSize };
}

/**
 * The writable fields of a species, as the admin sends them (src/lib/schemas/species.ts). Without
 * `photoAlts` an update keeps the stored texts of the photos that remain.
 */
export type WritableSpeciesFields = Required<Omit<SpeciesInput, 'createdAt' | 'updatedAt' | 'photoAlts'>> &
  Pick<SpeciesInput, 'photoAlts'>;

export async function createSpecies(db: Database, fields: WritableSpeciesFields): Promise<PublicSpecies> {
  const row = await db
    .insertInto('species')
    .values(storedSpeciesFields(fields))
    .returningAll()
    .executeTakeFirstOrThrow();
  return toPublicSpecies(row);
}

/** The stored texts of the photos at `urls`, computed in the update itself so that no write comes between. */
function keptStoredAlts(urls: Set<string>) {
  const keptUrls = JSON.stringify([...urls]);
  return sql<string>`coalesce(
    (select jsonb_object_agg(entry.key, entry.value)
      from jsonb_each(photo_alts) as entry
      where entry.key in (select jsonb_array_elements_text(${keptUrls}::jsonb))),
    '{}'::jsonb
  )`;
}

/** Replaces every writable field; undefined when there is no such species. */
export async function updateSpecies(
  db: Database,
  id: number,
  fields: WritableSpeciesFields,
): Promise<PublicSpecies | undefined> {
  const photoAlts =
    fields.photoAlts === undefined
      ? keptStoredAlts(speciesPhotoUrls(fields))
      : storedAlts(fields.photoAlts, fields.photos, fields.updateNotes);
  const row = await db
    .updateTable('species')
    .set({ ...storedSpeciesFields(fields), photoAlts, updatedAt: sql<Date>`now()` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row && toPublicSpecies(row);
}

export async function deleteSpecies(db: Database, id: number): Promise<boolean> {
  const result = await db.deleteFrom('species').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/**
 * Appends one photo, with its alt text when it has one, in a single statement, so two uploads at
 * once both land (a read-modify-write from the client would let the second overwrite the first).
 */
export async function appendSpeciesPhoto(
  db: Database,
  id: number,
  photoUrl: string,
  alt = '',
): Promise<PublicSpecies | undefined> {
  const row = await db
    .updateTable('species')
    .set({
      photos: sql<string>`photos || jsonb_build_array(${photoUrl}::text)`,
      ...(alt ? { photoAlts: sql<string>`photo_alts || jsonb_build_object(${photoUrl}::text, ${alt}::text)` } : {}),
      updatedAt: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row && toPublicSpecies(row);
}

/** Appends one dated note, and the alt texts of its photos, in a single statement (see appendSpeciesPhoto). */
export async function appendSpeciesUpdateNote(
  db: Database,
  id: number,
  note: UpdateNote,
  photoAlts: PhotoAlts = {},
): Promise<PublicSpecies | undefined> {
  const row = await db
    .updateTable('species')
    .set({
      updateNotes: sql<string>`update_notes || jsonb_build_array(${JSON.stringify(note)}::jsonb)`,
      photoAlts: sql<string>`photo_alts || ${JSON.stringify(altsOf(photoAlts, note.photos ?? []))}::jsonb`,
      updatedAt: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row && toPublicSpecies(row);
}
