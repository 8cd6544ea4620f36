import type { EmailSettings } from './emailSettings.ts';
import type { OutgoingEmail } from './outgoingEmail.ts';
import { withUnsubscribeLink } from './templates/renderEmail.ts';
import type { Delivery, Newsletter, NewsletterMail } from '../repositories/newsletterRepository.ts';
import { createUnsubscribeToken, listUnsubscribeHeaders, unsubscribeUrl } from './unsubscribeToken.ts';

/**
 * The key a batch of an issue goes out under (requirements §10.5): the issue, its send key and the
 * batch's first delivery. Resend delivers one key's batch once within a day, so a batch sent again
 * after a crash or a refusal, with the same deliveries and the same key, reaches nobody twice.
 * Deliveries are claimed in id order, so no two batches of a send start with the same delivery at
 * the same attempt. The send key is made when the issue is sent (and anew for a retry of its failed
 * deliveries), so that a copy of the database sending its own issue of the same number never meets
 * these keys.
 */
export function batchIdempotencyKey(
  newsletterId: number,
  sendKey: string,
  firstDelivery: Pick<Delivery, 'id' | 'attempts'>,
): string {
  // The attempt too: a batch the rate limit turned away is claimed afresh, perhaps with fewer in it.
  return `newsletter-${newsletterId}/${sendKey}/batch-${firstDelivery.id}.${firstDelivery.attempts + 1}`;
}

/** One subscriber's copy of an issue: the key the local outbox finds it again by. */
export function deliveryIdempotencyKey(newsletterId: number, subscriberId: number): string {
  return `newsletter-${newsletterId}/subscriber-${subscriberId}`;
}

/** What an issue's mails are made of: its subject, and its mail as frozen when it was sent. */
export type FrozenIssue = Pick<Newsletter, 'id' | 'subject'> & { mail: Pick<NewsletterMail, 'html' | 'text'> };

/**
 * An issue's mail to one subscriber (requirements §10.6): the frozen mail with their own signed
 * unsubscribe link in its place, the List-Unsubscribe headers with the same link, the sender of
 * EMAIL_FROM (the mailer adds it). The same delivery always gives the same mail, which a batch sent
 * again under its key must be.
 */
export function issueMail(
  issue: FrozenIssue,
  delivery: { subscriberId: number | null; email: string },
  settings: Pick<EmailSettings, 'siteUrl' | 'unsubscribeSecret'>,
): OutgoingEmail {
  const subscriberId = delivery.subscriberId!;
  const token = createUnsubscribeToken(settings.unsubscribeSecret(), subscriberId);
  const link = unsubscribeUrl(settings.siteUrl, token);
  const { html, text } = withUnsubscribeLink(issue.mail, link);
  return {
    kind: 'newsletter-issue',
    reference: `subscriber ${subscriberId}`,
    to: delivery.email,
    subject: issue.subject,
    html,
    text,
    headers: listUnsubscribeHeaders(link),
    idempotencyKey: deliveryIdempotencyKey(issue.id, subscriberId),
  };
}

/**
 * Claimed deliveries grouped back into the batches they were claimed in, in order: each batch is
 * sent again whole under its own key, never regrouped (a regrouped batch would be a new payload
 * under an old key, which Resend refuses).
 */
export function claimedBatches(deliveries: readonly Delivery[]): { idempotencyKey: string; deliveries: Delivery[] }[] {
  const batches = new Map<string, Delivery[]>();
  for (const delivery of deliveries) {
    if (delivery.idempotencyKey === null) continue;
    let batch = batches.get(delivery.idempotencyKey);
    if (!batch) batches.set(delivery.idempotencyKey, (batch = []));
    batch.push(delivery);
  }
  return [...batches].map(([idempotencyKey, batch]) => ({ idempotencyKey, deliveries: batch }));
}
