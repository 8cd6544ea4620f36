import { sql, type ExpressionBuilder, type Insertable, type Selectable } from 'kysely';
import type { DeliveryCounts, DeliveryFailure, NewsletterPost, NewsletterStatus } from '../../lib/admin/newsletters.ts';
import type { NewsletterMailTable, NewsletterTable } from '../../lib/tables/newsletterTable.ts';
import type { Database } from '../db/database.ts';
import type { DatabaseSchema } from '../db/schema.ts';

import { markMailFailed, markMailSent, type QueuedMail, scheduleMailRetry } from './mailQueueRepository.ts';

/**
 * Newsletter issues and their deliveries (requirements §10.4-10.6): the admin's drafts, the one
 * transaction that sends an issue, and what the worker that sends it reads and marks. A delivery is
 * a row of the mail queue (mailQueueRepository.ts) of kind 'newsletter-issue'. They neither record
 * history nor send mail: the admin's calls (src/server/admin/newslettersAdmin.ts) and the worker
 * (src/server/mail/newsletterWorker.ts) do.
 */
export type Newsletter = Selectable<NewsletterTable>;
export type NewsletterFields = Pick<Insertable<NewsletterTable>, 'subject' | 'postId' | 'body'>;
export type Delivery = QueuedMail;

export type NewsletterMail = Selectable<NewsletterMailTable>;

export function insertNewsletter(db: Database, fields: NewsletterFields): Promise<Newsletter> {
  return db.insertInto('newsletters').values(fields).returningAll().executeTakeFirstOrThrow();
}

export function findNewsletter(db: Database, id: number): Promise<Newsletter | undefined> {
  return db.selectFrom('newsletters').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Every issue, newest first. */
export function listNewsletters(db: Database): Promise<Newsletter[]> {
  return db.selectFrom('newsletters').selectAll().orderBy('id', 'desc').execute();
}

/** The mail issue `id` was frozen into when it was sent; undefined for a draft. */
export function findNewsletterMail(db: Database, id: number): Promise<NewsletterMail | undefined> {
  return db.selectFrom('newsletterMails').selectAll().where('newsletterId', '=', id).executeTakeFirst();
}

/** Replaces a draft's subject and content; the row as it is now, or undefined when there is no draft `id`. */
export function updateNewsletterDraft(
  db: Database,
  id: number,
  fields: NewsletterFields,
): Promise<Newsletter | undefined> {
  return db
    .updateTable('newsletters')
    .set({ ...fields, updatedAt: sql<Date>`now()` })
    .where('id', '=', id)
    .where('status', '=', 'draft')
    .returningAll()
    .executeTakeFirst();
}

/** Deletes a draft; its id, or undefined when there is no draft `id`. */
export function deleteNewsletterDraft(db: Database, id: number): Promise<{ id: number } | undefined> {
  return db
    .deleteFrom('newsletters')
    .where('id', '=', id)
    .where('status', '=', 'draft')
    .returning('id')
    .executeTakeFirst();
}

const noDeliveries = (): DeliveryCounts => ({
  total: 0,
  pending: 0,
  sent: 0,
  failed: 0,
  skipped: 0,
  delivered: 0,
  bounced: 0,
  complained: 0,
});

/**
 * How many deliveries each issue of `ids` has: in all, in each state, and what Resend reported of
 * those that left (zeros for an issue without any).
 */
export async function countDeliveries(db: Database, ids: readonly number[]): Promise<Map<number, DeliveryCounts>> {
  const counts = new Map<number, DeliveryCounts>(ids.map((id) => [id, noDeliveries()]));
  if (ids.length === 0) return counts;
  const rows = await db
    .selectFrom('mailQueue')
    .select(['newsletterId', 'status', 'outcome', (eb) => eb.fn.countAll<string>().as('count')])
    .where('newsletterId', 'in', ids)
    .groupBy(['newsletterId', 'status', 'outcome'])
    .execute();
  for (const { newsletterId, status, outcome, count } of rows) {
    const issue = counts.get(newsletterId!)!;
    issue[status] += Number(count);
    issue.total += Number(count);
    if (outcome === 'delivered' || outcome === 'bounced' || outcome === 'complained') issue[outcome] += Number(count);
  }
  return counts;
}

/** Why the deliveries of each issue of `ids` failed: each reason with how many, most first. */
export async function listDeliveryFailures(
  db: Database,
  ids: readonly number[],
): Promise<Map<number, DeliveryFailure[]>> {
  const failures = new Map<number, DeliveryFailure[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return failures;
  const rows = await db
    .selectFrom('mailQueue')
    .select(['newsletterId', 'error', (eb) => eb.fn.countAll<string>().as('count')])
    .where('newsletterId', 'in', ids)
    .where('status', '=', 'failed')
    .groupBy(['newsletterId', 'error'])
    .orderBy('count', 'desc')
    .orderBy('error')
    .execute();
  for (const { newsletterId, error, count } of rows)
    failures.get(newsletterId!)!.push({ reason: error ?? 'No reason was recorded.', count: Number(count) });
  return failures;
}

/**
 * Sends draft `id`, in the caller's transaction: the issue becomes 'sending' with its mail frozen
 * (`mail`, with the unsubscribe link's slot), and every subscriber active now gets one delivery row.
 * Answers the issue, or undefined when it is not a draft (any more).
 */
export async function startSending(
  trx: Database,
  id: number,
  mail: { html: string; text: string },
): Promise<Newsletter | undefined> {
  const issue = await trx
    .updateTable('newsletters')
    .set({
      status: 'sending',
      sendRequestedAt: sql<Date>`now()`,
      updatedAt: sql<Date>`now()`,
      sendKey: sql<string>`gen_random_uuid()::text`,
    })
    .where('id', '=', id)
    .where('status', '=', 'draft')
    .returningAll()
    .executeTakeFirst();
  if (!issue) return undefined;
  await trx
    .insertInto('newsletterMails')
    .values({ newsletterId: id, ...mail })
    .execute();
  await trx
    .insertInto('mailQueue')
    .columns(['kind', 'newsletterId', 'subscriberId', 'email'])
    .expression((eb) =>
      eb
        .selectFrom('subscribers')
        .select([sql.lit('newsletter-issue').as('kind'), sql.lit(id).as('newsletterId'), 'id', 'email'])
        .where('isActive', '=', true)
        .orderBy('id'),
    )
    .execute();
  return issue;
}

/** How many subscribers an issue sent now would go to. */
export async function countActiveSubscribers(db: Database): Promise<number> {
  const { count } = await db
    .selectFrom('subscribers')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('isActive', '=', true)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** The journal posts issues name, by id, as the mails show them; a post that no longer exists is not among them. */
export async function findIssuePosts(db: Database, ids: readonly number[]): Promise<Map<number, NewsletterPost>> {
  if (ids.length === 0) return new Map();
  const posts = await db
    .selectFrom('blogPosts')
    .select(['id', 'title', 'excerpt', 'slug', 'isPublished'])
    .where('id', 'in', ids)
    .execute();
  return new Map(posts.map((post) => [post.id, post]));
}

// The worker's side. An issue being sent is held by one worker at a time: its lease names the worker
// and lasts `leaseMs`, renewed before each batch; a worker that stops renewing (killed, timed out)
// leaves a lease that runs out, and another takes the issue over.

const leaseEnd = (leaseMs: number) => sql<Date>`now() + ${leaseMs} * interval '1 millisecond'`;

/**
 * Takes issue `id` for worker `owner` while it is being sent and no other worker holds it (or
 * `takeOver`: whatever the lease says, for a process that knows no other can be running). Answers
 * the issue, or undefined.
 */
export function acquireLease(
  db: Database,
  id: number,
  owner: string,
  leaseMs: number,
  { takeOver = false } = {},
): Promise<Newsletter | undefined> {
  return db
    .updateTable('newsletters')
    .set({ leaseOwner: owner, leaseUntil: leaseEnd(leaseMs) })
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .where((eb) =>
      takeOver
        ? eb.lit(true)
        : eb.or([eb('leaseUntil', 'is', null), eb('leaseUntil', '<', sql<Date>`now()`), eb('leaseOwner', '=', owner)]),
    )
    .returningAll()
    .executeTakeFirst();
}

/** Extends `owner`'s lease of issue `id`; false when it no longer holds it. */
export async function renewLease(db: Database, id: number, owner: string, leaseMs: number): Promise<boolean> {
  const result = await db
    .updateTable('newsletters')
    .set({ leaseUntil: leaseEnd(leaseMs) })
    .where('id', '=', id)
    .where('leaseOwner', '=', owner)
    .where('status', '=', 'sending')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function releaseLease(db: Database, id: number, owner: string): Promise<void> {
  await db
    .updateTable('newsletters')
    .set({ leaseOwner: null, leaseUntil: null })
    .where('id', '=', id)
    .where('leaseOwner', '=', owner)
    .execute();
}

/** Deliveries of an issue that some batch has claimed and that may go now: never tried since, or due. */
const dueAt = (now: Date) => (eb: ExpressionBuilder<DatabaseSchema, 'mailQueue'>) =>
  eb.or([eb('nextAttemptAt', 'is', null), eb('nextAttemptAt', '<=', now)]);

/**
 * The issues being sent, oldest first; with `stalledOnly`, only those that no worker holds and that
 * have a delivery to send at `now` (an issue waiting for a retry an hour away is left alone).
 */
export async function listSendingNewsletters(
  db: Database,
  { stalledOnly = false, now = new Date() }: { stalledOnly?: boolean; now?: Date } = {},
): Promise<number[]> {
  let query = db.selectFrom('newsletters').select('id').where('status', '=', 'sending');
  if (stalledOnly)
    query = query
      .where((eb) => eb.or([eb('leaseUntil', 'is', null), eb('leaseUntil', '<', sql<Date>`now()`)]))
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('mailQueue')
            .select('mailQueue.id')
            .whereRef('mailQueue.newsletterId', '=', 'newsletters.id')
            .where('mailQueue.status', '=', 'pending')
            .where(dueAt(now)),
        ),
      );
  return (await query.orderBy('id').execute()).map((row) => row.id);
}

/** Issue `id`'s deliveries not yet marked, oldest first: those a batch has claimed (its key given), or not. */
function pendingDeliveries(db: Database, id: number, claimed: boolean) {
  return db
    .selectFrom('mailQueue')
    .selectAll()
    .where('newsletterId', '=', id)
    .where('status', '=', 'pending')
    .where('idempotencyKey', claimed ? 'is not' : 'is', null)
    .orderBy('id');
}

/**
 * The deliveries of issue `id` whose batch was claimed but is not marked yet, and that may go at
 * `now`: a batch whose worker stopped between sending it and recording it (it may have gone), or one
 * the provider refused for a while whose next attempt is due. Oldest first.
 */
export function listClaimedDeliveries(db: Database, id: number, now: Date): Promise<Delivery[]> {
  return pendingDeliveries(db, id, true).where(dueAt(now)).execute();
}

/**
 * Up to `limit` deliveries of issue `id` that no batch has claimed yet and that may go at `now`
 * (a batch the rate limit turned away waits for its time), oldest first.
 */
export function listUnclaimedDeliveries(db: Database, id: number, limit: number, now: Date): Promise<Delivery[]> {
  return pendingDeliveries(db, id, false).where(dueAt(now)).limit(limit).execute();
}

/** When the next delivery of issue `id` still pending may go; undefined when none is pending. */
export async function nextDeliveryDueAt(db: Database, id: number): Promise<Date | undefined> {
  const row = await db
    .selectFrom('mailQueue')
    .select((eb) => eb.fn.min(sql<Date>`coalesce(next_attempt_at, now())`).as('at'))
    .where('newsletterId', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return row?.at ?? undefined;
}

/**
 * Marks skipped those of `deliveryIds` whose subscriber is no longer active (unsubscribed since the
 * issue was sent, or erased); answers their ids. Checked right before each batch goes.
 */
export async function skipUnsubscribed(db: Database, deliveryIds: readonly number[]): Promise<Set<number>> {
  if (deliveryIds.length === 0) return new Set();
  const rows = await db
    .updateTable('mailQueue as delivery')
    .set({ status: 'skipped', attemptedAt: sql<Date>`now()` })
    .where('delivery.id', 'in', deliveryIds)
    .where('delivery.status', '=', 'pending')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('subscribers')
            .select('subscribers.id')
            .whereRef('subscribers.id', '=', 'delivery.subscriberId')
            .where('subscribers.isActive', '=', true),
        ),
      ),
    )
    .returning('delivery.id')
    .execute();
  return new Set(rows.map((row) => row.id));
}

/**
 * Claims `deliveryIds` for one batch, counting its first attempt: from now on they go out under
 * `idempotencyKey` only.
 */
export async function claimDeliveries(
  db: Database,
  deliveryIds: readonly number[],
  idempotencyKey: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('mailQueue')
    .set((eb) => ({ idempotencyKey, attempts: eb('attempts', '+', 1), attemptedAt: now }))
    .where('id', 'in', deliveryIds)
    .execute();
}

/** Counts an attempt at sending `deliveryIds`, made at `now`. */
export async function countDeliveryAttempt(db: Database, deliveryIds: readonly number[], now: Date): Promise<void> {
  await db
    .updateTable('mailQueue')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), attemptedAt: now }))
    .where('id', 'in', deliveryIds)
    .execute();
}

/** Marks deliveries sent, each with the provider's id of its mail. */
export const markDeliveriesSent = markMailSent;

/** Marks deliveries failed, with why. */
export const markDeliveriesFailed = markMailFailed;

/** Leaves deliveries pending until a later attempt (mailQueueRepository.ts). */
export const scheduleDeliveryRetry = scheduleMailRetry;

/**
 * Ends `owner`'s send of issue `id` once no delivery is pending: 'failed' when any delivery failed,
 * else 'sent'. Answers the status it ended with, or undefined while deliveries are still pending.
 */
export async function finishSending(
  db: Database,
  id: number,
  owner: string,
): Promise<Extract<NewsletterStatus, 'sent' | 'failed'> | undefined> {
  const statuses = new Set(
    (await db.selectFrom('mailQueue').select('status').distinct().where('newsletterId', '=', id).execute()).map(
      (row) => row.status,
    ),
  );
  if (statuses.has('pending')) return undefined;
  const status = statuses.has('failed') ? ('failed' as const) : ('sent' as const);
  await db
    .updateTable('newsletters')
    .set({ status, sentAt: sql<Date>`now()`, leaseOwner: null, leaseUntil: null })
    .where('id', '=', id)
    .where('leaseOwner', '=', owner)
    .where('status', '=', 'sending')
    .execute();
  return status;
}

/**
 * Sends the failed deliveries of issue `id` again, in the caller's transaction (requirements §10.5):
 * the issue is being sent once more, under a new send key, so that none of their batches reuses an
 * earlier key; only its failed deliveries become pending, their tries counted afresh. Answers the
 * issue and how many, or undefined when it has none (or is not an issue that ended failed).
 */
export async function retryFailedDeliveries(
  trx: Database,
  id: number,
): Promise<{ issue: Newsletter; count: number } | undefined> {
  const issue = await trx
    .updateTable('newsletters')
    .set({ status: 'sending', sentAt: null, sendKey: sql<string>`gen_random_uuid()::text` })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .returningAll()
    .executeTakeFirst();
  if (!issue) return undefined;
  const retried = await trx
    .updateTable('mailQueue')
    .set({
      status: 'pending',
      idempotencyKey: null,
      error: null,
      attempts: 0,
      attemptedAt: null,
      nextAttemptAt: null,
      retryUntil: null,
      uncertainSince: null,
    })
    .where('newsletterId', '=', id)
    .where('status', '=', 'failed')
    .returning('id')
    .execute();
  return { issue, count: retried.length };
}
