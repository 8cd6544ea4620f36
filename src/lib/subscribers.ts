import { formatLongDate } from './formatDate.ts';

/** A newsletter subscriber as GET /api/subscribers lists it (SPEC §3, §7). */
export type AdminSubscriber = {
  id: number;
  email: string;
  subscribedAt?: string | null;
  isActive: boolean;
};

/** The counts the subscribers screen shows (GET /api/admin/subscribers/counts). */
export type SubscriberCounts = { active: number; unsubscribed: number };

/** The Date Subscribed column: the US long date, or 'N/A' when the date is missing (SPEC §3). */
export function subscriptionDate(subscriber: Pick<AdminSubscriber, 'subscribedAt'>): string {
  return formatLongDate(subscriber.subscribedAt) || 'N/A';
}

/** The Status badge (SPEC §4): isActive false means the address unsubscribed. */
export function subscriberStatus(subscriber: Pick<AdminSubscriber, 'isActive'>): 'Active' | 'Unsubscribed' {
  return subscriber.isActive ? 'Active' : 'Unsubscribed';
}
