import type { Transaction } from 'kysely';
import type { HistoryEntity } from '../../lib/history.ts';
import type { Database } from '../db/database.ts';
import type { DatabaseSchema } from '../db/schema.ts';
import { readRowSnapshot } from '../history/rowSnapshots.ts';
import { sweepExpiredHistory } from '../history/sweepHistory.ts';
import { recordChange, recordErasure } from './changeRepository.ts';

export type DatabaseTransaction = Transaction<DatabaseSchema>;

/** The entities the admin writes through writeEntity, named as history names them. */
export type EntityName = Extract<HistoryEntity, 'biome' | 'resource' | 'subscriber' | 'message' | 'setting'>;

/**
 * `erase` removes a subscriber or a contact message and keeps nothing of it in the history but its id
 * (the privacy page's promise).
 */
export type EntityAction = 'create' | 'update' | 'delete' | 'erase';

/** One admin write: the whole row before it (none for a create) and after it (none for a delete). */
export type EntityChange<Row> = {
  entity: EntityName;
  entityId: number;
  action: EntityAction;
  before: Row | undefined;
  after: Row | undefined;
};

/** Who writes which item: `id` is undefined for a creation, whose id the write makes. */
export type EntityWriteTarget = {
  actor: string;
  entity: EntityName;
  id?: number;
};

/**
 * The single choke point of the admin's writes of biomes, resources, subscribers and contact
 * messages: `write` runs inside one transaction, reads the row it changes (locked) and changes it,
 * and answers the change, or undefined when there is no such row (nothing is written then). The
 * change is recorded in the history in that same transaction, by `target.actor`, with the whole
 * row before and after as history snapshots it (readRowSnapshot, which restore writes back), so
 * that the change and its record commit or fail together. An erasure records only the item's id.
 */
export async function writeEntity<Row>(
  db: Database,
  target: EntityWriteTarget,
  write: (trx: DatabaseTransaction) => Promise<EntityChange<Row> | undefined>,
): Promise<EntityChange<Row> | undefined> {
  await sweepExpiredHistory(db);
  return db.transaction().execute(async (trx) => {
    const { actor, entity, id } = target;
    const before = id === undefined ? null : ((await readRowSnapshot(trx, entity, id, { lock: true })) ?? null);
    const change = await write(trx);
    if (change === undefined) return undefined;
    if (change.entity !== entity) throw new Error(`A ${entity} write answered a ${change.entity} change.`);
    if (change.action === 'erase') {
      if (entity !== 'subscriber' && entity !== 'message') throw new Error(`A ${entity} cannot be erased.`);
      await recordErasure(trx, actor, entity, change.entityId);
    } else {
      const after = (await readRowSnapshot(trx, entity, change.entityId)) ?? null;
      await recordChange(trx, {
        actor,
        entity,
        entityId: change.entityId,
        action: change.action,
        before,
        after,
      });
    }
    return change;
  });
}

/** The pattern of a case-insensitive "contains" (I)LIKE: the text with LIKE's own wildcards escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}
