import type { Database } from '../db/database.ts';
import type { ContactMessage, NewContactMessage } from '../db/schema.ts';

export function insertContactMessage(db: Database, message: Pick<NewContactMessage, 'name' | 'email' | 'subject' | 'message'>): Promise<ContactMessage> {
  return db.insertInto('contactMessages').values(message).returningAll().executeTakeFirstOrThrow();
}

export function listUnreadContactMessages(db: Database): Promise<ContactMessage[]> {
  return db.selectFrom('contactMessages').selectAll().where('isRead', '=', false).orderBy('createdAt').orderBy('id').execute();
}
