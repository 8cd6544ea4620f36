import type { EmailSettings } from '../email/emailSettings.ts';
import type { OutgoingEmail } from '../email/outgoingEmail.ts';
import { withUnsubscribeLink } from '../email/templates/renderEmail.ts';
import type { Delivery, Newsletter, NewsletterMail } from '../repositories/newsletterRepository.ts';
import { createUnsubscribeToken, listUnsubscribeHeaders, unsubscribeUrl } from './unsubscribeToken.ts';

/**
 * The key a batch of an issue goes out under (requirements §10.5): the issue and the batch's first
 * delivery. Resend delivers one key's batch once within a day, so a batch sent again after a crash,
 * with the same deliveries and the same key, reaches nobody twice. Deliveries are claimed in id
 * order, so no two batches of an issue start with the same delivery.
 */
export function batchIdempotencyKey(newsletterId: number, firstDeliveryId: number): string {
  return `newsletter-${newsletterId}/batch-${firstDeliveryId}`;
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
  delivery: Pick<Delivery, 'subscriberId' | 'email'>,
  settings: Pick<EmailSettings, 'siteUrl' | 'unsubscribeSecret'>,
): OutgoingEmail {
  const token = createUnsubscribeToken(settings.unsubscribeSecret(), delivery.subscriberId);
  const link = unsubscribeUrl(settings.siteUrl, token);
  const { html, text } = withUnsubscribeLink(issue.mail, link);
  return {
    kind: 'newsletter-issue',
    reference: `subscriber ${delivery.subscriberId}`,
    to: delivery.email,
    subject: issue.subject,
    html,
    text,
    headers: listUnsubscribeHeaders(link),
    idempotencyKey: deliveryIdempotencyKey(issue.id, delivery.subscriberId),
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

/**
 * Spaces calls at least `intervalMs` apart, whoever makes them (Resend counts a team's requests):
 * each caller reserves the next free moment before it waits, so callers that wait together go one
 * after the other.
 */
export class Pace {
  #next = 0;
  readonly intervalMs: number;

  constructor(intervalMs: number) {
    this.intervalMs = intervalMs;
  }

  /** Resolves at this caller's moment. */
  async wait(now = Date.now()): Promise<void> {
    const at = Math.max(now, this.#next);
    this.#next = at + this.intervalMs;
    if (at > now) await new Promise((resolve) => setTimeout(resolve, at - now));
  }
}
