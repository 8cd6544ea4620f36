import type { Timestamp } from './columnTypes.ts';

/**
 * A signed webhook message already handled, by its id
 * (db/migrations/2026-11-28T10-20-00_create_webhook_messages.ts).
 */
export interface WebhookMessageTable {
  id: string;
  receivedAt: Timestamp;
}
