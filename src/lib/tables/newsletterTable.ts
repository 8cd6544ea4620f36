import type { ColumnType, Generated } from 'kysely';
import type { NewsletterStatus } from '../admin/newsletters.ts';

/** A timestamptz column that may be null: read as a Date or null. */
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/**
 * A newsletter issue (db/migrations/2026-11-28T10-10-00_create_newsletters.ts): a journal post or free
 * Markdown, never both; its mail is frozen into NewsletterMailTable when it is sent.
 */
export interface NewsletterTable {
  id: Generated<number>;
  subject: string;
  postId: ColumnType<number | null, number | null | undefined, number | null>;
  body: ColumnType<string | null, string | null | undefined, string | null>;
  status: ColumnType<NewsletterStatus, NewsletterStatus | undefined, NewsletterStatus>;
  createdAt: ColumnType<Date, Date | string | undefined, Date | string>;
  updatedAt: ColumnType<Date, Date | string | undefined, Date | string>;
  sendRequestedAt: NullableTimestamp;
  sentAt: NullableTimestamp;
  /** The worker sending it, and until when it holds it; null when none does. */
  leaseOwner: ColumnType<string | null, string | null | undefined, string | null>;
  leaseUntil: NullableTimestamp;
}

/** An issue's mail as every subscriber gets it, with a slot for each one's unsubscribe link; made when it is sent. */
export interface NewsletterMailTable {
  newsletterId: number;
  html: string;
  text: string;
}
