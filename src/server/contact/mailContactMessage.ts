import { siteSettings } from '../../lib/admin/siteSettings.ts';
import type { ContactMessage } from '../db/schema.ts';
import { readEmailSettings } from '../email/emailSettings.ts';
import { logUnsentEmail, sendEmail, type SendOutcome } from '../email/mailer.ts';
import { contactMessageSubject, renderContactMessageEmail } from '../email/templates/contactMessageEmail.ts';

/** Mails a stored contact message to the contact address, replying to the visitor. Never throws. */
export async function mailContactMessage(message: ContactMessage): Promise<SendOutcome> {
  const envelope = {
    kind: 'contact-message' as const,
    reference: `contact message ${message.id}`,
    to: siteSettings.contactEmail,
    subject: contactMessageSubject(message),
    idempotencyKey: `contact-message/${message.id}`,
  };
  try {
    const settings = readEmailSettings();
    const { html, text } = await renderContactMessageEmail(message);
    return await sendEmail({ ...envelope, html, text, replyTo: message.email }, settings);
  } catch (error) {
    return logUnsentEmail(envelope, error instanceof Error ? error.message : String(error));
  }
}
