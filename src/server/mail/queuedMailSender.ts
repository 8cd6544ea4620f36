import type { Database } from '../db/database.ts';
import {
  claimQueuedMail,
  keepMailContent,
  listDueQueuedMail,
  markMailFailed,
  markMailSent,
  markMailSkipped,
  type QueuedMail,
  releaseQueuedMail,
  scheduleMailRetry,
} from '../repositories/mailQueueRepository.ts';
import { mailClock, type Clock } from './clock.ts';
import { readEmailSettings } from './emailSettings.ts';
import { afterRefusal, type MailRefusal } from './mailRetry.ts';
import { readMailSending } from './mailSettings.ts';
import { currentMailTransport } from './currentMailTransport.ts';
import type { MailNotSent, MailSent } from './mailTransport.ts';
import { sendingPaceOf } from './sendingPace.ts';
import { keptMailOf, referenceOf, transactionalMailOf } from './transactionalMail.ts';

/**
 * The sender of the queue's welcome and contact mail (requirements §10.9, docs/design.md decision
 * 18), one mail at a time, each before any newsletter batch (sendingPace.ts). A mail is claimed
 * before it goes, so that two senders never send it at once, and its content is kept on its row the
 * first time, so that every attempt under its key is the same mail. A refusal that may pass leaves it
 * owed for later (mailRetry.ts); a refusal for good fails it, with the reason.
 */
export type QueuedMailOutcome = 'sent' | 'waiting' | 'failed' | 'skipped' | 'not due';

export type QueueOptions = {
  clock?: Clock;
  /** Stops between mails once aborted. */
  signal?: AbortSignal;
};

/** How long a sender holds a mail it took: longer than any send may take, short enough for a crash. */
export const queuedMailLockMs = 60_000;

/**
 * Sends queued mail `id` now, when it is owed and due and nobody else holds it. With `maxWaitMs`,
 * a mail whose turn at the provider is further off than that is left to the queue's worker: the
 * first try after a subscription does not hold the function that answered it.
 */
export async function sendQueuedMail(
  db: Database,
  id: number,
  { clock = mailClock(), signal, maxWaitMs }: QueueOptions & { maxWaitMs?: number } = {},
): Promise<QueuedMailOutcome> {
  const sending = readMailSending();
  const pace = sendingPaceOf(sending.requestsPerSecond, clock);
  // A first try whose turn is plainly too far off costs nothing: under a burst of subscriptions most are.
  if (maxWaitMs !== undefined && pace.transactionalTurnAt() - clock.now() > maxWaitMs) return 'not due';
  // Claimed first, its turn then: two senders never wait for the same mail, and the request follows its turn at once.
  const mail = await claimQueuedMail(db, id, new Date(clock.now()), queuedMailLockMs);
  if (!mail) return 'not due';
  const settings = readEmailSettings();
  let outgoing;
  try {
    outgoing = mail.html === null ? await transactionalMailOf(db, mail, settings) : keptMailOf(mail);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return settle(db, mail, { sent: false, temporary: true, reason }, clock, sending.retryMs);
  }
  if (!outgoing) {
    await markMailSkipped(db, mail.id);
    return 'skipped';
  }
  if (mail.html === null) await keepMailContent(db, mail.id, outgoing);
  if (!(await pace.wait('transactional', signal, maxWaitMs))) {
    await releaseQueuedMail(db, mail.id);
    return 'not due';
  }
  // Counted when claimed: more than one attempt means an earlier one may have gone.
  const result = await currentMailTransport(settings).send(outgoing, { mayHaveGone: mail.attempts > 1 });
  if (!result.sent && result.retryAfterMs !== undefined) pace.holdUntil(clock.now() + result.retryAfterMs);
  return settle(db, mail, result, clock, sending.retryMs);
}

/** Records what an attempt came to, and logs a mail that did not go. */
async function settle(
  db: Database,
  mail: QueuedMail,
  result: MailSent | MailNotSent,
  clock: Clock,
  retryMs: number,
): Promise<QueuedMailOutcome> {
  if (result.sent) {
    await markMailSent(db, [{ id: mail.id, providerId: result.providerId }]);
    return 'sent';
  }
  const decision = afterRefusal(mail, result satisfies MailRefusal, clock.now(), retryMs);
  // The row's id, never the address or the subject: the log outlives an erasure.
  const what = `${mail.kind} mail ${mail.id} (${referenceOf(mail)})`;
  if (decision.retry) {
    await scheduleMailRetry(db, [mail.id], decision);
    console.error(`E-mail NOT sent yet (${result.reason}): ${what}; tried again at ${decision.at.toISOString()}.`);
    return 'waiting';
  }
  await markMailFailed(db, [mail.id], decision.reason);
  console.error(`E-mail NOT sent (${decision.reason}): ${what} is marked failed.`);
  return 'failed';
}

/**
 * Sends the welcome and contact mail owed and due now, oldest first, until none is left, `signal`
 * stops it, or `limit` were tried; how many were tried.
 */
export async function sendDueQueuedMail(
  db: Database,
  { clock = mailClock(), signal, limit = 500 }: QueueOptions & { limit?: number } = {},
): Promise<number> {
  let tried = 0;
  while (tried < limit && !signal?.aborted) {
    const due = await listDueQueuedMail(db, new Date(clock.now()), Math.min(20, limit - tried));
    if (due.length === 0) break;
    for (const id of due) {
      if (signal?.aborted) break;
      await sendQueuedMail(db, id, { clock, signal });
      tried++;
    }
  }
  return tried;
}
