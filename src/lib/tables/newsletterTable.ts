import type { ColumnType, Generated } from 'kysely';
import type { NewsletterStatus } from '../admin/newsletters.ts';
import type { Defaulted, NullableTimestamp, Timestamp } from './columnTypes.ts';

/** A text column the database leaves null until it is set. */
type NullableText = ColumnType<string | null, string | null | undefined, string | null>;

/**
 * A newsletter issue (db/migrations/2026-11-28T10-10-00_create_newsletters.ts): a journal post or free
 * Markdown, never both; its mail is frozen into NewsletterMailTable when it is sent.
 */
export interface NewsletterTable {
  id: Generated<number>;
  subject: string;
  postId: ColumnType<number | null, number | null | undefined, number | null>;
  body: NullableText;
  status: Defaulted<NewsletterStatus>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  sendRequestedAt: NullableTimestamp;
  sentAt: NullableTimestamp;
  /** The worker sending it, and until when it holds it; null when none does. */
  leaseOwner: NullableText;
  leaseUntil: NullableTimestamp;
  /**
   * Made when it is sent, and made anew for a retry of its failed deliveries: its batches' idempotency
   * keys carry it, so that no copy of the database, and no retry, reuses a key of another send.
   */
  sendKey: NullableText;
}

/** An issue's mail as every subscriber gets it, with a slot for each one's unsubscribe link; made when it is sent. */
export interface NewsletterMailTable {
  newsletterId: number;
  html: string;
  text: string;
}
