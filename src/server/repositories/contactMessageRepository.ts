import { sql } from 'kysely';
import type { ContactMessageCounts } from '../../lib/forms/contactMessages.ts';
import type { Database } from '../db/database.ts';
import type { ContactMessage, NewContactMessage } from '../db/schema.ts';
import { deleteMessageChangesReceivedBefore } from './changeRepository.ts';
import { containsPattern } from './containsPattern.ts';

export function insertContactMessage(
  db: Database,
  message: Pick<NewContactMessage, 'name' | 'email' | 'subject' | 'message'>,
): Promise<ContactMessage> {
  return db.insertInto('contactMessages').values(message).returningAll().executeTakeFirstOrThrow();
}

/**
 * Stores a visitor's message, and in the same statement the mail that brings it to `mailTo` (its row
 * of the mail queue, requirements §10.9): both are stored, or neither. Answers the message and the
 * mail's id.
 */
export async function receiveContactMessage(
  db: Database,
  message: Pick<NewContactMessage, 'name' | 'email' | 'subject' | 'message'>,
  mailTo: string,
): Promise<{ message: ContactMessage; mailId: number }> {
  const { mailId, ...stored } = await db
    .with('message', (db) => db.insertInto('contactMessages').values(message).returningAll())
    .with('mail', (db) =>
      db
        .insertInto('mailQueue')
        .columns(['kind', 'contactMessageId', 'email', 'idempotencyKey'])
        .expression((eb) =>
          eb
            .selectFrom('message')
            .select([
              sql.lit('contact-message').as('kind'),
              'message.id',
              sql<string>`${mailTo}::text`.as('email'),
              sql<string>`'contact-message/' || gen_random_uuid()`.as('idempotencyKey'),
            ]),
        )
        .returning(['id', 'contactMessageId']),
    )
    .selectFrom('message')
    .innerJoin('mail', 'mail.contactMessageId', 'message.id')
    .selectAll('message')
    .select('mail.id as mailId')
    .executeTakeFirstOrThrow();
  return { message: stored, mailId };
}

export function findContactMessage(db: Database, id: number): Promise<ContactMessage | undefined> {
  return db.selectFrom('contactMessages').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listUnreadContactMessages(db: Database): Promise<ContactMessage[]> {
  return db
    .selectFrom('contactMessages')
    .selectAll()
    .where('isRead', '=', false)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

/** The privacy page promises that a message is deleted 24 months after it arrived. */
export const contactMessageRetentionMonths = 24;

/** Messages received before this moment are past their retention. */
export function contactMessageRetentionCutoff(now = new Date()): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - contactMessageRetentionMonths);
  return cutoff;
}

/** Every message within its retention: one past it is never shown, even before the sweep has deleted it. */
function retainedMessages(db: Database) {
  return db.selectFrom('contactMessages').where('createdAt', '>=', contactMessageRetentionCutoff());
}

/** The inbox: newest first; a non-blank `search` keeps the messages whose name, e-mail, subject or text contains it. */
export function listContactMessages(db: Database, search = ''): Promise<ContactMessage[]> {
  let query = retainedMessages(db).selectAll();
  if (search !== '') {
    const pattern = containsPattern(search);
    query = query.where((eb) =>
      eb.or(['name', 'email', 'subject', 'message'].map((column) => eb(column as 'name', 'ilike', pattern))),
    );
  }
  return query.orderBy('createdAt', 'desc').orderBy('id', 'desc').execute();
}

export async function countContactMessages(db: Database): Promise<ContactMessageCounts> {
  const { total, unread } = await retainedMessages(db)
    .select([sql<string>`count(*)`.as('total'), sql<string>`count(*) filter (where not is_read)`.as('unread')])
    .executeTakeFirstOrThrow();
  return { total: Number(total), unread: Number(unread) };
}

/**
 * Deletes the messages received before `cutoff`, and with them the history records holding their
 * rows, in one transaction; answers how many messages went.
 */
export function deleteContactMessagesBefore(db: Database, cutoff: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await deleteMessageChangesReceivedBefore(trx, cutoff);
    const result = await trx.deleteFrom('contactMessages').where('createdAt', '<', cutoff).executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}
