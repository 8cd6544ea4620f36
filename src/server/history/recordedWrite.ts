import type { HistoryAction, HistoryChange, HistoryEntity, RowSnapshot } from '../../lib/admin/history.ts';
import type { Database } from '../db/database.ts';
import { HttpError } from '../http/jsonResponse.ts';
import { publishCatalogueChange } from '../publish/publishCatalogueChange.ts';
import { recordChange, recordErasure } from '../repositories/changeRepository.ts';
import { historyEntityTables } from './historyEntities.ts';
import { readRowSnapshot } from './rowSnapshots.ts';
import { sweepExpiredHistory } from './sweepHistory.ts';

/**
 * One admin write, as History records it. `erase` removes a subscriber or a contact message and
 * keeps nothing of it but its id (the privacy page's promise). A restore is not written here: it
 * undoes a recorded change (restoreChange.ts).
 */
export type AdminWrite<Written> = {
  actor: string;
  entity: HistoryEntity;
  action: Exclude<HistoryAction, 'restore'>;
  /** The item written; undefined for a creation (or an import), whose ids the write makes. */
  id?: number;
  /** The 404's message when there is no item `id`, or the write finds none. */
  notFound: string;
  /** What the change keeps as its `after` when that is not the item's row: an import lists the species it added. */
  after?: (written: Written) => RowSnapshot;
};

/** What a recorded write answers: what the write answered, and the change that records it. */
export type RecordedWrite<Written> = { written: Written; change: HistoryChange };

/**
 * The one way the admin writes: species, biomes, resources, posts, subscribers, messages, settings and
 * imports all come through here. In one transaction: the item's row before (locked, so that no
 * other write comes between), the write, and its record in History with the whole row before and
 * after (the snapshots restore writes back), so that the write and its record commit or fail
 * together; nothing is recorded of a refused or failed write. The write answers the item (at least
 * its id), or undefined when there is none (404). The retention sweep runs first, when it is due;
 * once committed, a write of what the public site shows asks for a publish (docs/design.md decision 5).
 */
export async function recordedWrite<Written extends { id: number }>(
  db: Database,
  what: AdminWrite<Written>,
  write: (trx: Database) => Promise<Written | undefined>,
): Promise<RecordedWrite<Written>> {
  await sweepExpiredHistory(db);
  const recorded = await db.transaction().execute((trx) => writeAndRecord(trx, what, write));
  if (historyEntityTables[what.entity].public) await publishCatalogueChange(recorded.change);
  return recorded;
}

/**
 * recordedWrite inside a transaction the caller holds, for a write that must commit with something
 * else (the webhook's note that it handled a message). Asks for no publish: only for what the public
 * site does not show.
 */
export async function recordedWriteWithin<Written extends { id: number }>(
  trx: Database,
  what: AdminWrite<Written>,
  write: (trx: Database) => Promise<Written | undefined>,
): Promise<RecordedWrite<Written>> {
  if (historyEntityTables[what.entity].public)
    throw new Error(`A ${what.entity} is published when written, so it is written by recordedWrite.`);
  return writeAndRecord(trx, what, write);
}

async function writeAndRecord<Written extends { id: number }>(
  trx: Database,
  what: AdminWrite<Written>,
  write: (trx: Database) => Promise<Written | undefined>,
): Promise<RecordedWrite<Written>> {
  const before = what.id === undefined ? null : await readRowSnapshot(trx, what.entity, what.id, { lock: true });
  if (before === undefined) throw new HttpError(404, what.notFound);
  const written = await write(trx);
  if (written === undefined) throw new HttpError(404, what.notFound);
  return { written, change: await recordWrite(trx, what, before, written) };
}

async function recordWrite<Written extends { id: number }>(
  trx: Database,
  { actor, entity, action, after }: AdminWrite<Written>,
  before: RowSnapshot | null,
  written: Written,
): Promise<HistoryChange> {
  if (action === 'erase') {
    if (entity !== 'subscriber' && entity !== 'message') throw new Error(`A ${entity} cannot be erased.`);
    return recordErasure(trx, actor, entity, written.id);
  }
  const afterSnapshot = after ? after(written) : ((await readRowSnapshot(trx, entity, written.id)) ?? null);
  return recordChange(trx, { actor, entity, entityId: written.id, action, before, after: afterSnapshot });
}
