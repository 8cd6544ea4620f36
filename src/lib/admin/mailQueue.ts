/**
 * The mail queue's fixed lists (requirements §10.9): what a queued mail is, where it stands, and what
 * the provider reported of it after it left. Kept free of zod and of the server, so that the table
 * types and the islands can import them.
 */

/** A welcome to a new subscriber, a contact message to the team, or a subscriber's copy of an issue. */
export const mailKinds = ['welcome', 'contact-message', 'newsletter-issue'] as const;
export type MailKind = (typeof mailKinds)[number];

/** Pending until it is sent, or failed (refused for good, or for too long), or skipped (nobody to send it to). */
export const mailStatuses = ['pending', 'sent', 'failed', 'skipped'] as const;
export type MailStatus = (typeof mailStatuses)[number];

/**
 * What Resend's webhook reported of a mail that left, in rising order of weight: a later report
 * replaces an earlier one only when it weighs as much or more (a complaint is never undone by a late
 * "delivered").
 */
export const mailOutcomes = ['delivery_delayed', 'delivered', 'bounced', 'complained'] as const;
export type MailOutcome = (typeof mailOutcomes)[number];
