import { sql } from 'kysely';
import type { Database } from '../db/database.ts';

/**
 * The ids of the signed webhook messages already handled (requirements §10.7), so that one sent again
 * is refused. A message's signed timestamp is refused after five minutes anyway, so an id is kept an
 * hour: long past any replay the signature would still let through.
 */
export async function isWebhookMessageSeen(db: Database, id: string): Promise<boolean> {
  return (await db.selectFrom('webhookMessages').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** Notes message `id` as handled, and forgets the ids older than an hour. */
export async function rememberWebhookMessage(db: Database, id: string): Promise<void> {
  await db
    .insertInto('webhookMessages')
    .values({ id })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  await db
    .deleteFrom('webhookMessages')
    .where('receivedAt', '<', sql<Date>`now() - interval '1 hour'`)
    .execute();
}
