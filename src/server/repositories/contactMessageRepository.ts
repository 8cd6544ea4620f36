import type { Database } from '../db/database.ts';
import type { ContactMessage, NewContactMessage } from '../db/schema.ts';

export function insertContactMessage(db: Database, message: Pick<NewContactMessage, 'name' | 'email' | 'subject' | 'message'>): Promise<ContactMessage> {
  return db.insertInto('contactMessages').values(message).returningAll().executeTakeFirstOrThrow();
}

export function listUnreadContactMessages(db: Database): Promise<ContactMessage[]> {
  return db.selectFrom('contactMessages').selectAll().where('isRead', '=', false).orderBy('createdAt').orderBy('id').execute();
}

/** The privacy page promises that a message is deleted 24 months after it arrived. */
export const contactMessageRetentionMonths = 24;

/** Deletes the messages received before `cutoff`; answers how many went. */
export async function deleteContactMessagesBefore(db: Database, cutoff: Date): Promise<number> {
  const result = await db.deleteFrom('contactMessages').where('createdAt', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
