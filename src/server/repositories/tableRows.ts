import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Database } from '../db/database.ts';
import type { DatabaseSchema } from '../db/schema.ts';

/**
 * The tables whose rows the admin writes whole, one at a time by id: the catalogue's entries (a biome,
 * a resource), a subscriber, a contact message, the settings' row. The same calls serve them all.
 */
export type RowTable = 'biomes' | 'resources' | 'subscribers' | 'contactMessages' | 'siteSettings';

/** The catalogue's entries that the admin lists, adds, edits and deletes as one record each. */
export type CatalogueEntryTable = Extract<RowTable, 'biomes' | 'resources'>;

// Every such table's rows have an id: spelled out, as TypeScript cannot see it through a type parameter.
export type TableRow<Table extends RowTable> = Selectable<DatabaseSchema[Table]> & { id: number };

// Kysely cannot build a query on a table named by a type parameter, only on a union of names: each
// call queries the union (only `id` and whole rows are used) and answers the rows of `table`.

/** Every row of `table`, hidden ones too, in the order the public site lists them. */
export function listRows<Table extends CatalogueEntryTable>(db: Database, table: Table): Promise<TableRow<Table>[]> {
  const anyTable: CatalogueEntryTable = table;
  return db.selectFrom(anyTable).selectAll().orderBy('id').execute() as Promise<TableRow<Table>[]>;
}

export function insertRow<Table extends CatalogueEntryTable>(
  db: Database,
  table: Table,
  fields: Insertable<DatabaseSchema[Table]>,
): Promise<TableRow<Table>> {
  const anyTable: CatalogueEntryTable = table;
  const values = fields as Insertable<DatabaseSchema[CatalogueEntryTable]>;
  return db.insertInto(anyTable).values(values).returningAll().executeTakeFirstOrThrow() as Promise<TableRow<Table>>;
}

/** Sets `fields` of row `id`; the row as it is now, or undefined when there is none. */
export function updateRow<Table extends RowTable>(
  db: Database,
  table: Table,
  id: number,
  fields: Updateable<DatabaseSchema[Table]>,
): Promise<TableRow<Table> | undefined> {
  const anyTable: RowTable = table;
  return db.updateTable(anyTable).set(fields).where('id', '=', id).returningAll().executeTakeFirst() as Promise<
    TableRow<Table> | undefined
  >;
}

/** Deletes row `id`; its id, or undefined when there was none. */
export function deleteRow(db: Database, table: RowTable, id: number): Promise<{ id: number } | undefined> {
  return db.deleteFrom(table).where('id', '=', id).returning('id').executeTakeFirst();
}
