import crypto from 'node:crypto';
import type { Database } from '../db/database.ts';
import { readEmailSettings, type EmailSettings } from '../email/emailSettings.ts';
import { sendEmailBatch } from '../email/mailer.ts';
import { findInOutbox } from '../email/outbox.ts';
import {
  acquireLease,
  claimDeliveries,
  type Delivery,
  finishSending,
  findNewsletterMail,
  listClaimedDeliveries,
  listUnclaimedDeliveries,
  markDeliveriesFailed,
  markDeliveriesSent,
  releaseLease,
  renewLease,
  skipUnsubscribed,
} from '../repositories/newsletterRepository.ts';
import { batchIdempotencyKey, claimedBatches, type FrozenIssue, issueMail, Pace } from './issueMail.ts';
import { readNewsletterSending } from './newsletterSettings.ts';

/**
 * The worker that sends an issue (requirements §10.5, docs/design.md decision 15): its deliveries in
 * batches of at most NEWSLETTER_BATCH_SIZE, at most NEWSLETTER_REQUESTS_PER_SECOND batches a second,
 * each batch through Resend's batch call under its own idempotency key (or into the local outbox).
 *
 * Exactly once: a batch is claimed (its rows given its key) before it goes and marked after. A worker
 * that stops in between, killed or timed out, leaves claimed rows still pending; whoever resumes the
 * issue sends those batches again first, whole and under the same keys, so Resend delivers each once,
 * and in the outbox finds the mails already written instead of writing them twice. A subscriber who
 * unsubscribed since the issue was sent is skipped, checked right before their batch is claimed.
 */
export type SendOutcome = 'sent' | 'failed' | 'held elsewhere' | 'stopped';

export type SendOptions = {
  /** Stops between batches once aborted (shutdown, a background function's time running out). */
  signal?: AbortSignal;
  /** Take the issue whatever its lease says: only for a process that knows no other can be sending. */
  takeOver?: boolean;
  /** Run before each new batch is picked, with its number from 1 (tests unsubscribe someone here). */
  beforeBatch?: (batch: number) => Promise<void> | void;
};

/** How long a worker holds an issue without renewing it; renewed before every batch. */
export const leaseMs = 60_000;

/** How often one batch is tried when Resend asks to try again later (rate limit, outage, time-out). */
export const batchAttempts = 4;

// One pace per process and rate: the batches of every issue this process sends share Resend's limit.
const paces = new Map<number, Pace>();

function paceOf(requestsPerSecond: number): Pace {
  let pace = paces.get(requestsPerSecond);
  if (!pace) paces.set(requestsPerSecond, (pace = new Pace(Math.ceil(1000 / requestsPerSecond))));
  return pace;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
    for (const batch of claimedBatches(await listClaimedDeliveries(db, id))) {
      if (!(await run.continues())) return 'stopped';
      await run.send(batch.deliveries, batch.idempotencyKey, { resumed: true });
    }
    for (let number = 1; ; number++) {
      if (!(await run.continues())) return 'stopped';
      await options.beforeBatch?.(number);
      const next = await listUnclaimedDeliveries(db, id, run.batchSize);
      if (next.length === 0) break;
      await yieldToServer();
      const skipped = await skipUnsubscribed(
        db,
        next.map((delivery) => delivery.id),
      );
      const batch = next.filter((delivery) => !skipped.has(delivery.id));
      if (batch.length === 0) continue;
      await yieldToServer();
      const idempotencyKey = batchIdempotencyKey(id, batch[0]!.id);
      await claimDeliveries(
        db,
        batch.map((delivery) => delivery.id),
        idempotencyKey,
      );
      await yieldToServer();
      await run.send(batch, idempotencyKey, { resumed: false });
    }
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
  readonly #issue: FrozenIssue;
  readonly #owner: string;
  readonly #options: SendOptions;
  readonly #settings: EmailSettings;
  readonly #pace: Pace;
  readonly batchSize: number;

  constructor(db: Database, issue: FrozenIssue, owner: string, options: SendOptions) {
    const sending = readNewsletterSending();
    this.#db = db;
    this.#issue = issue;
    this.#owner = owner;
    this.#options = options;
    this.#settings = readEmailSettings();
    this.#pace = paceOf(sending.requestsPerSecond);
    this.batchSize = sending.batchSize;
  }

  /** Whether to go on: not stopped, and still holding the issue (renewed for another batch). */
  async continues(): Promise<boolean> {
    await yieldToServer();
    if (this.#options.signal?.aborted) return false;
    return renewLease(this.#db, this.#issue.id, this.#owner, leaseMs);
  }

  /**
   * Sends claimed `deliveries` as one batch under `idempotencyKey` and marks them. A batch `resumed`
   * may have gone already: in the outbox its mails already written are found, not written again.
   */
  async send(deliveries: Delivery[], idempotencyKey: string, { resumed }: { resumed: boolean }): Promise<void> {
    let toSend = deliveries;
    if (resumed && !this.#settings.resendApiKey) {
      const written = deliveries.flatMap((delivery) => {
        const mail = issueMail(this.#issue, delivery, this.#settings);
        const file = findInOutbox(this.#settings.outboxDir, mail.kind, delivery.subscriberId, mail.idempotencyKey);
        return file === undefined ? [] : [{ id: delivery.id, providerId: file }];
      });
      await markDeliveriesSent(this.#db, written);
      const done = new Set(written.map((delivery) => delivery.id));
      toSend = deliveries.filter((delivery) => !done.has(delivery.id));
      if (toSend.length === 0) return;
    }
    const mails = toSend.map((delivery) => issueMail(this.#issue, delivery, this.#settings));
    const ids = toSend.map((delivery) => delivery.id);
    for (let attempt = 1; ; attempt++) {
      await this.#pace.wait();
      const outcome = await sendEmailBatch(mails, idempotencyKey, this.#settings);
      await yieldToServer();
      if (outcome.sent) {
        await markDeliveriesSent(
          this.#db,
          ids.map((id, index) => ({ id, providerId: outcome.ids[index]! })),
        );
        return;
      }
      const again = outcome.retryAfterMs !== undefined && attempt < batchAttempts;
      console.error(
        `Newsletter ${this.#issue.id}: batch ${idempotencyKey} (${ids.length} mails) not sent: ${outcome.reason}` +
          (again ? `; trying again in ${outcome.retryAfterMs} ms.` : '; its deliveries are marked failed.'),
      );
      if (!again) {
        await markDeliveriesFailed(this.#db, ids, outcome.reason);
        return;
      }
      await sleep(outcome.retryAfterMs!);
      if (!(await renewLease(this.#db, this.#issue.id, this.#owner, leaseMs))) return;
    }
  }
}
