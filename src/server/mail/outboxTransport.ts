import type { EmailSettings } from './emailSettings.ts';
import type { BatchAnswered, MailNotSent, MailSent, MailTransport } from './mailTransport.ts';
import { findInOutbox, writeToOutbox } from './outbox.ts';
import type { OutgoingEmail } from './outgoingEmail.ts';

/**
 * Local mode's transport (no RESEND_API_KEY): each mail written to DATA_DIR/outbox/ and logged
 * (outbox.ts). A mail that may have been written before, by an attempt a crash cut short, is looked
 * for under its key first, so that a resend never writes it twice. A write that fails (a full disk)
 * may pass, and is tried again like a provider's outage.
 */
export function outboxTransport(settings: Pick<EmailSettings, 'outboxDir' | 'from'>): MailTransport {
  function write(mail: OutgoingEmail, mayHaveGone: boolean): MailSent {
    const rowId = Number(mail.reference.replace(/\D+/g, ''));
    const written = mayHaveGone ? findInOutbox(settings.outboxDir, mail.kind, rowId, mail.idempotencyKey) : undefined;
    return { sent: true, providerId: written ?? writeToOutbox(settings.outboxDir, settings.from, mail) };
  }
  const refusal = (error: unknown): MailNotSent => ({
    sent: false,
    temporary: true,
    reason: `The outbox could not be written: ${error instanceof Error ? error.message : String(error)}`,
  });
  return {
    name: 'outbox',
    async send(mail, { mayHaveGone }) {
      try {
        const sent = write(mail, mayHaveGone);
        // Who and what, not the address or subject: the log outlives an erasure.
        console.log(`E-mail written to the outbox (RESEND_API_KEY is not set): ${mail.kind} for ${mail.reference}.`);
        return sent;
      } catch (error) {
        return refusal(error);
      }
    },
    async sendBatch(mails, idempotencyKey, { mayHaveGone }): Promise<BatchAnswered | MailNotSent> {
      try {
        const sent: MailSent[] = [];
        for (const [index, mail] of mails.entries()) {
          sent.push(write(mail, mayHaveGone));
          // Written synchronously (outbox.ts): every ten mails, the server's requests are let in.
          if (index % 10 === 9) await new Promise((resolve) => setImmediate(resolve));
        }
        console.log(
          `${mails.length} e-mails written to the outbox (RESEND_API_KEY is not set): ` +
            `${mails[0]!.kind}, batch ${idempotencyKey}`,
        );
        return { sent: true, mails: sent };
      } catch (error) {
        return refusal(error);
      }
    },
  };
}
