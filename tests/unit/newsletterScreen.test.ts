import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/lib/apiClient.ts';
import type { AdminNewsletter } from '../../src/lib/admin/newsletters.ts';
import { newsletterIssueTextRules } from '../../src/lib/schemas/newsletterIssue.ts';
import {
  anySending,
  canRetryFailed,
  canSendToAll,
  deleteFailure,
  deliveriesDone,
  deliveryFigures,
  emptyIssueForm,
  failedMailsTitle,
  failureReasonLines,
  issueDates,
  issueFormOf,
  issueRequest,
  issueSaveFailure,
  issueSource,
  newsletterCountLine,
  newsletterLimits,
  newsletterProgress,
  newsletterStatusChanges,
  newsletterStatusVariant,
  publishedPosts,
  retryFailedHint,
  retryFailedLabel,
  retryFailure,
  retryStartedMessage,
  sendFailure,
  sendToAllConfirmation,
  sendToAllLabel,
  testAddressProblem,
  testSendFailure,
} from '../../src/lib/admin/newsletterScreen.ts';
import { repeatEvery } from '../../src/islands/admin/newsletter/reloadWhileSending.ts';

const issue = (fields: Partial<AdminNewsletter>): AdminNewsletter => ({
  id: 1,
  subject: 'Spring in the jar',
  status: 'draft',
  postId: null,
  post: null,
  body: 'The snails are back.',
  createdAt: '2026-03-05T12:00:00.000Z',
  updatedAt: '2026-03-05T12:00:00.000Z',
  sendRequestedAt: null,
  sentAt: null,
  total: 0,
  pending: 0,
  sent: 0,
  failed: 0,
  skipped: 0,
  delivered: 0,
  bounced: 0,
  complained: 0,
  failures: [],
  ...fields,
});

const refusal = (status: number, body: object) => new ApiError(status, 'Refused', JSON.stringify(body));

describe('newsletterProgress', () => {
  it('says a draft is not sent yet', () => {
    expect(newsletterProgress(issue({ status: 'draft' }))).toBe('Not sent yet');
  });

  it('counts what is sent of all, with the failures when there are any', () => {
    expect(newsletterProgress(issue({ status: 'sending', total: 1200, sent: 3 }))).toBe('3 of 1,200 sent');
    expect(newsletterProgress(issue({ status: 'sent', total: 10, sent: 10 }))).toBe('10 of 10 sent');
    expect(newsletterProgress(issue({ status: 'failed', total: 10, sent: 8, failed: 2 }))).toBe(
      '8 of 10 sent, 2 failed',
    );
  });

  it('counts the addresses skipped because they left before their turn', () => {
    expect(newsletterProgress(issue({ status: 'sent', total: 10, sent: 7, failed: 1, skipped: 2 }))).toBe(
      '7 of 10 sent, 1 failed, 2 skipped (unsubscribed meanwhile)',
    );
  });

  it('counts every mail done, sent or not, for the progress bar', () => {
    expect(deliveriesDone(issue({ status: 'sending', total: 10, pending: 4, sent: 3, failed: 2, skipped: 1 }))).toBe(6);
  });
});

describe('deliveryFigures', () => {
  it('says nothing of a draft', () => {
    expect(deliveryFigures(issue({ status: 'draft' }))).toEqual([]);
  });

  it('counts the mails sent, what the mail service reported of them, and the failed, spam in words', () => {
    const done = issue({ status: 'failed', total: 21, sent: 20, delivered: 18, bounced: 1, complained: 0, failed: 1 });
    expect(deliveryFigures(done).join(' · ')).toBe('20 sent · 18 delivered · 1 bounced · 0 marked as spam · 1 failed');
    expect(
      deliveryFigures(issue({ status: 'sending', total: 1500, pending: 300, sent: 1200, delivered: 1001 })),
    ).toEqual(['1,200 sent', '1,001 delivered', '0 bounced', '0 marked as spam', '0 failed']);
    expect(deliveryFigures(issue({ status: 'sent', total: 3, sent: 3, complained: 2 }))).toEqual([
      '3 sent',
      '0 delivered',
      '0 bounced',
      '2 marked as spam',
      '0 failed',
    ]);
  });
});

describe('the failed mails and their retry', () => {
  it('offers the retry once the issue is done and some of its mails failed', () => {
    expect(canRetryFailed(issue({ status: 'failed', failed: 3 }))).toBe(true);
    expect(canRetryFailed(issue({ status: 'sent', failed: 1 }))).toBe(true);
    // Its worker still owns them: the server would refuse.
    expect(canRetryFailed(issue({ status: 'sending', failed: 2 }))).toBe(false);
    expect(canRetryFailed(issue({ status: 'failed', failed: 0 }))).toBe(false);
    expect(canRetryFailed(issue({ status: 'draft' }))).toBe(false);
  });

  it('names the button, the heading and the hint by how many failed', () => {
    expect(retryFailedLabel(3)).toBe('Retry 3 failed');
    expect(retryFailedLabel(1)).toBe('Retry 1 failed');
    expect(retryFailedLabel(1200)).toBe('Retry 1,200 failed');
    expect(failedMailsTitle(3)).toBe('3 mails could not be sent');
    expect(failedMailsTitle(1)).toBe('1 mail could not be sent');
    expect(retryFailedHint(3)).toBe('Sends those 3 mails again, and only them: nobody gets the issue twice.');
    expect(retryFailedHint(1)).toBe('Sends that mail again, and only it: nobody gets the issue twice.');
    expect(retryStartedMessage('Spring in the jar', 3)).toBe(
      'Sending the 3 failed mails of “Spring in the jar” again.',
    );
    expect(retryStartedMessage('Spring in the jar', 1)).toBe('Sending the failed mail of “Spring in the jar” again.');
  });

  it('lists each reason with its count, most first as the server sends them', () => {
    const failures = [
      { reason: 'The mailbox is full.', count: 2 },
      { reason: 'No such address.', count: 1 },
    ];
    expect(failureReasonLines(issue({ failed: 3, failures }))).toEqual([
      '2 mails: The mailbox is full.',
      '1 mail: No such address.',
    ]);
    expect(failureReasonLines(issue({}))).toEqual([]);
  });

  it('lists five reasons at most, counting the mails of the rarest together in the fifth line', () => {
    const reason = (count: number) => ({ reason: `Reason ${count}`, count });
    const five = [9, 8, 7, 6, 5].map(reason);
    expect(failureReasonLines(issue({ failures: five }))).toHaveLength(5);
    expect(failureReasonLines(issue({ failures: five })).at(-1)).toBe('5 mails: Reason 5');
    expect(failureReasonLines(issue({ failures: [...five, reason(1)] }))).toEqual([
      '9 mails: Reason 9',
      '8 mails: Reason 8',
      '7 mails: Reason 7',
      '6 mails: Reason 6',
      '6 mails for 2 other reasons',
    ]);
  });

  it('explains a 409 in the server’s words, or as nothing to send again; anything else as a failure', () => {
    const stillSending = 'This issue is still being sent; its deliveries that fail can be sent again once it is done.';
    expect(retryFailure(refusal(409, { message: stillSending }))).toBe(stillSending);
    expect(retryFailure(new ApiError(409, 'Conflict', ''))).toBe(
      'No delivery of this issue failed, so there is nothing to send again.',
    );
    expect(retryFailure(new ApiError(500, 'Server Error', ''))).toBe(
      'Failed to send the failed mails again. Please try again.',
    );
    expect(retryFailure(new TypeError('Failed to fetch'))).toBe(
      'Failed to send the failed mails again. Please try again.',
    );
  });
});

describe('issueSource', () => {
  it('names the journal post an issue mails, or says it is its own text', () => {
    const post = { id: 4, title: 'Moss on stones', excerpt: '', slug: 'moss-on-stones', isPublished: true };
    expect(issueSource(issue({ postId: 4, post, body: null }))).toBe('From the journal post “Moss on stones”.');
    expect(issueSource(issue({ postId: 4, post: null, body: null }))).toBe('From journal post 4, now deleted.');
    expect(issueSource(issue({}))).toBe('Written here in Markdown.');
  });
});

it('lets the fields hold what the server takes, no more', () => {
  expect(newsletterLimits).toEqual({
    subject: newsletterIssueTextRules.subject.max,
    body: newsletterIssueTextRules.body.max,
  });
});

describe('the badge and what can be done', () => {
  it('shows sent as default, failed as destructive, the others as secondary', () => {
    expect(newsletterStatusVariant('sent')).toBe('default');
    expect(newsletterStatusVariant('failed')).toBe('destructive');
    expect(newsletterStatusVariant('draft')).toBe('secondary');
    expect(newsletterStatusVariant('sending')).toBe('secondary');
  });

  it('offers Send to all for a draft only', () => {
    expect(canSendToAll({ status: 'draft' })).toBe(true);
    for (const status of ['sending', 'sent', 'failed'] as const) expect(canSendToAll({ status })).toBe(false);
  });

  it('reads the list again only while an issue is sending', () => {
    expect(anySending([{ status: 'sent' }, { status: 'sending' }])).toBe(true);
    expect(anySending([{ status: 'sent' }, { status: 'draft' }, { status: 'failed' }])).toBe(false);
    expect(anySending([])).toBe(false);
  });
});

describe('newsletterCountLine', () => {
  it('counts the issues and each state that has any', () => {
    expect(newsletterCountLine([])).toBe('0 issues');
    expect(newsletterCountLine([{ status: 'draft' }])).toBe('1 issue: 1 draft');
    expect(newsletterCountLine([{ status: 'sent' }, { status: 'draft' }, { status: 'sent' }])).toBe(
      '3 issues: 1 draft, 2 sent',
    );
  });
});

describe('newsletterStatusChanges (the live region)', () => {
  const draft = issue({ id: 1 });
  const other = issue({ id: 2, subject: 'Moss', status: 'sent', total: 3, sent: 3 });

  it('announces an issue whose state changed, once, and nothing when no state changed', () => {
    const sending = issue({ id: 1, status: 'sending', total: 12, sent: 0 });
    expect(newsletterStatusChanges([draft, other], [sending, other])).toBe(
      '“Spring in the jar” is being sent to 12 subscribers.',
    );
    expect(newsletterStatusChanges([sending], [{ ...sending, sent: 5 }])).toBe('');
    expect(newsletterStatusChanges([sending], [{ ...sending, status: 'sent', sent: 12 }])).toBe(
      '“Spring in the jar” was sent to 12 subscribers.',
    );
    expect(newsletterStatusChanges([sending], [{ ...sending, status: 'failed', sent: 10, failed: 2 }])).toBe(
      '“Spring in the jar” failed: 10 of 12 sent, 2 failed.',
    );
  });

  it('says a failed issue sending again is its failed mails sent again, not the whole issue', () => {
    const failed = issue({ status: 'failed', total: 12, sent: 10, failed: 2 });
    expect(newsletterStatusChanges([failed], [{ ...failed, status: 'sending', failed: 0 }])).toBe(
      '“Spring in the jar”: its failed mails are being sent again.',
    );
  });

  it('leaves a new issue to whoever made it, and says one subscriber in the singular', () => {
    expect(newsletterStatusChanges([], [draft])).toBe('');
    expect(
      newsletterStatusChanges([issue({ status: 'sending', total: 1 })], [issue({ status: 'sent', total: 1, sent: 1 })]),
    ).toBe('“Spring in the jar” was sent to 1 subscriber.');
  });
});

describe('Send to all', () => {
  it('asks with how many active subscribers will get the issue', () => {
    const asked = sendToAllConfirmation('Spring in the jar', 1234);
    expect(asked.title).toBe('Send “Spring in the jar” to all subscribers?');
    expect(asked.description).toMatch(/^1,234 subscribers will get it/);
    expect(asked.canSend).toBe(true);
    expect(sendToAllLabel(1234)).toBe('Send to 1,234 subscribers');
    expect(sendToAllLabel(1)).toBe('Send to 1 subscriber');
  });

  it('does not offer to send when nobody is subscribed', () => {
    const asked = sendToAllConfirmation('Spring in the jar', 0);
    expect(asked.canSend).toBe(false);
    expect(asked.description).toContain('nobody would get it');
  });

  it('explains a 409 in the server’s words, or as sent already; anything else as a failure', () => {
    expect(sendFailure(refusal(409, { message: 'This issue was sent on March 5.' }))).toBe(
      'This issue was sent on March 5.',
    );
    expect(sendFailure(new ApiError(409, 'Conflict', ''))).toBe(
      'This issue has already been sent: an issue goes to the subscribers only once.',
    );
    expect(sendFailure(new ApiError(500, 'Server Error', ''))).toBe('Failed to send the issue. Please try again.');
    expect(sendFailure(new TypeError('Failed to fetch'))).toBe('Failed to send the issue. Please try again.');
  });
});

describe('issueRequest', () => {
  const form = { subject: '  Spring  ', source: 'markdown' as const, postId: '', body: '# Hello' };

  it('sends the trimmed subject with the Markdown, or with the chosen post’s id', () => {
    expect(issueRequest(form)).toEqual({ request: { subject: 'Spring', body: '# Hello' } });
    expect(issueRequest({ ...form, source: 'post', postId: '7' })).toEqual({
      request: { subject: 'Spring', postId: 7 },
    });
  });

  it('names the first missing field with its message', () => {
    expect(issueRequest({ ...form, subject: ' ' })).toEqual({
      field: 'subject',
      message: 'Please give the issue a subject.',
    });
    expect(issueRequest({ ...form, body: '\n ' })).toEqual({
      field: 'body',
      message: 'Please write the issue’s text.',
    });
    expect(issueRequest({ ...form, source: 'post' })).toEqual({ field: 'postId', message: 'Please choose a post.' });
  });
});

describe('issueSaveFailure', () => {
  it('puts a 400 at the field it names, or on the form when the form has no such field', () => {
    expect(issueSaveFailure(refusal(400, { message: 'The subject is too long.', field: 'subject' }))).toEqual({
      field: 'subject',
      message: 'The subject is too long.',
    });
    expect(issueSaveFailure(refusal(400, { message: 'That post is not published.', field: 'postId' }))).toEqual({
      field: 'postId',
      message: 'That post is not published.',
    });
    expect(issueSaveFailure(refusal(400, { message: 'Give a post or a text, not both.' }))).toEqual({
      field: undefined,
      message: 'Give a post or a text, not both.',
    });
  });

  it('puts a 409 on the form, in the server’s words: the draft went out meanwhile', () => {
    const sent = 'This issue has been sent already, so it cannot be changed.';
    expect(issueSaveFailure(refusal(409, { message: sent }))).toEqual({ field: undefined, message: sent });
  });

  it('says a failure is one, whatever else went wrong', () => {
    expect(issueSaveFailure(new ApiError(503, 'Unavailable', ''))).toEqual({
      field: undefined,
      message: 'Failed to save the issue. Please try again.',
    });
  });
});

describe('the test address', () => {
  it('must be there and be an address', () => {
    expect(testAddressProblem('')).toBe('Please enter the address the test goes to.');
    expect(testAddressProblem('me@')).toBe('Please enter a valid email address.');
    expect(testAddressProblem('me@moss.example')).toBeUndefined();
  });

  it('shows a 400 at the field, and anything else as a failure', () => {
    expect(testSendFailure(refusal(400, { message: 'Please enter a valid email address.', field: 'email' }))).toEqual({
      atField: true,
      message: 'Please enter a valid email address.',
    });
    expect(testSendFailure(refusal(502, { message: 'The test mail could not be sent: timed out.' }))).toEqual({
      atField: false,
      message: 'The test mail could not be sent: timed out.',
    });
    expect(testSendFailure(new ApiError(502, 'Bad Gateway', ''))).toEqual({
      atField: false,
      message: 'Failed to send the test. Please try again.',
    });
  });
});

describe('the issue form of a draft', () => {
  it('holds its text, or its post, for Edit', () => {
    expect(issueFormOf({ subject: 'Moss', postId: null, body: '# Moss' })).toEqual({
      subject: 'Moss',
      source: 'markdown',
      postId: '',
      body: '# Moss',
    });
    expect(issueFormOf({ subject: 'Moss', postId: 7, body: null })).toEqual({
      subject: 'Moss',
      source: 'post',
      postId: '7',
      body: '',
    });
    expect(issueRequest(issueFormOf({ subject: 'Moss', postId: 7, body: null }))).toEqual({
      request: { subject: 'Moss', postId: 7 },
    });
  });

  it('starts empty for a new issue, written in Markdown', () => {
    expect(emptyIssueForm).toEqual({ subject: '', source: 'markdown', postId: '', body: '' });
  });
});

describe('issueDates', () => {
  it('is the day it was written and sent in the site’s time zone, and nothing before it is sent', () => {
    const written = { createdAt: '2026-03-05T03:00:00.000Z', sendRequestedAt: null };
    expect(issueDates(written, 'America/New_York')).toEqual({ written: 'March 4, 2026', sent: '' });
    expect(issueDates({ ...written, sendRequestedAt: '2026-03-06T15:00:00.000Z' }, 'Europe/Lisbon')).toEqual({
      written: 'March 5, 2026',
      sent: 'March 6, 2026',
    });
  });
});

it('explains a refused delete in the server’s words, or as a failure', () => {
  expect(deleteFailure(refusal(409, { message: 'This issue has been sent already.' }))).toBe(
    'This issue has been sent already.',
  );
  expect(deleteFailure(new ApiError(500, 'Server Error', ''))).toBe('Failed to delete the draft. Please try again.');
});

it('offers the published posts only, in the journal’s order', () => {
  const posts = [
    { id: 3, title: 'Draft', isPublished: false },
    { id: 2, title: 'Moss', isPublished: true },
    { id: 1, title: 'Snails', isPublished: true },
  ];
  expect(publishedPosts(posts).map((post) => post.id)).toEqual([2, 1]);
});

describe('repeatEvery (the list read again while an issue is sending)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs every interval, each time after the previous run has finished, until stopped', async () => {
    let finish: () => void = () => {};
    const run = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const stop = repeatEvery(2000, run);
    expect(run).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(2000);
    expect(run).toHaveBeenCalledTimes(1);
    // A slow answer: no second read while the first is on its way.
    await vi.advanceTimersByTimeAsync(6000);
    expect(run).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(1999);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(2);

    stop();
    finish();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('keeps reading after a failed read', async () => {
    const run = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    const stop = repeatEvery(2000, run);
    await vi.advanceTimersByTimeAsync(4000);
    expect(run).toHaveBeenCalledTimes(2);
    stop();
  });
});
