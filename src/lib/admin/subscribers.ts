import type { Selectable } from 'kysely';
import { formatAdminDate } from '../formatDate.ts';
import type { SubscriberTable } from '../tables/subscriberTable.ts';
import type { MailOutcome, MailStatus } from './mailQueue.ts';
import { unsubscribeReasonLabels } from './unsubscribeReason.ts';

/**
 * A newsletter subscriber as GET /api/subscribers lists it (requirements §3, §7): the row's columns the
 * admin sees, its date as JSON carries it, and why an inactive one left (requirements §10.8; null while
 * active). Only a type: nothing of the server reaches the browser.
 */
export type AdminSubscriber = Pick<Selectable<SubscriberTable>, 'id' | 'email' | 'isActive' | 'unsubscribeReason'> & {
  subscribedAt: string;
  /** The last issue sent to them and what became of their copy (requirements §10.7); null before any. */
  lastIssue: LastIssueOutcome | null;
};

/**
 * A subscriber's copy of the last issue sent to them: its state in the mail queue, what Resend's
 * webhook reported of it after it left, and why it failed when it did.
 */
export type LastIssueOutcome = {
  newsletterId: number;
  subject: string;
  status: MailStatus;
  outcome: MailOutcome | null;
  error: string | null;
};

/**
 * The last issue's outcome in the subscribers screen's words: what the webhook reported when it did,
 * else where the copy stands ('Bounced', 'Delivered', 'Sent', 'Failed: …').
 */
export function lastIssueOutcomeLabel(last: LastIssueOutcome): string {
  if (last.outcome) return mailOutcomeLabels[last.outcome];
  if (last.status === 'failed') return last.error ? `Failed: ${last.error}` : 'Failed';
  return mailStatusLabels[last.status];
}

/**
 * The subscribers screen's line about a subscriber's last issue: its subject and what became of their
 * copy ('Last issue: Spring in the jar — Delivered'); nothing before any issue was sent to them.
 */
export function lastIssueLine(subscriber: Partial<Pick<AdminSubscriber, 'lastIssue'>>): string | undefined {
  const last = subscriber.lastIssue;
  return last ? `Last issue: ${last.subject} — ${lastIssueOutcomeLabel(last)}` : undefined;
}

const mailOutcomeLabels: Record<MailOutcome, string> = {
  delivery_delayed: 'Delivery delayed',
  delivered: 'Delivered',
  bounced: 'Bounced',
  complained: 'Marked as spam',
};

const mailStatusLabels: Record<MailStatus, string> = {
  pending: 'Waiting to be sent',
  sent: 'Sent',
  failed: 'Failed',
  skipped: 'Not sent (unsubscribed first)',
};

/** The counts the subscribers screen shows (GET /api/admin/subscribers/counts). */
export type SubscriberCounts = { active: number; unsubscribed: number };

/**
 * The Date Subscribed column: the US long date, or 'N/A' when the date is missing (requirements §3); the day
 * is the one it was in the site's time zone, like every date the admin shows. The column is never null, so
 * 'N/A' stands for an answer without a readable date.
 */
export function subscriptionDate(subscriber: { subscribedAt?: string | null }, timeZone: string): string {
  return (subscriber.subscribedAt && formatAdminDate(subscriber.subscribedAt, timeZone)) || 'N/A';
}

/** The Status badge (requirements §4): isActive false means the address unsubscribed. */
export function subscriberStatus(subscriber: Pick<AdminSubscriber, 'isActive'>): 'Active' | 'Unsubscribed' {
  return subscriber.isActive ? 'Active' : 'Unsubscribed';
}

/**
 * Why an inactive address left, in the subscribers screen's words (requirements §10.8): their own
 * unsubscribe, the admin's, a hard bounce or a complaint. Nothing for an active one, nor for a reason the
 * answer does not give (addresses that left before reasons were kept may have none).
 */
export function inactiveReason(subscriber: Partial<Pick<AdminSubscriber, 'isActive' | 'unsubscribeReason'>>) {
  if (subscriber.isActive || !subscriber.unsubscribeReason) return undefined;
  return unsubscribeReasonLabels[subscriber.unsubscribeReason] as string | undefined;
}

const subscribersWord = (count: number) => (count === 1 ? '1 subscriber' : `${count} subscribers`);

/**
 * The subscribers screen's one count line: everyone, or what a search found among everyone, with how
 * many of those are active and unsubscribed.
 */
export function subscriberCountLine(
  counts: SubscriberCounts,
  listed: readonly Pick<AdminSubscriber, 'isActive'>[],
  query: string,
): string {
  const total = counts.active + counts.unsubscribed;
  if (query === '') return `${subscribersWord(total)}: ${counts.active} active, ${counts.unsubscribed} unsubscribed`;
  const active = listed.filter((subscriber) => subscriber.isActive).length;
  if (listed.length === 0) return `No subscribers match “${query}” (of ${subscribersWord(total)}).`;
  const found = `${listed.length} of ${subscribersWord(total)} match “${query}”`;
  return `${found}: ${active} active, ${listed.length - active} unsubscribed`;
}

/**
 * An address with its sensible line breaks marked (before "@" and each "."), so that a narrow
 * screen wraps it between its parts rather than inside a word: the parts, each but the first
 * starting at a break.
 */
export function addressParts(email: string): string[] {
  return email.split(/(?=[@.])/);
}
