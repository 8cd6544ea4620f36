import type { ColumnType, Generated } from 'kysely';
import type { UnsubscribeReason } from '../admin/unsubscribeReason.ts';
import type { Defaulted, NullableTimestamp, Timestamp } from './columnTypes.ts';

/** A newsletter subscriber (requirements §3): the subscribers table as db/migrations makes it. */
export interface SubscriberTable {
  id: Generated<number>;
  email: string;
  subscribedAt: Timestamp;
  isActive: Defaulted<boolean>;
  /** When the last welcome mail was sent; null before the first. */
  welcomedAt: NullableTimestamp;
  /** When the owner last unsubscribed themselves; null if they never did. */
  optedOutAt: NullableTimestamp;
  /** Why it became inactive (requirements §10.8); null while active. */
  unsubscribeReason: ColumnType<
    UnsubscribeReason | null,
    UnsubscribeReason | null | undefined,
    UnsubscribeReason | null
  >;
}
