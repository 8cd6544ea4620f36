import { isHoneypotFilled, newsletterSubscriptionSchema } from '../../lib/schemas/newsletterSubscription.ts';
import { getDatabase } from '../db/currentDatabase.ts';
import type { VisitorContext } from '../mail/afterResponse.ts';
import { newsletterOutcomeOf, newsletterOutcomePath, newsletterVariantOfSlug } from '../../lib/forms/formOutcomes.ts';
import { allowMethods, errorResponse, jsonResponse, respond } from '../http/jsonResponse.ts';
import { enforceRateLimit, newsletterRateLimit } from '../http/rateLimit.ts';
import { readValidSubmission, seeOther, submissionKindOf } from '../http/readSubmission.ts';
import { activateSubscriber } from '../repositories/subscriberRepository.ts';
import { sendQueuedMailSoon } from '../mail/afterResponse.ts';
import { readVisitorLimits } from '../http/visitorLimits.ts';

/** The same answer whatever happened, so that nobody learns whether an address was subscribed. */
export const subscribedMessage = 'Thank you for subscribing to our newsletter.';

/**
 * POST /api/newsletter/subscribe {email}, as JSON from the island or as a form the browser posted
 * (answered with a 303 to the outcome page of the block named by `?form=`): refuses bad bodies
 * before touching the database, counts
 * the request against the client's limit, then subscribes (or quietly drops a honeypot hit). A new
 * or returning subscriber is owed a welcome (at most once per address in WELCOME_EMAIL_INTERVAL_HOURS),
 * stored with the subscription in the mail queue and tried at once after the answer has gone, so
 * that neither the answer nor its timing tells whether the address was already subscribed; a welcome
 * that does not go then is the queue's to send.
 */
export function subscribeToNewsletter(request: Request, context: VisitorContext): Promise<Response> {
  const fromForm = submissionKindOf(request) === 'form';
  const variant = newsletterVariantOfSlug(new URL(request.url).searchParams.get('form'));
  const answerRefusal = fromForm
    ? (status: number, reason: string) => seeOther(newsletterOutcomePath(variant, newsletterOutcomeOf(status, reason)))
    : errorResponse;
  return respond(
    request,
    async () => {
      allowMethods(request, ['POST']);
      const { email, website } = await readValidSubmission(request, newsletterSubscriptionSchema);
      const db = await getDatabase();
      await enforceRateLimit(db, newsletterRateLimit(), context.ip);
      if (!isHoneypotFilled(website)) {
        const welcomeNotSince = new Date(Date.now() - readVisitorLimits().welcomeIntervalMs);
        const activated = await activateSubscriber(db, { email, welcomeNotSince });
        if (activated?.welcomeMailId !== undefined) sendQueuedMailSoon(context, db, activated.welcomeMailId);
      }
      if (fromForm) return seeOther(newsletterOutcomePath(variant, 'subscribed'));
      return jsonResponse({ message: subscribedMessage });
    },
    answerRefusal,
  );
}
