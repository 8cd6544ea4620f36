import { sql } from 'kysely';
import type { SubscriberCounts } from '../../lib/admin/subscribers.ts';
import type { UnsubscribeReason } from '../../lib/admin/unsubscribeReason.ts';
import type { Database } from '../db/database.ts';
import type { Subscriber } from '../db/schema.ts';
import { containsPattern } from './containsPattern.ts';
import { batchedWrite } from './writeBatcher.ts';

/** Newest first, as the admin list shows them; a non-blank `search` keeps the addresses that contain it. */
export function listSubscribers(db: Database, search = ''): Promise<Subscriber[]> {
  let query = db.selectFrom('subscribers').selectAll();
  if (search !== '') query = query.where('email', 'ilike', containsPattern(search));
  return query.orderBy('subscribedAt', 'desc').orderBy('id', 'desc').execute();
}

export async function countSubscribers(db: Database): Promise<SubscriberCounts> {
  const { active, unsubscribed } = await db
    .selectFrom('subscribers')
    .select([
      sql<string>`count(*) filter (where is_active)`.as('active'),
      sql<string>`count(*) filter (where not is_active)`.as('unsubscribed'),
    ])
    .executeTakeFirstOrThrow();
  return { active: Number(active), unsubscribed: Number(unsubscribed) };
}

export function findSubscriber(db: Database, id: number): Promise<Subscriber | undefined> {
  return db.selectFrom('subscribers').selectAll().where('id', '=', id).executeTakeFirst();
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
export const activateSubscriber: (db: Database, email: string) => Promise<Subscriber | undefined> = batchedWrite(
  async (db, emails: string[]) => {
    const rows = await db
      .insertInto('subscribers')
      .values([...new Set(emails)].map((email) => ({ email })))
      .onConflict((conflict) =>
        conflict
          .column('email')
          .doUpdateSet({ isActive: true, subscribedAt: sql<Date>`now()`, unsubscribeReason: null })
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
  },
);

/**
 * Claims the welcome mail of subscriber `id`: true (and the time noted) unless one was sent after
 * `notSince`. One atomic update, so that racing subscriptions of one address claim it once.
 */
export async function claimWelcomeEmail(db: Database, id: number, notSince: Date): Promise<boolean> {
  const result = await db
    .updateTable('subscribers')
    .set({ welcomedAt: sql<Date>`now()` })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('welcomedAt', 'is', null), eb('welcomedAt', '<=', notSince)]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * The owner unsubscribes by id; false when no such subscriber exists. Unsubscribing twice is fine.
 * Each time is stamped, so that the admin cannot undo an earlier unsubscribe of theirs afterwards.
 */
export async function deactivateSubscriber(db: Database, id: number): Promise<boolean> {
  const result = await db
    .updateTable('subscribers')
    .set({ isActive: false, optedOutAt: sql<Date>`now()`, unsubscribeReason: reasonUnlessInactive('owner') })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * The reason an update records (requirements §10.8): why the address *became* inactive, so an address
 * already inactive keeps the reason it left for.
 */
function reasonUnlessInactive(reason: UnsubscribeReason) {
  return sql<UnsubscribeReason>`case when is_active then ${reason} else coalesce(unsubscribe_reason, ${reason}) end`;
}

/**
 * Unsubscribes subscriber `id` for `reason` (the admin's, a hard bounce, a complaint); the row as it
 * is now, or undefined when there is none. Call it within recordedWrite, which records it.
 */
export function unsubscribeFor(db: Database, id: number, reason: UnsubscribeReason): Promise<Subscriber | undefined> {
  return db
    .updateTable('subscribers')
    .set({ isActive: false, unsubscribeReason: reasonUnlessInactive(reason) })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}
