import type { Database } from '../db/database.ts';
import { HttpError } from '../http/jsonResponse.ts';
import { findLatestUnsubscribe } from '../repositories/changeRepository.ts';
import { restoreChange } from './restoreChange.ts';

/**
 * The subscribers screen's Re-subscribe: undoes the latest unsubscribe of subscriber `id` made in the
 * admin, as restoring it from History does (and recorded the same way). Nothing else re-subscribes
 * anyone: without such an unsubscribe, or once the subscriber changed since, it is refused (409).
 */
export async function resubscribeByUndo(db: Database, actor: string, id: number): Promise<void> {
  const unsubscribe = await findLatestUnsubscribe(db, id);
  if (!unsubscribe) {
    throw new HttpError(
      409,
      `Subscriber ${id} was not unsubscribed here, so there is nothing to undo: people subscribe again themselves.`,
    );
  }
  const outcome = await restoreChange(db, actor, unsubscribe.id);
  // restoreChange refuses a subscriber's change outright rather than answering a conflict.
  if ('conflict' in outcome) throw new HttpError(409, outcome.conflict.message);
}
