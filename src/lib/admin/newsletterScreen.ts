import { ApiError } from '../apiClient.ts';
import { emailAddressMessages, emailAddressProblem } from '../forms/emailAddress.ts';
import { formatAdminDate } from '../formatDate.ts';
import { groupThousands } from '../formatNumber.ts';
import type { AdminStatusVariant } from '../catalogue/speciesStatus.ts';
import type { AdminNewsletter, NewsletterStatus } from './newsletters.ts';

/**
 * The newsletter screen's words and checks (requirements §2.30), over the issues as the admin API answers
 * them (newsletters.ts).
 */

/** A journal post an issue can be made from, as GET /api/admin/posts lists it. */
export type JournalPostChoice = { id: number; title: string; isPublished: boolean };

const subscribersWord = (count: number) => (count === 1 ? '1 subscriber' : `${groupThousands(count)} subscribers`);

/** The Status column's badge: the state in a word. */
export function newsletterStatusLabel(status: NewsletterStatus): string {
  return { draft: 'Draft', sending: 'Sending', sent: 'Sent', failed: 'Failed' }[status];
}

/** A sent issue is the default badge, a failed one destructive, a draft or one on its way secondary. */
export function newsletterStatusVariant(status: NewsletterStatus): AdminStatusVariant {
  if (status === 'sent') return 'default';
  return status === 'failed' ? 'destructive' : 'secondary';
}

type Deliveries = Pick<AdminNewsletter, 'status' | 'total' | 'sent' | 'failed' | 'skipped'>;

/**
 * The Deliveries column: how far the sending got ('3 of 10 sent'), with the failures and the skipped (an
 * address that left before its turn) when there are any.
 */
export function newsletterProgress({ status, total, sent, failed, skipped }: Deliveries): string {
  if (status === 'draft') return 'Not sent yet';
  const parts = [`${groupThousands(sent)} of ${groupThousands(total)} sent`];
  if (failed > 0) parts.push(`${groupThousands(failed)} failed`);
  if (skipped > 0) parts.push(`${groupThousands(skipped)} skipped (unsubscribed meanwhile)`);
  return parts.join(', ');
}

/** How many of an issue's mails are done, sent or not: the progress bar's value while it is sending. */
export function deliveriesDone({ sent, failed, skipped }: Deliveries): number {
  return sent + failed + skipped;
}

const mailsWord = (count: number) => (count === 1 ? '1 mail' : `${groupThousands(count)} mails`);

/**
 * What became of an issue's mails, once it has gone out, a figure each: how many left, what the mail
 * service reported of those (delivered, bounced, marked as spam) and how many could not be sent, shown in
 * one line ('20 sent · 18 delivered · …'); nothing for a draft.
 */
export function deliveryFigures(
  issue: Pick<AdminNewsletter, 'status' | 'sent' | 'delivered' | 'bounced' | 'complained' | 'failed'>,
): string[] {
  if (issue.status === 'draft') return [];
  const { sent, delivered, bounced, complained, failed } = issue;
  return [
    `${groupThousands(sent)} sent`,
    `${groupThousands(delivered)} delivered`,
    `${groupThousands(bounced)} bounced`,
    `${groupThousands(complained)} marked as spam`,
    `${groupThousands(failed)} failed`,
  ];
}

/**
 * An issue's failed mails can be sent again once it is done: while it is sending, its worker still owns
 * them (the server refuses, 409).
 */
export function canRetryFailed(issue: Pick<AdminNewsletter, 'status' | 'failed'>): boolean {
  return issue.status !== 'sending' && issue.failed > 0;
}

/** The heading over why an issue's mails failed. */
export function failedMailsTitle(failed: number): string {
  return `${mailsWord(failed)} could not be sent`;
}

/** The most reasons listed one by one; past that the least common are counted together. */
const listedReasons = 5;

/**
 * Why an issue's mails failed, a line per reason with how many it stopped, most first as the server
 * groups them. Past five reasons, the fifth line counts the mails of all the remaining ones.
 */
export function failureReasonLines(issue: Pick<AdminNewsletter, 'failures'>): string[] {
  const { failures } = issue;
  const shown = failures.length > listedReasons ? failures.slice(0, listedReasons - 1) : failures;
  const lines = shown.map(({ reason, count }) => `${mailsWord(count)}: ${reason}`);
  const rest = failures.slice(shown.length);
  if (rest.length > 0) {
    const count = rest.reduce((sum, failure) => sum + failure.count, 0);
    lines.push(`${mailsWord(count)} for ${rest.length} other reasons`);
  }
  return lines;
}

/** The retry's button: 'Retry 3 failed'. */
export function retryFailedLabel(failed: number): string {
  return `Retry ${groupThousands(failed)} failed`;
}

/** Under the retry's button: what it sends, so that the owner knows nobody gets the issue twice. */
export function retryFailedHint(failed: number): string {
  const those = failed === 1 ? 'that mail' : `those ${groupThousands(failed)} mails`;
  return `Sends ${those} again, and only ${failed === 1 ? 'it' : 'them'}: nobody gets the issue twice.`;
}

/** The toast once the retry has started. */
export function retryStartedMessage(subject: string, failed: number): string {
  const mails = failed === 1 ? 'failed mail' : `${groupThousands(failed)} failed mails`;
  return `Sending the ${mails} of “${subject}” again.`;
}

/** Why the retry was refused: 409 when nothing failed (or it is still sending), in the server's words. */
export function retryFailure(error: unknown): string {
  return (
    conflictMessage(error, 'No delivery of this issue failed, so there is nothing to send again.') ??
    'Failed to send the failed mails again. Please try again.'
  );
}

/** The screen reads the issues again every few seconds while one is going out, and stops once none is. */
export function anySending(issues: readonly Pick<AdminNewsletter, 'status'>[]): boolean {
  return issues.some((issue) => issue.status === 'sending');
}

/** Only a draft can be sent to everyone: the server refuses a second send of an issue (409). */
export function canSendToAll(issue: Pick<AdminNewsletter, 'status'>): boolean {
  return issue.status === 'draft';
}

/**
 * The sentence the live region says when an issue's state changes under the admin's eyes. A failed issue
 * sending again is its failed mails retried, not the whole issue going out.
 */
function statusSentence(issue: Deliveries & Pick<AdminNewsletter, 'subject'>, before: NewsletterStatus): string {
  const subject = `“${issue.subject}”`;
  switch (issue.status) {
    case 'draft':
      return `${subject} is a draft.`;
    case 'sending':
      if (before === 'failed') return `${subject}: its failed mails are being sent again.`;
      return `${subject} is being sent to ${subscribersWord(issue.total)}.`;
    case 'sent':
      return `${subject} was sent to ${subscribersWord(issue.sent)}.`;
    case 'failed':
      return `${subject} failed: ${newsletterProgress(issue)}.`;
  }
}

/**
 * What changed between two readings of the list, for the live region: one sentence per issue whose
 * state is not what it was (an issue new to the list is announced by whoever made it, not here).
 */
export function newsletterStatusChanges(
  before: readonly Pick<AdminNewsletter, 'id' | 'status'>[],
  after: readonly (Deliveries & Pick<AdminNewsletter, 'id' | 'subject'>)[],
): string {
  const earlier = new Map(before.map((issue) => [issue.id, issue.status]));
  return after
    .flatMap((issue) => {
      const was = earlier.get(issue.id);
      return was === undefined || was === issue.status ? [] : [statusSentence(issue, was)];
    })
    .join(' ');
}

/** The screen's count line: how many issues, and how many of them are in each state that has any. */
export function newsletterCountLine(issues: readonly Pick<AdminNewsletter, 'status'>[]): string {
  const counts = (['draft', 'sending', 'sent', 'failed'] as const)
    .map((status) => [status, issues.filter((issue) => issue.status === status).length] as const)
    .filter(([, count]) => count > 0)
    .map(([status, count]) => `${count} ${status}`);
  const issuesWord = issues.length === 1 ? '1 issue' : `${issues.length} issues`;
  return counts.length === 0 ? issuesWord : `${issuesWord}: ${counts.join(', ')}`;
}

/** What "Send to all subscribers" asks before it sends, with how many active subscribers will get the issue. */
export function sendToAllConfirmation(subject: string, activeSubscribers: number) {
  if (activeSubscribers === 0) {
    return {
      title: `Send “${subject}” to all subscribers?`,
      description: 'There are no active subscribers yet, so nobody would get it. It stays a draft.',
      canSend: false,
    };
  }
  return {
    title: `Send “${subject}” to all subscribers?`,
    description:
      `${subscribersWord(activeSubscribers)} will get it: every active address, once. ` +
      'A sent issue cannot be called back or sent again.',
    canSend: true,
  };
}

/** The words of Send to all's button in the confirmation: how many it goes to. */
export function sendToAllLabel(activeSubscribers: number): string {
  return `Send to ${subscribersWord(activeSubscribers)}`;
}

/** The toast once the send has started. */
export function sendStartedMessage(subject: string, activeSubscribers: number): string {
  return `Sending “${subject}” to ${subscribersWord(activeSubscribers)}.`;
}

/**
 * A refusal of what the issue's state allows (409), in the server's words when it gave them, else in
 * `otherwise`'s; undefined for any other error.
 */
function conflictMessage(error: unknown, otherwise?: string): string | undefined {
  if (!(error instanceof ApiError && error.status === 409)) return undefined;
  return error.serverMessage ?? otherwise;
}

/** Why Send was refused: 409 when it went out already (or is going), in the server's words when it gave them. */
export function sendFailure(error: unknown): string {
  return (
    conflictMessage(error, 'This issue has already been sent: an issue goes to the subscribers only once.') ??
    'Failed to send the issue. Please try again.'
  );
}

/** How the new issue's content is given: a published journal post, or Markdown written here. */
export type IssueSource = 'post' | 'markdown';

/**
 * What the issue form holds (New issue, and Edit of a draft). `postId` is the chosen post's id as the
 * select holds it, '' before a choice.
 */
export type IssueForm = { subject: string; source: IssueSource; postId: string; body: string };

export const emptyIssueForm: IssueForm = { subject: '', source: 'markdown', postId: '', body: '' };

/** A draft's form, to edit it: its subject, and its post or its text. */
export function issueFormOf(issue: Pick<AdminNewsletter, 'subject' | 'postId' | 'body'>): IssueForm {
  return issue.postId === null
    ? { subject: issue.subject, source: 'markdown', postId: '', body: issue.body ?? '' }
    : { subject: issue.subject, source: 'post', postId: String(issue.postId), body: '' };
}

/** The body of POST /api/admin/newsletters and PATCH /{id}: from a journal post or from Markdown. */
export type IssueRequest = { subject: string; postId: number } | { subject: string; body: string };

export type IssueField = 'subject' | 'postId' | 'body';

/**
 * The issue form checked before it is sent (the server checks it again): a subject, and the content
 * its source needs. Either the request's body, or the first field that is missing, with its message.
 */
export function issueRequest(form: IssueForm): { request: IssueRequest } | { field: IssueField; message: string } {
  const subject = form.subject.trim();
  if (subject === '') return { field: 'subject', message: 'Please give the issue a subject.' };
  if (form.source === 'post') {
    const postId = Number(form.postId);
    if (form.postId === '' || !Number.isInteger(postId)) return { field: 'postId', message: 'Please choose a post.' };
    return { request: { subject, postId } };
  }
  if (form.body.trim() === '') return { field: 'body', message: 'Please write the issue’s text.' };
  return { request: { subject, body: form.body } };
}

/**
 * Where a refused save belongs: the field the server's 400 names, when the form has it, or the form as a
 * whole with the server's sentence (a 409: the draft went out meanwhile), or the failure.
 */
export function issueSaveFailure(error: unknown): { field: IssueField | undefined; message: string } {
  if (error instanceof ApiError && (error.status === 400 || error.status === 409) && error.serverMessage) {
    const field = (['subject', 'postId', 'body'] as const).find((name) => name === error.field);
    return { field, message: error.serverMessage };
  }
  return { field: undefined, message: 'Failed to save the issue. Please try again.' };
}

/** Why a draft was not deleted: in the server's words when it gave them (409: it went out meanwhile). */
export function deleteFailure(error: unknown): string {
  return conflictMessage(error) ?? 'Failed to delete the draft. Please try again.';
}

/**
 * When an issue was written, and when it was sent (asked to go out; '' before), as the list shows them:
 * the day in the site's time zone.
 */
export function issueDates(
  issue: Pick<AdminNewsletter, 'createdAt' | 'sendRequestedAt'>,
  timeZone: string,
): { written: string; sent: string } {
  return {
    written: formatAdminDate(issue.createdAt, timeZone),
    sent: issue.sendRequestedAt ? formatAdminDate(issue.sendRequestedAt, timeZone) : '',
  };
}

/** The posts an issue can be made from: the published ones, in the order the journal lists them. */
export function publishedPosts<T extends Pick<JournalPostChoice, 'isPublished'>>(posts: readonly T[]): T[] {
  return posts.filter((post) => post.isPublished);
}

/** The admin API of the newsletter screen. */
export const newsletterApi = {
  list: '/api/admin/newsletters',
  issue: (id: number) => `/api/admin/newsletters/${id}`,
  preview: (id: number) => `/api/admin/newsletters/${id}/preview`,
  test: (id: number) => `/api/admin/newsletters/${id}/test`,
  send: (id: number) => `/api/admin/newsletters/${id}/send`,
  /** Sends an issue's failed deliveries again, and only those. */
  retry: (id: number) => `/api/admin/newsletters/${id}/retry`,
  /** The journal's posts, an issue's possible content. */
  posts: '/api/admin/posts',
  /** How many active subscribers a send would reach. */
  subscriberCounts: '/api/admin/subscribers/counts',
} as const;

/** The longest subject and Markdown text the server takes (newsletterIssueTextRules, which brings zod along). */
export const newsletterLimits = { subject: 200, body: 50_000 } as const;

/** What is wrong with the address a test goes to, as it will be sent (trimmed); the server checks it again. */
export function testAddressProblem(address: string): string | undefined {
  const problem = emailAddressProblem(address);
  if (problem === 'required') return 'Please enter the address the test goes to.';
  return problem && emailAddressMessages[problem];
}

/**
 * Why a test was not sent: a refused address in the server's words (to show at the field), or the failure,
 * in the server's words when it gave them (the mail service's refusal).
 */
export function testSendFailure(error: unknown): { atField: boolean; message: string } {
  if (error instanceof ApiError && error.status === 400 && error.serverMessage) {
    return { atField: true, message: error.serverMessage };
  }
  const message = error instanceof ApiError && error.serverMessage;
  return { atField: false, message: message || 'Failed to send the test. Please try again.' };
}

/** Where an issue's content comes from, for its panel: its journal post, or its own text. */
export function issueSource(issue: Pick<AdminNewsletter, 'postId' | 'post'>): string {
  if (issue.postId === null) return 'Written here in Markdown.';
  return issue.post
    ? `From the journal post “${issue.post.title}”.`
    : `From journal post ${issue.postId}, now deleted.`;
}
