/**
 * The history of admin writes (issue 13), as the API answers it and the admin screens read it. Kept
 * free of zod (the query schema is src/lib/schemas/historyQuery.ts), so islands can import it cheaply.
 */

/** What a change can be about; each names a table (src/server/history/historyEntities.ts). */
export const historyEntities = ['species', 'biome', 'resource', 'subscriber', 'message', 'setting'] as const;
export type HistoryEntity = (typeof historyEntities)[number];

/**
 * The entities whose earlier versions can be restored and that "Recently deleted" lists (issue 13,
 * point 3): the catalogue's. A subscriber's, a message's or a setting's change is kept as a record only.
 */
export const restorableEntities: readonly HistoryEntity[] = ['species', 'biome', 'resource'];

/**
 * What a change did. `restore` brings an item back to an earlier change's `before`; `erase` removes
 * a subscriber and everything history knew about them (the record keeps only the id).
 */
export const historyActions = ['create', 'update', 'delete', 'add-photo', 'add-note', 'restore', 'erase'] as const;
export type HistoryAction = (typeof historyActions)[number];

/** A whole stored row, its columns in camelCase; timestamps as Postgres writes them in JSON. */
export type RowSnapshot = Record<string, unknown>;

/** One change as GET /api/admin/history answers it. `before` is null for a creation, `after` for a deletion. */
export type HistoryChange = {
  id: number;
  at: string;
  actor: string;
  entity: HistoryEntity;
  entityId: number;
  action: HistoryAction;
  before: RowSnapshot | null;
  after: RowSnapshot | null;
};

/** A page of changes, newest first; `nextBefore` asks for the next page (`?before=`), null at the end. */
export type HistoryPage = { changes: HistoryChange[]; nextBefore: number | null };

/** How long a deleted item stays in "Recently deleted", and its photos' media are kept at least. */
export const recentlyDeletedDays = 30;
