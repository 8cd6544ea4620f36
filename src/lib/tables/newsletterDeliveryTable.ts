import type { ColumnType, Generated } from 'kysely';
import type { DeliveryStatus } from '../admin/newsletters.ts';
import type { Defaulted, NullableTimestamp } from './columnTypes.ts';

/** A text column the database leaves null until it is set. */
type NullableText = ColumnType<string | null, string | null | undefined, string | null>;

/**
 * One subscriber's copy of an issue (db/migrations/2026-11-28T10-10-00_create_newsletters.ts), at most
 * one per issue and subscriber. `idempotencyKey` is set when its batch is claimed.
 */
export interface NewsletterDeliveryTable {
  id: Generated<number>;
  newsletterId: number;
  subscriberId: number;
  email: string;
  status: Defaulted<DeliveryStatus>;
  idempotencyKey: NullableText;
  /** The mail provider's id of the mail (Resend's), or the outbox file it was written to. */
  providerId: NullableText;
  error: NullableText;
  attemptedAt: NullableTimestamp;
  sentAt: NullableTimestamp;
}
