import { sql, type Selectable } from 'kysely';
import { mailOutcomes, type MailOutcome } from '../../lib/admin/mailQueue.ts';
import type { MailQueueTable } from '../../lib/tables/mailQueueTable.ts';
import type { Database } from '../db/database.ts';

/**
 * The mail queue (requirements §10.9, docs/design.md decision 18): every mail the site owes is a row,
 * written in the same statement or transaction as what owes it (subscriberRepository.ts,
 * contactMessageRepository.ts, newsletterRepository.ts). This module holds what the senders of
 * src/server/mail/ read and mark. Times come from the sender's clock, so that tests can run a day of
 * retries in a moment.
 */
export type QueuedMail = Selectable<MailQueueTable>;

/**
 * Takes welcome or contact mail `id` for one attempt, when it is still owed, due at `now`, and no
 * other sender holds it: counts the attempt and holds it for `lockMs`. Undefined otherwise.
 */
export function claimQueuedMail(db: Database, id: number, now: Date, lockMs: number): Promise<QueuedMail | undefined> {
  return db
    .updateTable('mailQueue')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      attemptedAt: now,
      lockedUntil: new Date(now.getTime() + lockMs),
    }))
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('kind', '<>', 'newsletter-issue')
    .where((eb) => eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<=', now)]))
    .where((eb) => eb.or([eb('nextAttemptAt', 'is', null), eb('nextAttemptAt', '<=', now)]))
    .returningAll()
    .executeTakeFirst();
}

/** Lets go of a mail claimed for an attempt that did not happen (its turn was too far off): not counted. */
export async function releaseQueuedMail(db: Database, id: number): Promise<void> {
  await db
    .updateTable('mailQueue')
    .set((eb) => ({ attempts: eb('attempts', '-', 1), lockedUntil: null }))
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

/** The content a welcome or contact mail goes out with, kept so that every attempt sends the same mail. */
export async function keepMailContent(
  db: Database,
  id: number,
  content: { subject: string; html: string; text: string; headers?: Record<string, string>; replyTo?: string },
): Promise<void> {
  await db
    .updateTable('mailQueue')
    .set({
      subject: content.subject,
      html: content.html,
      text: content.text,
      headers: content.headers ? JSON.stringify(content.headers) : null,
      replyTo: content.replyTo ?? null,
    })
    .where('id', '=', id)
    .execute();
}

/** Up to `limit` welcome and contact mails owed and due at `now`, oldest first. */
export async function listDueQueuedMail(db: Database, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('mailQueue')
    .select('id')
    .where('status', '=', 'pending')
    .where('kind', '<>', 'newsletter-issue')
    .where((eb) => eb.or([eb('nextAttemptAt', 'is', null), eb('nextAttemptAt', '<=', now)]))
    .where((eb) => eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<=', now)]))
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** When the next welcome or contact mail still owed is due; undefined when none is owed. */
export async function nextQueuedMailDueAt(db: Database): Promise<Date | undefined> {
  const row = await db
    .selectFrom('mailQueue')
    .select((eb) => eb.fn.min(sql<Date>`coalesce(greatest(next_attempt_at, locked_until), now())`).as('at'))
    .where('status', '=', 'pending')
    .where('kind', '<>', 'newsletter-issue')
    .executeTakeFirst();
  return row?.at ?? undefined;
}

/**
 * Marks mails sent, each with the provider's id of it. A welcome or contact mail's body is let go:
 * kept only while it might be sent again.
 */
export async function markMailSent(db: Database, sent: readonly { id: number; providerId: string }[]): Promise<void> {
  if (sent.length === 0) return;
  const rows = JSON.stringify(sent.map(({ id, providerId }) => ({ id, provider_id: providerId })));
  await sql`
    update mail_queue as mail
    set status = 'sent', provider_id = sent.provider_id, sent_at = now(), error = null,
      next_attempt_at = null, locked_until = null, html = null, text = null
    from jsonb_to_recordset(${rows}::jsonb) as sent(id integer, provider_id text)
    where mail.id = sent.id and mail.status = 'pending'`.execute(db);
}

/** Marks mails failed for good, with why. */
export async function markMailFailed(db: Database, ids: readonly number[], reason: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('mailQueue')
    .set({ status: 'failed', error: reason, lockedUntil: null, nextAttemptAt: null, html: null, text: null })
    .where('id', 'in', ids)
    .where('status', '=', 'pending')
    .execute();
}

/** Marks a mail skipped: nobody to send it to any more (the subscriber left before it went). */
export async function markMailSkipped(db: Database, id: number): Promise<void> {
  await db
    .updateTable('mailQueue')
    .set({ status: 'skipped', lockedUntil: null, html: null, text: null })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

/** Leaves mails owed, to be tried again at `at`, remembering why and for how long more. */
export async function scheduleMailRetry(
  db: Database,
  ids: readonly number[],
  retry: { at: Date; retryUntil: Date; uncertainSince: Date | null; reason: string },
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('mailQueue')
    .set({
      nextAttemptAt: retry.at,
      retryUntil: retry.retryUntil,
      uncertainSince: retry.uncertainSince,
      error: retry.reason,
      lockedUntil: null,
    })
    .where('id', 'in', ids)
    .where('status', '=', 'pending')
    .execute();
}

/** Frees newsletter deliveries from their batch: the provider turned it away unread, so they may be claimed afresh. */
export async function unclaimMail(db: Database, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('mailQueue')
    .set({ idempotencyKey: null })
    .where('id', 'in', ids)
    .where('status', '=', 'pending')
    .where('kind', '=', 'newsletter-issue')
    .execute();
}

/** The weight of the outcome a mail has (1 for the lightest, as in mailOutcomes): a report replaces a lighter one. */
const storedOutcomeWeight = sql<number>`array_position(array[${sql.join(
  mailOutcomes.map((outcome) => sql.lit(outcome)),
)}]::text[], outcome)`;

/**
 * Records what the provider reported of the mail it knows as `providerId` (requirements §10.7):
 * the rows it changed (none when no mail has that id, or a weightier report came first).
 */
export async function recordMailOutcome(
  db: Database,
  providerId: string,
  outcome: MailOutcome,
  detail: string | null,
  at: Date,
): Promise<number> {
  const result = await db
    .updateTable('mailQueue')
    .set({ outcome, outcomeDetail: detail, outcomeAt: at })
    .where('providerId', '=', providerId)
    .where((eb) => eb.or([eb('outcome', 'is', null), eb(storedOutcomeWeight, '<=', mailOutcomes.indexOf(outcome) + 1)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
