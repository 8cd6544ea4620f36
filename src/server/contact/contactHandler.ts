import { contactMessageSchema } from '../../lib/schemas/contactMessage.ts';
import { isHoneypotFilled } from '../../lib/schemas/newsletterSubscription.ts';
import { getDatabase } from '../db/currentDatabase.ts';
import { runAfterResponse, type VisitorContext } from '../email/afterResponse.ts';
import { allowMethods, jsonResponse, respond } from '../http/jsonResponse.ts';
import { contactRateLimit, enforceRateLimit } from '../http/rateLimit.ts';
import { readValidJsonBody } from '../http/readJsonBody.ts';
import { insertContactMessage } from '../repositories/contactMessageRepository.ts';
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
    const limited = await enforceRateLimit(db, contactRateLimit, context.ip);
    if (limited) return limited;
    if (!isHoneypotFilled(website)) {
      const stored = await insertContactMessage(db, fields);
      runAfterResponse(context, mailContactMessage(stored));
    }
    return jsonResponse({ message: contactMessageSentMessage });
  });
}
