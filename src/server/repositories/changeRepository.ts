import { sql } from 'kysely';
import type { Selectable } from 'kysely';
import {
  type HistoryChange,
  type HistoryEntity,
  type HistoryPage,
  restorableEntities,
  type RowSnapshot,
} from '../../lib/admin/history.ts';
import { historyPageLimits, type HistoryQuery } from '../../lib/schemas/historyQuery.ts';
import type { Database } from '../db/database.ts';
import type { ChangeTable } from '../../lib/tables/changeTable.ts';

/**
 * The history of admin writes. Every admin write records itself here through recordedWrite
 * (src/server/history/recordedWrite.ts), and a restore through restoreChange, inside the transaction
 * of the write, so that the change and its record commit together or not at all.
 */
export type NewChange = Omit<HistoryChange, 'id' | 'at'>;

/** The columns of a change as the API answers them; the rows as text (see readRowSnapshot). */
function changeColumns() {
  return [
    'id',
    'at',
    'actor',
    'entity',
    'entityId',
    'action',
    sql<string | null>`before::text`.as('before'),
    sql<string | null>`after::text`.as('after'),
  ] as const;
}

type ChangeRow = Omit<Selectable<ChangeTable>, 'before' | 'after'> & { before: string | null; after: string | null };

function toHistoryChange(row: ChangeRow): HistoryChange {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: row.actor,
    entity: row.entity,
    entityId: row.entityId,
    action: row.action,
    before: row.before === null ? null : (JSON.parse(row.before) as RowSnapshot),
    after: row.after === null ? null : (JSON.parse(row.after) as RowSnapshot),
  };
}

const asJson = (row: RowSnapshot | null) => (row === null ? null : JSON.stringify(row));

/** Records one change; call it inside the write's transaction. */
export async function recordChange(trx: Database, change: NewChange): Promise<HistoryChange> {
  const row = await trx
    .insertInto('changes')
    .values({ ...change, before: asJson(change.before), after: asJson(change.after) })
    .returning(changeColumns())
    .executeTakeFirstOrThrow();
  return toHistoryChange(row);
}

/** The entities whose removal erases: a subscriber's address, a contact message's sender and text. */
export type ErasedEntity = Extract<HistoryEntity, 'subscriber' | 'message'>;

/**
 * Records the erasure of `entity` `entityId` (call it in the transaction that deletes the row): the
 * item's earlier changes, which hold its personal data, are deleted, and the one record left says
 * "{entity} {id} erased" and no more, because that is what erasure promises.
 */
export async function recordErasure(
  trx: Database,
  actor: string,
  entity: ErasedEntity,
  entityId: number,
): Promise<HistoryChange> {
  await trx.deleteFrom('changes').where('entity', '=', entity).where('entityId', '=', entityId).execute();
  return recordChange(trx, { actor, entity, entityId, action: 'erase', before: null, after: null });
}

export async function findChange(db: Database, id: number): Promise<HistoryChange | undefined> {
  const row = await db.selectFrom('changes').select(changeColumns()).where('id', '=', id).executeTakeFirst();
  return row && toHistoryChange(row);
}

/** The changes of `change`'s item made after it, oldest first. */
export async function listChangesAfter(
  db: Database,
  change: Pick<HistoryChange, 'id' | 'entity' | 'entityId'>,
): Promise<HistoryChange[]> {
  const rows = await db
    .selectFrom('changes')
    .select(changeColumns())
    .where('entity', '=', change.entity)
    .where('entityId', '=', change.entityId)
    .where('id', '>', change.id)
    .orderBy('id')
    .execute();
  return rows.map(toHistoryChange);
}

/** The changes of the items `entityIds` of `entity` made after change `afterId`, oldest first. */
export async function listChangesOfItemsAfter(
  db: Database,
  entity: HistoryEntity,
  entityIds: readonly number[],
  afterId: number,
): Promise<HistoryChange[]> {
  if (entityIds.length === 0) return [];
  const rows = await db
    .selectFrom('changes')
    .select(changeColumns())
    .where('entity', '=', entity)
    .where(sql<boolean>`entity_id in (select jsonb_array_elements_text(${JSON.stringify(entityIds)}::jsonb)::int)`)
    .where('id', '>', afterId)
    .orderBy('id')
    .execute();
  return rows.map(toHistoryChange);
}

/** The latest change that unsubscribed subscriber `subscriberId` (an unsubscribe, or a restore that was one). */
export async function findLatestUnsubscribe(db: Database, subscriberId: number): Promise<HistoryChange | undefined> {
  const row = await db
    .selectFrom('changes')
    .select(changeColumns())
    .where('entity', '=', 'subscriber')
    .where('entityId', '=', subscriberId)
    .where(sql<boolean>`(before ->> 'isActive') = 'true' and (after ->> 'isActive') = 'false'`)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row && toHistoryChange(row);
}

/** One page of changes, newest first, filtered as the query says (see historyQuerySchema). */
export async function listChanges(db: Database, query: HistoryQuery): Promise<HistoryPage> {
  const limit = query.limit ?? historyPageLimits.default;
  let select = db
    .selectFrom('changes')
    .select(changeColumns())
    .orderBy('id', 'desc')
    .limit(limit + 1);
  if (query.entity !== undefined) select = select.where('entity', '=', query.entity);
  if (query.id !== undefined) select = select.where('entityId', '=', query.id);
  if (query.actor !== undefined) select = select.where(sql<boolean>`strpos(lower(actor), lower(${query.actor})) > 0`);
  if (query.before !== undefined) select = select.where('id', '<', query.before);
  const rows = await select.execute();
  const changes = rows.slice(0, limit).map(toHistoryChange);
  return { changes, nextBefore: rows.length > limit ? changes.at(-1)!.id : null };
}

/** Whether this change is the latest of its item (`changes` aliased as `change`). */
const isLatestOfItem = sql<boolean>`change.id = (
  select max(later.id) from changes as later where later.entity = change.entity and later.entity_id = change.entity_id
)`;

/**
 * "Recently deleted": the items whose latest change removed them (a deletion, or a restore that
 * undid a creation) since `since`, newest first; restoring that change brings the item back. Only
 * the catalogue's items are among them (restorableEntities): an erased subscriber or a deleted
 * message is not brought back.
 */
export async function listRecentlyDeleted(db: Database, since: Date): Promise<HistoryChange[]> {
  const rows = await db
    .selectFrom('changes as change')
    .select(changeColumns())
    .where('after', 'is', null)
    .where('entity', 'in', restorableEntities)
    .where('at', '>=', since)
    .where(isLatestOfItem)
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toHistoryChange);
}

/**
 * The retention sweep: deletes the changes made before `cutoff`, except the latest change of each
 * live item (one whose latest change left a row), so that every item keeps its current version.
 */
export async function deleteChangesBefore(db: Database, cutoff: Date): Promise<number> {
  const result = await db
    .deleteFrom('changes as change')
    .where('at', '<', cutoff)
    .where((eb) => eb.not(eb.and([eb('after', 'is not', null), isLatestOfItem])))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Deletes the changes of contact messages received before `cutoff`: their before and after rows hold
 * the message, which the privacy page promises to delete after its retention, history included.
 * Call it in the transaction that deletes the messages themselves.
 */
export async function deleteMessageChangesReceivedBefore(trx: Database, cutoff: Date): Promise<void> {
  await trx
    .deleteFrom('changes')
    .where('entity', '=', 'message')
    .where(sql<boolean>`(coalesce(before, after) ->> 'createdAt')::timestamptz < ${cutoff}`)
    .execute();
}
