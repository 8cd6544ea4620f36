import { isDeepStrictEqual } from 'node:util';
import { sql } from 'kysely';
import { type HistoryChange, restorableEntities } from '../../lib/history.ts';
import type { Database } from '../db/database.ts';
import { HttpError } from '../http/jsonResponse.ts';
import { findChange, recordChange } from '../repositories/changeRepository.ts';
import { readRowSnapshot, writeRowSnapshot } from './rowSnapshots.ts';

/**
 * Undoes change `changeId`: brings its item back to the change's `before` (a deleted item returns
 * under its old id, with its photos, notes and alt texts, which live in its row; undoing a creation
 * removes the item). The restore is itself a change, recorded in the same transaction, by `actor`.
 * To go back several changes, undo the change that came right after the wanted version. Only the
 * catalogue's items can be restored (restorableEntities): the others' changes are records only.
 */
export async function restoreChange(db: Database, actor: string, changeId: number): Promise<HistoryChange> {
  return db.transaction().execute(async (trx) => {
    const change = await findChange(trx, changeId);
    if (!change) throw new HttpError(404, 'Change not found; it may have been swept from the history.');
    if (change.action === 'erase')
      throw new HttpError(
        409,
        `Subscriber ${change.entityId} was erased: nothing of it was kept, so it cannot be restored.`,
      );
    if (!restorableEntities.includes(change.entity))
      throw new HttpError(409, `Only species, biomes and resources can be restored, not a ${change.entity}.`);
    // Two restores of one item take turns, so that the second sees what the first left.
    await sql`select pg_advisory_xact_lock(hashtext(${change.entity}), ${change.entityId})`.execute(trx);
    const current = (await readRowSnapshot(trx, change.entity, change.entityId, { lock: true })) ?? null;
    if (isDeepStrictEqual(current, change.before)) {
      throw new HttpError(
        409,
        `Nothing to restore: ${change.entity} ${change.entityId} is already as it was before this change.`,
      );
    }
    await writeRowSnapshot(trx, change.entity, change.entityId, change.before);
    const after = (await readRowSnapshot(trx, change.entity, change.entityId)) ?? null;
    return recordChange(trx, {
      actor,
      entity: change.entity,
      entityId: change.entityId,
      action: 'restore',
      before: current,
      after,
    });
  });
}
