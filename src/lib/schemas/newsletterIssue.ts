import { z } from './zod.ts';
import { emailAddressField } from './emailAddressField.ts';
import { objectShapeError } from './newsletterSubscription.ts';
import { plainText } from './plainText.ts';
import type { PlainTextRule } from '../forms/plainTextRule.ts';

/** The texts of an issue (requirements §10.4): its subject line, and the Markdown of a free issue. */
export const newsletterIssueTextRules = {
  subject: { label: 'The subject', max: 200, multiLine: false },
  body: { label: 'The text', max: 50_000, multiLine: true },
} as const satisfies Record<string, PlainTextRule>;

export const neitherPostNorBody = 'Write the text of the issue (body), or choose a journal post to send (postId).';
export const bothPostAndBody = 'An issue is a journal post (postId) or a text of its own (body), not both.';

/**
 * POST /api/admin/newsletters and PATCH /api/admin/newsletters/{id}: a draft issue, which mails either
 * a journal post (its title, excerpt and a link to its page) or free Markdown written for the mail.
 */
export const newsletterIssueSchema = z
  .strictObject(
    {
      subject: plainText(newsletterIssueTextRules.subject).describe("The mail's subject line; one line."),
      postId: z
        .int({ error: 'postId must be the id of a journal post.' })
        .positive('postId must be the id of a journal post.')
        .max(2_147_483_647, 'postId must be the id of a journal post.')
        .optional()
        .describe('The published journal post the issue mails: its title, its excerpt and a link to its page.'),
      body: plainText(newsletterIssueTextRules.body)
        .optional()
        .describe('The text of an issue of its own, in Markdown; raw HTML in it is shown as text.'),
    },
    { error: objectShapeError },
  )
  .check((context) => {
    const { postId, body } = context.value;
    if ((postId === undefined) === (body === undefined))
      context.issues.push({
        code: 'custom',
        message: postId === undefined ? neitherPostNorBody : bothPostAndBody,
        path: [postId === undefined ? 'body' : 'postId'],
        input: context.value,
      });
  })
  .describe('A newsletter issue: a subject, and a journal post or a text of its own');

export type NewsletterIssueInput = z.input<typeof newsletterIssueSchema>;
export type NewsletterIssueFields = z.output<typeof newsletterIssueSchema>;

/** POST /api/admin/newsletters/{id}/test: one test mail of the issue, to any address. */
export const newsletterTestSchema = z
  .strictObject(
    { email: emailAddressField.describe('Where the test mail goes; it need not be a subscriber.') },
    { error: objectShapeError },
  )
  .describe('A test mail of a newsletter issue');

export type NewsletterTestInput = z.input<typeof newsletterTestSchema>;
