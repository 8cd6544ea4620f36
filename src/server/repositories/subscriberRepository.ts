import { sql } from 'kysely';
import type { LastIssueOutcome, SubscriberCounts } from '../../lib/admin/subscribers.ts';
import type { UnsubscribeReason } from '../../lib/admin/unsubscribeReason.ts';
import type { Database } from '../db/database.ts';
import type { Subscriber } from '../db/schema.ts';
import { containsPattern } from './containsPattern.ts';
import { batchedWrite } from './writeBatcher.ts';

/** A subscriber as the admin lists them: with their copy of the last issue sent to them, if any. */
export type ListedSubscriber = Subscriber & { lastIssue: LastIssueOutcome | null };

/** Subscribers, each with their copy of the last issue sent to them (`last.*`, null before any). */
function listedSubscribers(db: Database) {
  return db
    .selectFrom('subscribers')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('mailQueue as delivery')
          .innerJoin('newsletters as issue', 'issue.id', 'delivery.newsletterId')
          .select(['delivery.newsletterId', 'issue.subject', 'delivery.status', 'delivery.outcome', 'delivery.error'])
          .whereRef('delivery.subscriberId', '=', 'subscribers.id')
          .where('delivery.kind', '=', 'newsletter-issue')
          .orderBy('delivery.newsletterId', 'desc')
          .limit(1)
          .as('last'),
      (join) => join.onTrue(),
    )
    .selectAll('subscribers')
    .select(['last.newsletterId', 'last.subject', 'last.status', 'last.outcome', 'last.error']);
}

type ListedRow = Awaited<ReturnType<ReturnType<typeof listedSubscribers>['executeTakeFirstOrThrow']>>;

function withLastIssue({ newsletterId, subject, status, outcome, error, ...subscriber }: ListedRow): ListedSubscriber {
  const lastIssue =
    newsletterId === null || subject === null || status === null
      ? null
      : { newsletterId, subject, status, outcome, error };
  return { ...subscriber, lastIssue };
}

/**
 * Newest first, as the admin list shows them, each with their copy of the last issue sent to them;
 * a non-blank `search` keeps the addresses that contain it.
 */
export async function listSubscribers(db: Database, search = ''): Promise<ListedSubscriber[]> {
  let query = listedSubscribers(db);
  if (search !== '') query = query.where('email', 'ilike', containsPattern(search));
  const rows = await query.orderBy('subscribedAt', 'desc').orderBy('subscribers.id', 'desc').execute();
  return rows.map(withLastIssue);
}

/** Subscriber `id` as the admin lists them. */
export async function findListedSubscriber(db: Database, id: number): Promise<ListedSubscriber | undefined> {
  const row = await listedSubscribers(db).where('subscribers.id', '=', id).executeTakeFirst();
  return row && withLastIssue(row);
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

/** A subscription to store: an (already normalized) address, and since when a welcome mail is due again. */
export type Subscription = { email: string; welcomeNotSince: Date };

/** A subscriber who became active now, and the welcome mail it is owed (undefined when welcomed recently). */
export type Activation = Subscriber & { welcomeMailId: number | undefined };

/**
 * Subscribes an address: a new one is inserted, an unsubscribed one becomes active again with a fresh
 * subscription date. Answers the row when it became active now, undefined when it already was. In
 * the same statement, a subscriber who became active and was not welcomed since `welcomeNotSince`
 * is owed a welcome mail: its row of the mail queue is written with it (requirements §10.9), so that
 * the subscription and its mail are stored together or not at all. Atomic: concurrent calls for one
 * address make one row and one welcome. Concurrent calls share one statement (writeBatcher.ts);
 * within it the first call for an address counts as the one that subscribed it.
 */
export const activateSubscriber: (db: Database, subscription: Subscription) => Promise<Activation | undefined> =
  batchedWrite(async (db, subscriptions: Subscription[]) => {
    // Calls a batch gathers come within milliseconds of each other: the first one's interval stands for all.
    const notSince = subscriptions[0]!.welcomeNotSince;
    const rows = await db
      .with('activated', (db) =>
        db
          .insertInto('subscribers')
          .values(
            [...new Set(subscriptions.map((item) => item.email))].map((email) => ({
              email,
              welcomedAt: sql<Date>`now()`,
            })),
          )
          .onConflict((conflict) =>
            conflict
              .column('email')
              .doUpdateSet({
                isActive: true,
                subscribedAt: sql<Date>`now()`,
                unsubscribeReason: null,
                welcomedAt: sql<Date>`case
                  when subscribers.welcomed_at is null or subscribers.welcomed_at <= ${notSince} then now()
                  else subscribers.welcomed_at end`,
              })
              .where('subscribers.isActive', '=', false),
          )
          .returningAll(),
      )
      .with('welcomes', (db) =>
        db
          .insertInto('mailQueue')
          .columns(['kind', 'subscriberId', 'email', 'idempotencyKey'])
          .expression((eb) =>
            eb
              .selectFrom('activated')
              .select([
                sql.lit('welcome').as('kind'),
                'activated.id',
                'activated.email',
                sql<string>`'welcome/' || gen_random_uuid()`.as('idempotencyKey'),
              ])
              .where('activated.welcomedAt', '=', sql<Date>`now()`),
          )
          .returning(['id', 'subscriberId']),
      )
      .selectFrom('activated')
      .leftJoin('welcomes', 'welcomes.subscriberId', 'activated.id')
      .selectAll('activated')
      .select('welcomes.id as welcomeMailId')
      .execute();
    const activated = new Map(
      rows.map(({ welcomeMailId, ...row }) => [row.email, { ...row, welcomeMailId: welcomeMailId ?? undefined }]),
    );
    return subscriptions.map(({ email }) => {
      const row = activated.get(email);
      activated.delete(email);
      return row;
    });
  });

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
