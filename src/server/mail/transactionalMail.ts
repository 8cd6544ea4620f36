import { siteSettings } from '../../lib/admin/siteSettings.ts';
import type { Database } from '../db/database.ts';
import { findContactMessage } from '../repositories/contactMessageRepository.ts';
import type { QueuedMail } from '../repositories/mailQueueRepository.ts';
import { findSubscriber } from '../repositories/subscriberRepository.ts';
import type { EmailSettings } from './emailSettings.ts';
import type { OutgoingEmail } from './outgoingEmail.ts';
import { contactMessageSubject, renderContactMessageEmail } from './templates/contactMessageEmail.ts';
import { renderWelcomeEmail, welcomeSubject } from './templates/welcomeEmail.ts';
import { createUnsubscribeToken, listUnsubscribeHeaders, unsubscribeUrl } from './unsubscribeToken.ts';

/**
 * What a queued welcome or contact mail says (requirements §10.1, §10.2), made from its row when it
 * is first sent: the welcome with the subscriber's signed one-click unsubscribe link in the body and
 * in the List-Unsubscribe headers (RFC 2369, RFC 8058); the contact message to the contact address,
 * replying to the visitor. Undefined when there is nobody to send it to any more: the subscriber left
 * before their welcome went. Throws when the settings cannot make it (no UNSUBSCRIBE_SECRET with
 * RESEND_API_KEY): that may pass once they are fixed.
 */
export async function transactionalMailOf(
  db: Database,
  mail: QueuedMail,
  settings: Pick<EmailSettings, 'siteUrl' | 'unsubscribeSecret'>,
): Promise<OutgoingEmail | undefined> {
  const envelope = { reference: referenceOf(mail), to: mail.email, idempotencyKey: mail.idempotencyKey! };
  if (mail.kind === 'welcome') {
    const subscriber = await findSubscriber(db, mail.subscriberId!);
    if (!subscriber?.isActive) return undefined;
    const link = unsubscribeUrl(settings.siteUrl, createUnsubscribeToken(settings.unsubscribeSecret(), subscriber.id));
    const { html, text } = await renderWelcomeEmail(settings.siteUrl, link);
    return { ...envelope, kind: 'welcome', subject: welcomeSubject, html, text, headers: listUnsubscribeHeaders(link) };
  }
  if (mail.kind === 'contact-message') {
    const message = await findContactMessage(db, mail.contactMessageId!);
    if (!message) return undefined;
    const { html, text } = await renderContactMessageEmail(message);
    const subject = contactMessageSubject(message);
    return { ...envelope, kind: 'contact-message', subject, html, text, replyTo: message.email };
  }
  throw new Error(`Mail ${mail.id} is a newsletter delivery, which goes in its issue's batches.`);
}

/** A queued mail as it was first made, from the content its row keeps. */
export function keptMailOf(mail: QueuedMail): OutgoingEmail {
  return {
    kind: mail.kind === 'contact-message' ? 'contact-message' : 'welcome',
    reference: referenceOf(mail),
    to: mail.email,
    subject: mail.subject!,
    html: mail.html!,
    text: mail.text!,
    ...(mail.headers ? { headers: mail.headers } : {}),
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    idempotencyKey: mail.idempotencyKey!,
  };
}

/** The row a mail is about ('subscriber 12', 'contact message 4'): for the outbox's file names and the logs. */
export function referenceOf(mail: Pick<QueuedMail, 'kind' | 'subscriberId' | 'contactMessageId'>): string {
  return mail.kind === 'contact-message'
    ? `contact message ${mail.contactMessageId}`
    : `subscriber ${mail.subscriberId}`;
}

/** The address contact messages are mailed to. */
export const contactMailAddress = siteSettings.contactEmail;
