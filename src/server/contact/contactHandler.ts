import { contactMessageSchema } from '../../lib/schemas/contactMessage.ts';
import { isHoneypotFilled } from '../../lib/schemas/newsletterSubscription.ts';
import { getDatabase } from '../db/currentDatabase.ts';
import { runAfterResponse, sendQueuedMailSoon, type VisitorContext } from '../mail/afterResponse.ts';
import { contactOutcomeOf, contactOutcomePath } from '../../lib/forms/formOutcomes.ts';
import { allowMethods, errorResponse, jsonResponse, respond } from '../http/jsonResponse.ts';
import { contactRateLimit, enforceRateLimit } from '../http/rateLimit.ts';
import { readValidSubmission, seeOther, submissionKindOf } from '../http/readSubmission.ts';
import {
  contactMessageRetentionCutoff,
  deleteContactMessagesBefore,
  receiveContactMessage,
} from '../repositories/contactMessageRepository.ts';
import { cleanupDue } from '../db/cleanupDue.ts';
import { contactMailAddress } from '../mail/transactionalMail.ts';

export const contactMessageSentMessage = "Thank you for your message. We'll respond as soon as possible.";

/**
 * POST /api/contact {name, email, subject, message}, as JSON from the island or as a form the
 * browser posted (answered with a 303 to the outcome page under /contact/): refuses bad bodies before
 * touching the database, counts the request against the client's limit, stores the message (unread)
 * with the mail that brings it to the contact address (a row of the mail queue), answers, and then
 * tries that mail at once. A mail that does not go then is the queue's to send; the message is never
 * lost. A honeypot hit gets the same answer and nothing happens.
 */
export function sendContactMessage(request: Request, context: VisitorContext): Promise<Response> {
  const fromForm = submissionKindOf(request) === 'form';
  const answerRefusal = fromForm
    ? (status: number, message: string) => seeOther(contactOutcomePath(contactOutcomeOf(status, message)))
    : errorResponse;
  return respond(
    request,
    async () => {
      allowMethods(request, ['POST']);
      const { website, ...fields } = await readValidSubmission(request, contactMessageSchema);
      const db = await getDatabase();
      await enforceRateLimit(db, contactRateLimit(), context.ip);
      if (!isHoneypotFilled(website)) {
        const { mailId } = await receiveContactMessage(db, fields, contactMailAddress);
        sendQueuedMailSoon(context, db, mailId);
        runAfterResponse(context, sweepExpiredMessages(db));
      }
      if (fromForm) return seeOther(contactOutcomePath('sent'));
      return jsonResponse({ message: contactMessageSentMessage });
    },
    answerRefusal,
  );
}

/**
 * Keeps the privacy page's promise: messages older than 24 months are deleted. Run after a new
 * message has been answered and when the admin opens the inbox, at most once an hour per database.
 */
export async function sweepExpiredMessages(
  db: Parameters<typeof deleteContactMessagesBefore>[0],
  now = new Date(),
): Promise<number> {
  if (!cleanupDue(db, 'contact messages', 60 * 60 * 1000, now)) return 0;
  return deleteContactMessagesBefore(db, contactMessageRetentionCutoff(now));
}
