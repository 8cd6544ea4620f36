/**
 * The history of admin writes, as the API answers it and the admin screens read it. Kept
 * free of zod (the query schema is src/lib/schemas/historyQuery.ts), so islands can import it cheaply.
 */

/** What a change can be about; each names a table (src/server/history/historyEntities.ts). */
export const historyEntities = ['species', 'biome', 'resource', 'post', 'subscriber', 'message', 'setting'] as const;
export type HistoryEntity = (typeof historyEntities)[number];

/**
 * The entities whose earlier versions can be restored and that "Recently deleted" lists: the
 * catalogue's and the journal's posts. A message's or a setting's change is kept as a record only; a
 * subscriber's, see isRestorable.
 */
export const restorableEntities: readonly HistoryEntity[] = ['species', 'biome', 'resource', 'post'];

/**
 * Whether a change can be undone: any change of the catalogue's items but an erasure, and a
 * subscriber's unsubscribe made in the admin (or its undo), which the server allows only while
 * nothing changed the subscriber since (only its owner subscribes it otherwise).
 */
export function isRestorable(change: Pick<HistoryChange, 'entity' | 'action'> & { entityId?: number }): boolean {
  if (change.action === 'erase' || isUndoneImport(change)) return false;
  return restorableEntities.includes(change.entity) || (change.entity === 'subscriber' && change.action !== 'create');
}

/**
 * What a change did. `restore` brings an item back to an earlier change's `before`; `erase` removes
 * a subscriber and everything history knew about them (the record keeps only the id); `import` adds
 * many species at once (see importEntityId).
 */
export const historyActions = [
  'create',
  'update',
  'delete',
  'add-photo',
  'add-note',
  'restore',
  'erase',
  'import',
] as const;
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

/** What every delete confirmation of the catalogue says: a deletion can be undone, for a while. */
export const recentlyDeletedNote =
  `It stays in Recently deleted, on the History page, for ${recentlyDeletedDays} days, ` +
  'and can be restored from there.';

/** A change made after the one being restored, as a refused restore lists it. */
export type LaterChange = Pick<HistoryChange, 'id' | 'at' | 'actor' | 'action'> & {
  /** The fields it changed (every field for a creation or a deletion). */
  fields: string[];
};

/**
 * The 409 answer of a restore that would overwrite later changes: what changed since, newest last,
 * and, when the item was deleted since, the fields in which the restored version differs from the
 * last one it had (what it comes back without). Sending `{overwrite: true}` restores anyway.
 */
export type RestoreConflict = {
  message: string;
  laterChanges: LaterChange[];
  deletedSince: boolean;
  lacks: string[];
};

/** What a restore did: the change that recorded it, or, refused, what it would have overwritten. */
export type RestoreOutcome = { restored: HistoryChange } | { conflict: RestoreConflict };

/**
 * An import of species is one change about many items, so it names none: its `entityId` is 0, which
 * no item has. Its `after` lists the species it added (ImportSnapshot), not a row; undoing it removes
 * those still there, and records a `restore` of id 0 whose `before` lists what it removed.
 */
export const importEntityId = 0;

/** The species an import added, or its undo removed: ids and names only, the rows live in their table. */
export type ImportSnapshot = { species: { id: number; commonName: string }[] };

/** Whether a change is an import of species, or the undo of one. */
export function isImportChange(change: Pick<HistoryChange, 'entity' | 'entityId'>): boolean {
  return change.entity === 'species' && change.entityId === importEntityId;
}

/** An import's undo is not undone itself: its species are gone; importing the file again brings them back. */
function isUndoneImport(change: Pick<HistoryChange, 'entity' | 'action'> & { entityId?: number }): boolean {
  return change.entity === 'species' && change.entityId === importEntityId && change.action === 'restore';
}

/** The species an import change (or its undo) lists; none for any other change. */
export function importedSpecies(change: Pick<HistoryChange, 'entity' | 'entityId' | 'action' | 'before' | 'after'>) {
  if (!isImportChange(change)) return [];
  const snapshot = (change.action === 'import' ? change.after : change.before) as ImportSnapshot | null;
  return snapshot?.species ?? [];
}
