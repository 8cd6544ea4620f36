import { sql } from 'kysely';
import type { HistoryEntity, RowSnapshot } from '../../lib/admin/history.ts';
import type { Database } from '../db/database.ts';
import { historyEntityTables } from './historyEntities.ts';

/**
 * Whole rows as history keeps them: the row as Postgres turns it into JSON (`to_jsonb`), so that
 * nothing is lost on the way (timestamps keep their microseconds), with its column names in the
 * camelCase of the API. Read as text: Kysely's CamelCasePlugin would also rename the keys *inside*
 * JSON columns (a photo address in photoAlts), which a snapshot must keep as they are.
 */
export async function readRowSnapshot(
  db: Database,
  entity: HistoryEntity,
  id: number,
  { lock = false } = {},
): Promise<RowSnapshot | undefined> {
  const table = sql.table(historyEntityTables[entity].table);
  const forUpdate = lock ? sql` for update` : sql``;
  const { rows } = await sql<{ row: string }>`
    select to_jsonb(item)::text as row from ${table} as item where item.id = ${id}${forUpdate}`.execute(db);
  return rows[0] && renameKeys(JSON.parse(rows[0].row) as RowSnapshot, snakeToCamel);
}

/**
 * Makes the stored item exactly `row` (every column, id included), or removes it when `row` is null.
 * The row is rebuilt by Postgres from the JSON (`jsonb_populate_record`), the inverse of the snapshot.
 * An item that exists is updated in place, never deleted and inserted again: what refers to it stays
 * (a re-subscribed subscriber keeps the deliveries of the issues already sent to them).
 */
export async function writeRowSnapshot(
  db: Database,
  entity: HistoryEntity,
  id: number,
  row: RowSnapshot | null,
): Promise<void> {
  const table = sql.table(historyEntityTables[entity].table);
  if (row === null) {
    await sql`delete from ${table} where id = ${id}`.execute(db);
    return;
  }
  if (row.id !== id) throw new Error(`A ${entity} snapshot of id ${String(row.id)} cannot be restored as ${id}.`);
  const json = JSON.stringify(renameKeys(row, camelToSnake));
  const current = await readRowSnapshot(db, entity, id);
  if (current === undefined) {
    await sql`insert into ${table} select * from jsonb_populate_record(null::${table}, ${json}::jsonb)`.execute(db);
    return;
  }
  // Every column the table has now, as the snapshot holds it (null where it does not, as an insert would).
  const columns = Object.keys(renameKeys(current, camelToSnake)).filter((column) => column !== 'id');
  await sql`update ${table} as item set ${sql.join(
    columns.map((column) => sql`${sql.ref(column)} = restored.${sql.ref(column)}`),
  )} from jsonb_populate_record(null::${table}, ${json}::jsonb) as restored where item.id = ${id}`.execute(db);
}

function renameKeys(row: RowSnapshot, rename: (key: string) => string): RowSnapshot {
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [rename(key), value]));
}

const snakeToCamel = (key: string) => key.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
const camelToSnake = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
