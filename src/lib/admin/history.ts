import type { Selectable } from 'kysely';
import type { HistoryEntity } from './changeKinds.ts';
import type { ChangeTable, RowSnapshot } from '../tables/changeTable.ts';

/**
 * The history of admin writes, as the API answers it and the admin screens read it. Kept
 * free of zod (the query schema is src/lib/schemas/historyQuery.ts), so islands can import it cheaply.
 */

export { historyActions, type HistoryAction, historyEntities, type HistoryEntity } from './changeKinds.ts';
export type { RowSnapshot } from '../tables/changeTable.ts';

/**
 * The entities whose earlier versions can be restored and that "Recently deleted" lists: the
 * catalogue's and the journal's posts. A message's, a setting's or a newsletter issue's change is kept as
 * a record only (an issue sent cannot be unsent); a subscriber's, see isRestorable.
 */
export const restorableEntities: readonly HistoryEntity[] = ['species', 'biome', 'resource', 'post'];

/**
 * Whether a change can be undone: any change of the catalogue's items but an erasure, and a
 * subscriber's unsubscribe made in the admin (or its undo), which the server allows only while
 * nothing changed the subscriber since (only its owner subscribes it otherwise). An unsubscribe for
 * a hard bounce or a complaint (requirements §10.7) is never undone: the address is dead, or its
 * owner said no.
 */
export function isRestorable(
  change: Pick<HistoryChange, 'entity' | 'action'> & { entityId?: number; after?: RowSnapshot | null },
): boolean {
  if (change.action === 'erase' || isUndoneImport(change)) return false;
  if (change.entity === 'subscriber') return change.action !== 'create' && !isDeliveryProblemUnsubscribe(change);
  return restorableEntities.includes(change.entity);
}

/** Whether a subscriber's change is the unsubscribe of a hard bounce or a complaint. */
export function isDeliveryProblemUnsubscribe(change: { after?: RowSnapshot | null }): boolean {
  const reason = change.after?.unsubscribeReason;
  return change.after?.isActive === false && (reason === 'hard-bounce' || reason === 'complaint');
}

/**
 * One change as GET /api/admin/history answers it: its row of the changes table, the time as JSON carries
 * it. `before` is null for a creation, `after` for a deletion.
 */
export type HistoryChange = Omit<Selectable<ChangeTable>, 'at'> & { at: string };

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
