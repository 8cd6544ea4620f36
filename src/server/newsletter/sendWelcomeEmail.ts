import type { Database } from '../db/database.ts';
import type { Subscriber } from '../db/schema.ts';
import { readEmailSettings } from '../email/emailSettings.ts';
import { logUnsentEmail, sendEmail, type SendOutcome } from '../email/mailer.ts';
import { renderWelcomeEmail, welcomeSubject } from '../email/templates/welcomeEmail.ts';
import { readVisitorLimits } from '../http/visitorLimits.ts';
import { claimWelcomeEmail } from '../repositories/subscriberRepository.ts';
import { createUnsubscribeToken, listUnsubscribeHeaders, unsubscribeUrl } from './unsubscribeToken.ts';

/**
 * The welcome mail of a subscriber who has just become active, with a signed one-click unsubscribe
 * link in the body and in the List-Unsubscribe headers (RFC 2369, RFC 8058). Never throws.
 */
export async function sendWelcomeEmail(
  subscriber: Pick<Subscriber, 'id' | 'email' | 'subscribedAt'>,
): Promise<SendOutcome> {
  const envelope = {
    kind: 'welcome' as const,
    reference: `subscriber ${subscriber.id}`,
    to: subscriber.email,
    subject: welcomeSubject,
    // One welcome per subscription: a resubscription later gets its own.
    idempotencyKey: `welcome/${subscriber.id}/${subscriber.subscribedAt.getTime()}`,
  };
  try {
    const settings = readEmailSettings();
    const link = unsubscribeUrl(settings.siteUrl, createUnsubscribeToken(settings.unsubscribeSecret(), subscriber.id));
    const { html, text } = await renderWelcomeEmail(settings.siteUrl, link);
    return await sendEmail(
      {
        ...envelope,
        html,
        text,
        headers: listUnsubscribeHeaders(link),
      },
      settings,
    );
  } catch (error) {
    return logUnsentEmail(envelope, error instanceof Error ? error.message : String(error));
  }
}

/**
 * The welcome mail of a subscriber who has just become active, unless the address was welcomed
 * within WELCOME_EMAIL_INTERVAL_HOURS (visitorLimits.ts): subscribing someone again and again must
 * not flood their inbox. The subscription stands either way.
 */
export async function welcomeUnlessRecentlyWelcomed(
  db: Database,
  subscriber: Pick<Subscriber, 'id' | 'email' | 'subscribedAt'>,
  now = new Date(),
): Promise<SendOutcome | undefined> {
  const notSince = new Date(now.getTime() - readVisitorLimits().welcomeIntervalMs);
  if (!(await claimWelcomeEmail(db, subscriber.id, notSince))) return undefined;
  return sendWelcomeEmail(subscriber);
}
