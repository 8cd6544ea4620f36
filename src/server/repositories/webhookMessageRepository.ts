import { sql } from 'kysely';
import type { Database } from '../db/database.ts';

/**
 * The ids of the signed webhook messages already handled (requirements §10.7). A message is noted in
 * the same transaction as its effect, under the id's unique key: of two copies at once, one notes it
 * and acts, the other finds it noted and changes nothing. Svix sends a message again for about 27
 * hours when it was not answered 2xx, each time signed afresh, so an id is kept 4 days.
 */
export const webhookMessageRetentionDays = 4;

/** Notes message `id` as handled, in the caller's transaction: false when it was handled before. */
export async function rememberWebhookMessage(trx: Database, id: string): Promise<boolean> {
  const noted = await trx
    .insertInto('webhookMessages')
    .values({ id })
    .onConflict((conflict) => conflict.doNothing())
    .returning('id')
    .executeTakeFirst();
  return noted !== undefined;
}

/** Forgets the ids of messages handled more than webhookMessageRetentionDays ago; how many. */
export async function forgetOldWebhookMessages(db: Database): Promise<number> {
  const result = await db
    .deleteFrom('webhookMessages')
    .where('receivedAt', '<', sql<Date>`now() - ${webhookMessageRetentionDays} * interval '1 day'`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
