import type { Generated } from 'kysely';
import type { Defaulted, Timestamp } from './columnTypes.ts';

/**
 * A message from the contact form (requirements §3): the contact_messages table as db/migrations makes
 * it. Its text fields are what src/lib/schemas/contactMessage.ts accepts, but the honeypot.
 */
export interface ContactMessageTable {
  id: Generated<number>;
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: Timestamp;
  isRead: Defaulted<boolean>;
}
