import type { MailStatus } from './mailQueue.ts';

/**
 * Newsletter issues as the admin API answers them and the admin's newsletter screen reads them
 * (requirements §10.4-10.6). Kept free of zod and of the server, so that islands can import it cheaply.
 */

/** An issue is a draft until it is sent; then it is sending until every delivery is done. */
export const newsletterStatuses = ['draft', 'sending', 'sent', 'failed'] as const;
export type NewsletterStatus = (typeof newsletterStatuses)[number];

/**
 * How many deliveries an issue has (its rows of the mail queue): in all, in each state (pending until
 * its batch goes, then sent, failed or skipped), and of those sent, how many Resend's webhook reported
 * delivered, bounced or complained of.
 */
export type DeliveryCounts = { total: number } & Record<MailStatus, number> &
  Record<'delivered' | 'bounced' | 'complained', number>;

/** Why deliveries of an issue failed, and how many for each reason, most first. */
export type DeliveryFailure = { reason: string; count: number };

/** The journal post an issue mails, as the admin sees it beside the issue. */
export type NewsletterPost = { id: number; title: string; excerpt: string; slug: string; isPublished: boolean };

/**
 * One issue (GET /api/admin/newsletters and /{id}). Exactly one of `postId` and `body` is set; `post`
 * is that post when it still exists. Dates are ISO strings; `sendRequestedAt` and `sentAt` are null
 * until the issue is sent and done.
 */
export type AdminNewsletter = DeliveryCounts & {
  id: number;
  subject: string;
  status: NewsletterStatus;
  postId: number | null;
  post: NewsletterPost | null;
  body: string | null;
  createdAt: string;
  updatedAt: string;
  sendRequestedAt: string | null;
  sentAt: string | null;
  /** Why deliveries failed, grouped by reason (empty while none did). */
  failures: DeliveryFailure[];
};

/** What an issue looks like in a mail (GET /api/admin/newsletters/{id}/preview). */
export type NewsletterPreview = { subject: string; html: string; text: string };
