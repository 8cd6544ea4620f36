import { subscriberStatus } from '../../lib/admin/subscribers.ts';
import type { Subscriber } from '../db/schema.ts';
import { csvFile } from './csvCells.ts';

/**
 * RFC 4180 CSV with a header row; a cell that a spreadsheet would read as a formula is made text
 * (csvCells.ts): an address is typed by a visitor, and opening the export must never run what they typed.
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
  return csvFile(rows);
}
