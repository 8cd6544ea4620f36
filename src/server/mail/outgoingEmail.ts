/** One mail as the senders hand it to the transport (mailTransport.ts): Resend, or the local outbox. */
export type OutgoingEmail = {
  /** What sort of mail, for logs, file names and the idempotency key. */
  kind: 'welcome' | 'contact-message' | 'newsletter-issue' | 'newsletter-test';
  /**
   * The stored row it belongs to ('subscriber 12'), so that a failed send can be found and resent; an
   * issue's mail names its subscriber (erasure removes their mail from the outbox), its key the issue.
   */
  reference: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
  headers?: Record<string, string>;
  /** The same key for the same mail makes a resend safe: Resend delivers it once. */
  idempotencyKey: string;
};
