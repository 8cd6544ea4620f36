import type { HistoryAction, HistoryEntity } from '../../lib/history.ts';
import type { Database } from '../db/database.ts';
import { recordChange } from '../repositories/changeRepository.ts';
import { readRowSnapshot } from './rowSnapshots.ts';
import { sweepExpiredHistory } from './sweepHistory.ts';

/** What an admin write is about: `id` is undefined for a creation, whose id the write makes. */
export type WriteToRecord = {
  actor: string;
  entity: HistoryEntity;
  action: HistoryAction;
  id?: number;
  /** The error to answer when there is no item `id` (or the write finds none). */
  notFound: () => Error;
};

/**
 * Runs one admin write and records it, in one transaction: the row before (locked, so that no other
 * write comes between), the write, the row after, the record. A refused or failed write records
 * nothing, and a write whose record fails is undone. The write answers the item (at least its id),
 * or undefined when there was none. The history's retention sweep runs first, when it is due.
 */
export async function recordedWrite<Written extends { id: number }>(
  db: Database,
  what: WriteToRecord,
  write: (trx: Database) => Promise<Written | undefined>,
): Promise<Written> {
  await sweepExpiredHistory(db);
  return db.transaction().execute(async (trx) => {
    const before = what.id === undefined ? null : await readRowSnapshot(trx, what.entity, what.id, { lock: true });
    if (before === undefined) throw what.notFound();
    const written = await write(trx);
    if (written === undefined) throw what.notFound();
    const after = (await readRowSnapshot(trx, what.entity, written.id)) ?? null;
    await recordChange(trx, {
      actor: what.actor,
      entity: what.entity,
      entityId: written.id,
      action: what.action,
      before,
      after,
    });
    return written;
  });
}
