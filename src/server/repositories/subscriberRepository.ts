import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import type { Subscriber } from '../db/schema.ts';
import { batchedWrite } from './writeBatcher.ts';

/** Newest first, as the admin list shows them. */
export function listSubscribers(db: Database): Promise<Subscriber[]> {
  return db.selectFrom('subscribers').selectAll().orderBy('subscribedAt', 'desc').orderBy('id', 'desc').execute();
}

export async function findSubscriberByEmail(db: Database, email: string): Promise<Subscriber | undefined> {
  return db.selectFrom('subscribers').selectAll().where('email', '=', email).executeTakeFirst();
}

/**
 * Subscribes an (already normalized) address: a new address is inserted, an unsubscribed one
 * becomes active again with a fresh subscription date. Answers the row when it became active now (it
 * gets a welcome mail), undefined when it already was (it gets nothing). Atomic: concurrent calls
 * for one address make one row and one welcome. Concurrent calls share one statement
 * (writeBatcher.ts); within it the first call for an address counts as the one that subscribed it.
 */
export const activateSubscriber: (db: Database, email: string) => Promise<Subscriber | undefined> = batchedWrite(async (db, emails: string[]) => {
  const rows = await db
    .insertInto('subscribers')
    .values([...new Set(emails)].map((email) => ({ email })))
    .onConflict((conflict) =>
      conflict
        .column('email')
        .doUpdateSet({ isActive: true, subscribedAt: sql<Date>`now()` })
        .where('subscribers.isActive', '=', false),
    )
    .returningAll()
    .execute();
  const activated = new Map(rows.map((row) => [row.email, row]));
  return emails.map((email) => {
    const row = activated.get(email);
    activated.delete(email);
    return row;
  });
});

/** Unsubscribes by id; false when no such subscriber exists. Unsubscribing twice is fine. */
export async function deactivateSubscriber(db: Database, id: number): Promise<boolean> {
  const result = await db.updateTable('subscribers').set({ isActive: false }).where('id', '=', id).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
