import { isDeepStrictEqual } from 'node:util';
import { sql } from 'kysely';
import {
  type HistoryChange,
  isDeliveryProblemUnsubscribe,
  isImportChange,
  isRestorable,
  type RestoreConflict,
  type RestoreOutcome,
  type RowSnapshot,
} from '../../lib/admin/history.ts';
import { changedFields, fieldLabel, itemName, toLaterChange } from '../../lib/admin/historyDiff.ts';
import type { Database } from '../db/database.ts';
import { HttpError } from '../http/jsonResponse.ts';
import { findChange, listChangesAfter, recordChange } from '../repositories/changeRepository.ts';
import { isSlugTaken } from '../repositories/postRepository.ts';
import { readRowSnapshot, writeRowSnapshot } from './rowSnapshots.ts';
import { undoImport } from './speciesImportHistory.ts';

/**
 * Undoes change `changeId`: brings its item back to the change's `before` (a deleted item returns
 * under its old id, with its photos, notes and alt texts, which live in its row; undoing a creation
 * removes the item). The restore is itself a change, recorded in the same transaction, by `actor`.
 * A change that is no longer its item's latest is not undone unless `overwrite` says so: the answer
 * is then the later changes it would overwrite (docs/design.md decision 16). A subscriber's change is
 * undone only while nothing changed the subscriber since, overwrite or not: only its owner may
 * subscribe it again once they acted themselves.
 */
export async function restoreChange(
  db: Database,
  actor: string,
  changeId: number,
  { overwrite = false } = {},
): Promise<RestoreOutcome> {
  return db.transaction().execute(async (trx) => {
    const change = await findChange(trx, changeId);
    if (!change) throw new HttpError(404, 'Change not found; it may have been swept from the history.');
    if (change.action === 'erase') {
      const Entity = change.entity[0]!.toUpperCase() + change.entity.slice(1);
      throw new HttpError(
        409,
        `${Entity} ${change.entityId} was erased: nothing of it was kept, so it cannot be restored.`,
      );
    }
    if (isImportChange(change) && change.action === 'restore') {
      throw new HttpError(409, 'An undone import cannot be redone: import the file again to bring its species back.');
    }
    if (change.entity === 'subscriber' && isDeliveryProblemUnsubscribe(change)) {
      throw new HttpError(
        409,
        `Subscriber ${change.entityId} was unsubscribed because their address bounced or they marked our mail ` +
          'as spam: that is not undone here; people subscribe again themselves.',
      );
    }
    if (!isRestorable(change))
      throw new HttpError(
        409,
        `Only species, biomes, resources, posts and subscribers can be restored, not a ${change.entity}.`,
      );
    // Two restores of one item take turns, so that the second sees what the first left.
    await sql`select pg_advisory_xact_lock(hashtext(${change.entity}), ${change.entityId})`.execute(trx);
    if (isImportChange(change)) return undoImport(trx, actor, change, { overwrite });
    const current = (await readRowSnapshot(trx, change.entity, change.entityId, { lock: true })) ?? null;
    if (isDeepStrictEqual(current, change.before)) {
      throw new HttpError(
        409,
        `Nothing to restore: ${change.entity} ${change.entityId} is already as it was before this change.`,
      );
    }
    if (change.entity === 'subscriber' && !isDeepStrictEqual(current, change.after)) {
      throw new HttpError(
        409,
        `Subscriber ${change.entityId} changed since (they subscribed or unsubscribed themselves, or were ` +
          'changed here again): only the latest change made here can be undone, and people subscribe again themselves.',
      );
    }
    const later = await listChangesAfter(trx, change);
    if (later.length > 0 && !overwrite && change.entity !== 'subscriber') {
      return { conflict: restoreConflict(change, later, current) };
    }
    await writeRowSnapshot(trx, change.entity, change.entityId, change.before).catch((error: unknown) => {
      throw change.entity === 'post' && isSlugTaken(error) ? addressTaken(change) : error;
    });
    const after = (await readRowSnapshot(trx, change.entity, change.entityId)) ?? null;
    const restored = await recordChange(trx, {
      actor,
      entity: change.entity,
      entityId: change.entityId,
      action: 'restore',
      before: current,
      after,
    });
    return { restored };
  });
}

/**
 * What restoring `change` would overwrite: each later change and the fields it changed; when the
 * item is deleted now, what its restored version lacks compared to the last version it had.
 */
function restoreConflict(change: HistoryChange, later: HistoryChange[], current: RowSnapshot | null): RestoreConflict {
  const name = `${change.entity} “${itemName(change)}”`;
  const laterChanges = later.map(toLaterChange);
  const deletedSince = current === null && change.before !== null;
  const lastVersion = current ?? later.findLast((each) => each.before !== null)?.before ?? null;
  const lacks = deletedSince ? changedFields(change.before, lastVersion).map((field) => field.field) : [];
  const count = later.length === 1 ? '1 later change' : `${later.length} later changes`;
  const message = deletedSince
    ? `The ${name} was deleted after this change. Restoring brings it back as it was before this change` +
      (lacks.length > 0
        ? `, without what ${count} brought to: ${lacks.map((field) => fieldLabel(field).toLowerCase()).join(', ')}.`
        : '.')
    : `This is not the latest change of the ${name}: restoring it overwrites ${count}.`;
  return { message, laterChanges, deletedSince, lacks };
}

/** A post's version whose address another post has taken since cannot come back until that one moves. */
function addressTaken(change: HistoryChange): HttpError {
  const slug = typeof change.before?.slug === 'string' ? change.before.slug : '';
  return new HttpError(
    409,
    `Another post now has the address /journal/${slug} that this version of post ${change.entityId} had: ` +
      'give that post another address first, then restore this one.',
  );
}
