import type { MailRefusal } from './mailRetry.ts';
import type { OutgoingEmail } from './outgoingEmail.ts';

/** One mail sent: the provider's id of it (Resend's, or the outbox file). */
export type MailSent = { sent: true; providerId: string };
/** One mail, or a whole batch, not sent: why, and whether trying again may help. */
export type MailNotSent = { sent: false } & MailRefusal;

/** A batch answered: each mail sent, or refused alone for good (an address the provider will not take). */
export type BatchAnswered = { sent: true; mails: (MailSent | { sent: false; reason: string })[] };

/** How the owner's team wants its mail to leave. Never throws: every failure is an answer. */
export type SendOptions = {
  /** An earlier attempt may have gone: the outbox looks for what it wrote before rather than write it twice. */
  mayHaveGone: boolean;
};

/**
 * Where the site's mail goes (docs/design.md decisions 8 and 18): Resend, or the local outbox when
 * no RESEND_API_KEY is set. The queue's sender, the newsletter's and the test mail all go through
 * the one that currentMailTransport.ts chose.
 */
export interface MailTransport {
  readonly name: 'resend' | 'outbox';
  /** One mail under its own idempotency key. */
  send(mail: OutgoingEmail, options: SendOptions): Promise<MailSent | MailNotSent>;
  /** Up to 100 mails in one request under `idempotencyKey`; each refused address fails alone. */
  sendBatch(mails: OutgoingEmail[], idempotencyKey: string, options: SendOptions): Promise<BatchAnswered | MailNotSent>;
}

/** Resend's batch call takes at most this many mails. */
export const maxBatchSize = 100;

/** Throws unless `mails` fits one batch call. */
export function checkBatchSize(mails: readonly unknown[]): void {
  if (mails.length === 0 || mails.length > maxBatchSize)
    throw new Error(`A batch holds 1 to ${maxBatchSize} mails, not ${mails.length}.`);
}
