import { contactMessageSchema } from '../../lib/schemas/contactMessage.ts';
import { isHoneypotFilled } from '../../lib/schemas/newsletterSubscription.ts';
import { getDatabase } from '../db/currentDatabase.ts';
import { runAfterResponse, type VisitorContext } from '../email/afterResponse.ts';
import { allowMethods, jsonResponse, respond } from '../http/jsonResponse.ts';
import { contactRateLimit, enforceRateLimit } from '../http/rateLimit.ts';
import { readValidJsonBody } from '../http/readJsonBody.ts';
import { contactMessageRetentionMonths, deleteContactMessagesBefore, insertContactMessage } from '../repositories/contactMessageRepository.ts';
import { cleanupDue } from '../db/cleanupDue.ts';
import { mailContactMessage } from './contactMessageEmail.ts';

export const contactMessageSentMessage = "Thank you for your message. We'll respond as soon as possible.";

/**
 * POST /api/contact {name, email, subject, message}: refuses bad bodies before touching the
 * database, counts the request against the client's limit, stores the message (unread) before
 * anything else, answers, and then mails it to the contact address. A failed mail is logged with
 * the row id; the message is never lost. A honeypot hit gets the same answer and nothing happens.
 */
export function sendContactMessage(request: Request, context: VisitorContext): Promise<Response> {
  return respond(request, async () => {
    allowMethods(request, ['POST']);
    const { website, ...fields } = await readValidJsonBody(request, contactMessageSchema);
    const db = await getDatabase();
    await enforceRateLimit(db, contactRateLimit, context.ip);
    if (!isHoneypotFilled(website)) {
      const stored = await insertContactMessage(db, fields);
      runAfterResponse(context, mailContactMessage(stored));
      runAfterResponse(context, sweepExpiredMessages(db));
    }
    return jsonResponse({ message: contactMessageSentMessage });
  });
}

/**
 * Keeps the privacy page's promise: messages older than 24 months are deleted. Run after a new
 * message has been answered, at most once an hour per database.
 */
export async function sweepExpiredMessages(db: Parameters<typeof deleteContactMessagesBefore>[0], now = new Date()): Promise<number> {
  if (!cleanupDue(db, 'contact messages', 60 * 60 * 1000, now)) return 0;
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - contactMessageRetentionMonths);
  return deleteContactMessagesBefore(db, cutoff);
}
