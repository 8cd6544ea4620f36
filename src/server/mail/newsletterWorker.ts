import crypto from 'node:crypto';
import type { Database } from '../db/database.ts';
import { unclaimMail } from '../repositories/mailQueueRepository.ts';
import {
  acquireLease,
  claimDeliveries,
  countDeliveryAttempt,
  type Delivery,
  finishSending,
  findNewsletterMail,
  listClaimedDeliveries,
  listUnclaimedDeliveries,
  markDeliveriesFailed,
  markDeliveriesSent,
  type Newsletter,
  nextDeliveryDueAt,
  releaseLease,
  renewLease,
  scheduleDeliveryRetry,
  skipUnsubscribed,
} from '../repositories/newsletterRepository.ts';
import { mailClock, type Clock } from './clock.ts';
import { readEmailSettings, type EmailSettings } from './emailSettings.ts';
import { batchIdempotencyKey, claimedBatches, type FrozenIssue, issueMail } from './issueMail.ts';
import { afterRefusal } from './mailRetry.ts';
import { readMailSending, type MailSending } from './mailSettings.ts';
import { currentMailTransport } from './currentMailTransport.ts';
import type { MailTransport } from './mailTransport.ts';
import { sendDueQueuedMail } from './queuedMailSender.ts';
import { type SendingPace, sendingPaceOf } from './sendingPace.ts';

/**
 * The worker that sends an issue (requirements §10.5, docs/design.md decisions 15 and 18): its
 * deliveries in batches of at most NEWSLETTER_BATCH_SIZE, each through Resend's batch call under its
 * own idempotency key (or into the local outbox), at the pace the welcome and contact mail leave it:
 * before each batch, the queue's transactional mail that is due goes first.
 *
 * Exactly once: a batch is claimed (its rows given its key) before it goes and marked after. A worker
 * that stops in between, killed or timed out, leaves claimed rows still pending; whoever resumes the
 * issue sends those batches again first, whole and under the same keys, so Resend delivers each once,
 * and in the outbox finds the mails already written instead of writing them twice. A batch Resend
 * refuses for a while is tried again later under the same key (a rate limit, which Resend turns away
 * unread, frees its rows to be claimed afresh); meanwhile the next batches go. A subscriber who
 * unsubscribed since the issue was sent is skipped, checked right before their batch is claimed.
 */
export type SendOutcome = 'sent' | 'failed' | 'held elsewhere' | 'stopped' | 'waiting';

export type SendOptions = {
  /** Stops between batches once aborted (shutdown, a background function's time running out). */
  signal?: AbortSignal;
  /** Take the issue whatever its lease says: only for a process that knows no other can be sending. */
  takeOver?: boolean;
  /** Run before each new batch is picked, with its number from 1 (tests unsubscribe someone here). */
  beforeBatch?: (batch: number) => Promise<void> | void;
  clock?: Clock;
  /**
   * How long the worker waits in place for a refused batch's next attempt; a later one is left to
   * whoever resumes stalled issues (the local worker's poll, Netlify's scheduled function).
   */
  maxWaitMs?: number;
};

/** How long a worker holds an issue without renewing it; renewed before every batch. */
export const leaseMs = 60_000;

/**
 * Lets the server's other work in. The embedded database answers in this thread without any I/O,
 * so a worker that only awaited it would never let a waiting request be read (measured: an admin
 * read waited 14 s, the whole send, when the batches were not paced).
 */
const yieldToServer = () => new Promise((resolve) => setImmediate(resolve));

/** Sends what is left of issue `id`; what it came to. Throws only when the database fails. */
export async function sendIssue(db: Database, id: number, options: SendOptions = {}): Promise<SendOutcome> {
  const owner = crypto.randomUUID();
  const issue = await acquireLease(db, id, owner, leaseMs, { takeOver: options.takeOver });
  if (!issue) return 'held elsewhere';
  let finished = false;
  try {
    const mail = await findNewsletterMail(db, id);
    if (!mail) throw new Error(`Newsletter ${id} is being sent but has no frozen mail.`);
    const run = new IssueRun(db, { ...issue, mail }, owner, options);
    const outcome = await run.sendAll();
    if (outcome !== undefined) return outcome;
    const status = await finishSending(db, id, owner);
    finished = status !== undefined;
    return status ?? 'stopped';
  } finally {
    if (!finished) await releaseLease(db, id, owner).catch(() => {});
  }
}

/** One worker's hold of one issue: what it sends with, and how. */
class IssueRun {
  readonly #db: Database;
  readonly #issue: FrozenIssue & Pick<Newsletter, 'sendKey'>;
  readonly #owner: string;
  readonly #options: SendOptions;
  readonly #settings: EmailSettings;
  readonly #transport: MailTransport;
  readonly #sending: MailSending;
  readonly #clock: Clock;
  readonly #pace: SendingPace;

  constructor(db: Database, issue: FrozenIssue & Pick<Newsletter, 'sendKey'>, owner: string, options: SendOptions) {
    this.#db = db;
    this.#issue = issue;
    this.#owner = owner;
    this.#options = options;
    this.#settings = readEmailSettings();
    this.#transport = currentMailTransport(this.#settings);
    this.#sending = readMailSending();
    this.#clock = options.clock ?? mailClock();
    this.#pace = sendingPaceOf(this.#sending.requestsPerSecond, this.#clock);
  }

  #now = () => new Date(this.#clock.now());

  /**
   * Sends batch after batch until no delivery is pending (undefined: the issue may be finished), the
   * worker must stop, or what is left waits longer than it may wait in place.
   */
  async sendAll(): Promise<SendOutcome | undefined> {
    const id = this.#issue.id;
    for (let number = 1; ;) {
      if (!(await this.#continues())) return 'stopped';
      // Welcome and contact mail owed now go before the next batch.
      await sendDueQueuedMail(this.#db, { clock: this.#clock, signal: this.#options.signal, limit: 20 });
      const [resumed] = claimedBatches(await listClaimedDeliveries(this.#db, id, this.#now()));
      if (resumed) {
        await countDeliveryAttempt(
          this.#db,
          resumed.deliveries.map((delivery) => delivery.id),
          this.#now(),
        );
        await this.#send(resumed.deliveries, resumed.idempotencyKey, true);
        continue;
      }
      await this.#options.beforeBatch?.(number++);
      const next = await listUnclaimedDeliveries(this.#db, id, this.#sending.batchSize, this.#now());
      if (next.length > 0) {
        await this.#claimAndSend(next);
        continue;
      }
      const dueAt = await nextDeliveryDueAt(this.#db, id);
      if (dueAt === undefined) return undefined;
      const waitMs = dueAt.getTime() - this.#clock.now();
      if (waitMs > (this.#options.maxWaitMs ?? leaseMs / 2)) return 'waiting';
      // Renewed first: a wait shorter than the lease keeps the issue this worker's.
      if (!(await this.#continues())) return 'stopped';
      await this.#clock.sleep(waitMs, this.#options.signal);
    }
  }

  /** Whether to go on: not stopped, and still holding the issue (renewed for another batch). */
  async #continues(): Promise<boolean> {
    await yieldToServer();
    if (this.#options.signal?.aborted) return false;
    return renewLease(this.#db, this.#issue.id, this.#owner, leaseMs);
  }

  /** Claims the next deliveries as one batch, leaving out whoever left since the issue was sent, and sends it. */
  async #claimAndSend(next: Delivery[]): Promise<void> {
    await yieldToServer();
    const skipped = await skipUnsubscribed(
      this.#db,
      next.map((delivery) => delivery.id),
    );
    const batch = next.filter((delivery) => !skipped.has(delivery.id));
    if (batch.length === 0) return;
    const idempotencyKey = batchIdempotencyKey(this.#issue.id, this.#issue.sendKey!, batch[0]!);
    const ids = batch.map((delivery) => delivery.id);
    await claimDeliveries(this.#db, ids, idempotencyKey, this.#now());
    await yieldToServer();
    await this.#send(
      batch,
      idempotencyKey,
      batch.some((delivery) => delivery.attempts > 0),
    );
  }

  /**
   * Sends claimed `deliveries` as one batch under `idempotencyKey` and marks what came of each. A
   * batch that `mayHaveGone` (resumed after a stop, or tried before) finds in the outbox what it wrote.
   */
  async #send(deliveries: Delivery[], idempotencyKey: string, mayHaveGone: boolean): Promise<void> {
    const mails = deliveries.map((delivery) => issueMail(this.#issue, delivery, this.#settings));
    const ids = deliveries.map((delivery) => delivery.id);
    // Stopping: the claimed batch stays claimed, and whoever resumes the issue sends it under its key.
    if (!(await this.#pace.wait('bulk', this.#options.signal))) return;
    const answer = await this.#transport.sendBatch(mails, idempotencyKey, { mayHaveGone });
    await yieldToServer();
    if (answer.sent) {
      const sent = answer.mails.flatMap((mail, index) =>
        mail.sent ? [{ id: ids[index]!, providerId: mail.providerId }] : [],
      );
      await markDeliveriesSent(this.#db, sent);
      for (const [index, mail] of answer.mails.entries())
        if (!mail.sent) await markDeliveriesFailed(this.#db, [ids[index]!], mail.reason);
      return;
    }
    if (answer.retryAfterMs !== undefined) this.#pace.holdUntil(this.#clock.now() + answer.retryAfterMs);
    const first = deliveries[0]!;
    const decision = afterRefusal(
      { attempts: first.attempts + 1, retryUntil: first.retryUntil, uncertainSince: first.uncertainSince },
      answer,
      this.#clock.now(),
      this.#sending.retryMs,
    );
    const batch = `batch ${idempotencyKey} (${ids.length} mails)`;
    const what = `Newsletter ${this.#issue.id}: ${batch} not sent: ${answer.reason}`;
    if (!decision.retry) {
      console.error(`${what}; its deliveries are marked failed.`);
      await markDeliveriesFailed(this.#db, ids, decision.reason);
      return;
    }
    console.error(`${what}; tried again at ${decision.at.toISOString()}.`);
    await scheduleDeliveryRetry(this.#db, ids, decision);
    // Resend turns a rate-limited call away unread: its rows may be claimed afresh, leaving out whoever left meanwhile.
    if (answer.unread) await unclaimMail(this.#db, ids);
  }
}
