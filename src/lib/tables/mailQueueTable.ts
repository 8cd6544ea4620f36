import type { ColumnType, Generated } from 'kysely';
import type { MailKind, MailOutcome, MailStatus } from '../admin/mailQueue.ts';
import type { Defaulted, NullableTimestamp, Timestamp } from './columnTypes.ts';

/** A text column the database leaves null until it is set. */
type NullableText = ColumnType<string | null, string | null | undefined, string | null>;
/** An integer column the database leaves null until it is set. */
type NullableId = ColumnType<number | null, number | null | undefined, number | null>;

/**
 * One mail the site owes (db/migrations/2026-12-08T09-00-00_create_mail_queue.ts, which made the
 * newsletter's deliveries its rows): a welcome (`subscriberId`), a contact message
 * (`contactMessageId`) or a subscriber's copy of an issue (`newsletterId`, `subscriberId`, at most one
 * per issue and subscriber). `email` is the address it goes to.
 */
export interface MailQueueTable {
  id: Generated<number>;
  kind: MailKind;
  newsletterId: NullableId;
  subscriberId: NullableId;
  contactMessageId: NullableId;
  email: string;
  status: Defaulted<MailStatus>;
  /** The key the provider deduplicates it by: a welcome's or contact mail's own, or its batch's once claimed. */
  idempotencyKey: NullableText;
  /** The mail provider's id of the mail (Resend's), or the outbox file it was written to. */
  providerId: NullableText;
  /** Why it is not sent yet (the last refusal) or failed. */
  error: NullableText;
  attemptedAt: NullableTimestamp;
  sentAt: NullableTimestamp;
  createdAt: Timestamp;
  attempts: Defaulted<number>;
  /** Not before then (a refusal that may pass); null: as soon as it can. */
  nextAttemptAt: NullableTimestamp;
  /** Given up after then; set at its first refusal that may pass. */
  retryUntil: NullableTimestamp;
  /** The first attempt whose outcome nobody knows (a time-out): it may have gone. */
  uncertainSince: NullableTimestamp;
  /** A welcome or contact mail being sent, by whom it does not matter: nobody else takes it before then. */
  lockedUntil: NullableTimestamp;
  /** The content a welcome or contact mail was first sent with, kept until it is sent. */
  subject: NullableText;
  html: NullableText;
  text: NullableText;
  headers: ColumnType<Record<string, string> | null, string | null | undefined, string | null>;
  replyTo: NullableText;
  /** What the provider's webhook reported of it after it left. */
  outcome: ColumnType<MailOutcome | null, MailOutcome | null | undefined, MailOutcome | null>;
  outcomeAt: NullableTimestamp;
  outcomeDetail: NullableText;
}
