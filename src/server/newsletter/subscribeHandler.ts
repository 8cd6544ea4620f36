import { isHoneypotFilled, newsletterSubscriptionSchema } from '../../lib/schemas/newsletterSubscription.ts';
import { getDatabase } from '../db/currentDatabase.ts';
import { runAfterResponse, type VisitorContext } from '../email/afterResponse.ts';
import { allowMethods, jsonResponse, respond } from '../http/jsonResponse.ts';
import { enforceRateLimit, newsletterRateLimit } from '../http/rateLimit.ts';
import { readValidJsonBody } from '../http/readJsonBody.ts';
import { activateSubscriber } from '../repositories/subscriberRepository.ts';
import { sendWelcomeEmail } from './welcomeEmail.ts';

/** The same answer whatever happened, so that nobody learns whether an address was subscribed. */
export const subscribedMessage = 'Thank you for subscribing to our newsletter.';

/**
 * POST /api/newsletter/subscribe {email}: refuses bad bodies before touching the database, counts
 * the request against the client's limit, then subscribes (or quietly drops a honeypot hit). A new
 * or returning subscriber is welcomed after the answer has gone, so that neither the answer nor its
 * timing tells whether the address was already subscribed; a failed welcome is logged, and the
 * subscription stands.
 */
export function subscribeToNewsletter(request: Request, context: VisitorContext): Promise<Response> {
  return respond(request, async () => {
    allowMethods(request, ['POST']);
    const { email, website } = await readValidJsonBody(request, newsletterSubscriptionSchema);
    const db = await getDatabase();
    await enforceRateLimit(db, newsletterRateLimit, context.ip);
    if (!isHoneypotFilled(website)) {
      const subscriber = await activateSubscriber(db, email);
      if (subscriber) runAfterResponse(context, sendWelcomeEmail(subscriber));
    }
    return jsonResponse({ message: subscribedMessage });
  });
}
