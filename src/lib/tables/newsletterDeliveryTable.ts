import type { ColumnType, Generated } from 'kysely';
import type { DeliveryStatus } from '../admin/newsletters.ts';

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
/** A timestamptz column that may be null: read as a Date or null. */
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/**
 * One subscriber's copy of an issue (db/migrations/2026-11-28T10-10-00_create_newsletters.ts), at most
 * one per issue and subscriber. `idempotencyKey` is set when its batch is claimed.
 */
export interface NewsletterDeliveryTable {
  id: Generated<number>;
  newsletterId: number;
  subscriberId: number;
  email: string;
  status: ColumnType<DeliveryStatus, DeliveryStatus | undefined, DeliveryStatus>;
  idempotencyKey: Nullable<string>;
  /** The mail provider's id of the mail (Resend's), or the outbox file it was written to. */
  providerId: Nullable<string>;
  error: Nullable<string>;
  attemptedAt: NullableTimestamp;
  sentAt: NullableTimestamp;
}
