import { subscriberStatus } from '../../lib/subscribers.ts';
import type { Subscriber } from '../db/schema.ts';

/**
 * RFC 4180 CSV with a header row. A cell that a spreadsheet would read as a formula (=, +, -, @,
 * tab, carriage return at its start) is prefixed with an apostrophe: an address is typed by a
 * visitor, and opening the export must never run what they typed.
 */
export function subscribersCsv(subscribers: Pick<Subscriber, 'email' | 'subscribedAt' | 'isActive'>[]): string {
  const rows = [
    ['Email Address', 'Date Subscribed', 'Status'],
    ...subscribers.map((subscriber) => [
      subscriber.email,
      subscriber.subscribedAt.toISOString(),
      subscriberStatus(subscriber),
    ]),
  ];
  return `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
