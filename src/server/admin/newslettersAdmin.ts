import crypto from 'node:crypto';
import type { AdminNewsletter, NewsletterPreview } from '../../lib/admin/newsletters.ts';
import { postPath } from '../../lib/journal/journalPost.ts';
import {
  newsletterIssueSchema,
  newsletterTestSchema,
  type NewsletterIssueFields,
} from '../../lib/schemas/newsletterIssue.ts';
import type { Database } from '../db/database.ts';
import { readEmailSettings } from '../mail/emailSettings.ts';
import { currentMailTransport } from '../mail/currentMailTransport.ts';
import { renderNewsletterIssueEmail, type IssueContent } from '../mail/templates/newsletterIssueEmail.ts';
import { type RenderedEmail, withUnsubscribeLink } from '../mail/templates/renderEmail.ts';
import { actorOf } from '../history/adminActor.ts';
import { recordedWrite } from '../history/recordedWrite.ts';
import { fieldRefusal, HttpError, jsonResponse } from '../http/jsonResponse.ts';
import { readValidJsonBody } from '../http/readJsonBody.ts';
import { parsePositiveId } from '../http/routeParams.ts';
import { dispatchNewsletter } from '../mail/newsletterDispatch.ts';
import { listUnsubscribeHeaders, unsubscribeUrl } from '../mail/unsubscribeToken.ts';
import {
  countActiveSubscribers,
  countDeliveries,
  deleteNewsletterDraft,
  findIssuePosts,
  findNewsletter,
  findNewsletterMail,
  insertNewsletter,
  listDeliveryFailures,
  listNewsletters,
  type Newsletter,
  retryFailedDeliveries,
  startSending,
  updateNewsletterDraft,
} from '../repositories/newsletterRepository.ts';
import { deleted, found } from './adminAnswers.ts';
import { adminHandler } from './adminHandler.ts';

/**
 * The admin's newsletter issues (requirements §10.4-10.6): drafts written, edited, deleted, previewed
 * and tried out by a test mail; then sent, once, to every active subscriber. Every write goes through
 * recordedWrite (History entity `newsletter`); the sending itself is the worker's
 * (src/server/mail/newsletterWorker.ts), which the send call only asks for.
 */
const notFound = 'Newsletter issue not found; it may have been deleted.';

/** The unsubscribe link of a preview or a test mail: a sample that leads to the page saying it is not valid. */
const sampleToken = 'sample';

function notDraft(issue: Pick<Newsletter, 'status'>, doing: string): HttpError {
  const state = issue.status === 'sending' ? 'is being sent' : 'has been sent';
  return new HttpError(
    409,
    `This issue ${state} already, so it cannot be ${doing}: an issue goes to each subscriber once. ` +
      'Write a new issue to send something else.',
  );
}

/** The issues as the admin sees them: each with its delivery counts and, for a post's issue, that post. */
async function adminViews(db: Database, issues: Newsletter[]): Promise<AdminNewsletter[]> {
  const ids = issues.map((issue) => issue.id);
  const counts = await countDeliveries(db, ids);
  const failures = await listDeliveryFailures(db, ids);
  const posts = await findIssuePosts(db, [
    ...new Set(issues.flatMap((issue) => (issue.postId === null ? [] : [issue.postId]))),
  ]);
  return issues.map((issue) => ({
    id: issue.id,
    subject: issue.subject,
    status: issue.status,
    postId: issue.postId,
    post: issue.postId === null ? null : (posts.get(issue.postId) ?? null),
    body: issue.body,
    createdAt: issue.createdAt.toISOString(),
    updatedAt: issue.updatedAt.toISOString(),
    sendRequestedAt: issue.sendRequestedAt?.toISOString() ?? null,
    sentAt: issue.sentAt?.toISOString() ?? null,
    ...counts.get(issue.id)!,
    failures: failures.get(issue.id)!,
  }));
}

async function adminView(db: Database, id: number): Promise<AdminNewsletter> {
  const [view] = await adminViews(db, [found(await findNewsletter(db, id), notFound)]);
  return view!;
}

/** A post an issue may mail: one that exists and is published, else a 400 about `postId`. */
async function checkPost(db: Database, fields: NewsletterIssueFields): Promise<void> {
  if (fields.postId === undefined) return;
  const post = (await findIssuePosts(db, [fields.postId])).get(fields.postId);
  if (!post) throw fieldRefusal('postId', `There is no journal post ${fields.postId}.`);
  if (!post.isPublished)
    throw fieldRefusal('postId', `Post “${post.title}” is not published, so the mail's link would lead nowhere.`);
}

const storedFields = (fields: NewsletterIssueFields) => ({
  subject: fields.subject,
  postId: fields.postId ?? null,
  body: fields.body ?? null,
});

/** What a draft's mail holds now: its text, or its post as the journal shows it (409 when the post is gone). */
async function issueContent(db: Database, issue: Newsletter, siteUrl: string): Promise<IssueContent> {
  if (issue.body !== null) return { subject: issue.subject, markdown: issue.body };
  const post = (await findIssuePosts(db, [issue.postId!])).get(issue.postId!);
  if (!post?.isPublished)
    throw new HttpError(
      409,
      `The journal post of this issue (${issue.postId}) is ${post ? 'not published' : 'gone'}: ` +
        'choose another post, or write a text of its own.',
    );
  const url = `${siteUrl}${postPath(post)}`;
  return { subject: issue.subject, post: { title: post.title, excerpt: post.excerpt, url } };
}

/** The issue's mail with a sample unsubscribe link: as it is frozen once sent, as it would be now for a draft. */
async function sampleMail(db: Database, issue: Newsletter): Promise<RenderedEmail> {
  const { siteUrl } = readEmailSettings();
  const mail =
    issue.status === 'draft'
      ? await renderNewsletterIssueEmail(await issueContent(db, issue, siteUrl), siteUrl)
      : found(await findNewsletterMail(db, issue.id), notFound);
  return withUnsubscribeLink(mail, sampleUnsubscribeUrl());
}

/** The sample unsubscribe link of a preview or a test mail, on the site's own address. */
const sampleUnsubscribeUrl = () => unsubscribeUrl(readEmailSettings().siteUrl, sampleToken);

/** GET /api/admin/newsletters: every issue, newest first, with its delivery counts. */
export const listNewslettersForAdmin = adminHandler(['GET'], async ({ db }) =>
  jsonResponse(await adminViews(db, await listNewsletters(db))),
);

/** GET /api/admin/newsletters/{id}: one issue, with its delivery counts (the screen follows a send with it). */
export const getNewsletterForAdmin = adminHandler(['GET'], async ({ db, params }) =>
  jsonResponse(await adminView(db, parsePositiveId(params.id, 'newsletter'))),
);

/** POST /api/admin/newsletters {subject, postId | body}: a new draft (201, the issue). */
export const addNewsletter = adminHandler(['POST'], async ({ request, db, admin }) => {
  const fields = await readValidJsonBody(request, newsletterIssueSchema);
  await checkPost(db, fields);
  const what = { actor: actorOf(admin), entity: 'newsletter', action: 'create', notFound } as const;
  const { written } = await recordedWrite(db, what, (trx) => insertNewsletter(trx, storedFields(fields)));
  return jsonResponse(await adminView(db, written.id), { status: 201 });
});

/** PATCH /api/admin/newsletters/{id} {subject, postId | body}: rewrites a draft (409 once it is sent). */
export const editNewsletter = adminHandler(['PATCH'], async ({ request, db, admin, params }) => {
  const id = parsePositiveId(params.id, 'newsletter');
  const fields = await readValidJsonBody(request, newsletterIssueSchema);
  await checkPost(db, fields);
  const what = { actor: actorOf(admin), entity: 'newsletter', action: 'update', id, notFound } as const;
  await recordedWrite(db, what, async (trx) => {
    const issue = found(await findNewsletter(trx, id), notFound);
    if (issue.status !== 'draft') throw notDraft(issue, 'changed');
    return updateNewsletterDraft(trx, id, storedFields(fields));
  });
  return jsonResponse(await adminView(db, id));
});

/** DELETE /api/admin/newsletters/{id}: deletes a draft (204; 409 once it is sent). */
export const removeNewsletter = adminHandler(['DELETE'], async ({ db, admin, params }) => {
  const id = parsePositiveId(params.id, 'newsletter');
  const what = { actor: actorOf(admin), entity: 'newsletter', action: 'delete', id, notFound } as const;
  await recordedWrite(db, what, async (trx) => {
    const issue = found(await findNewsletter(trx, id), notFound);
    if (issue.status !== 'draft') throw notDraft(issue, 'deleted');
    return deleteNewsletterDraft(trx, id);
  });
  return deleted();
});

/** GET /api/admin/newsletters/{id}/preview: the mail's subject, HTML and text, with a sample unsubscribe link. */
export const previewNewsletter = adminHandler(['GET'], async ({ db, params }) => {
  const issue = found(await findNewsletter(db, parsePositiveId(params.id, 'newsletter')), notFound);
  const { html, text } = await sampleMail(db, issue);
  return jsonResponse({ subject: issue.subject, html, text } satisfies NewsletterPreview);
});

/**
 * POST /api/admin/newsletters/{id}/test {email}: one mail of the issue to any address, as a subscriber
 * gets it (the same List-Unsubscribe headers), its subject marked "[Test]" and its unsubscribe link a
 * sample; no delivery row, nothing recorded. Sent at once, not queued: the owner waits for the answer,
 * and a refusal is a 502 with Resend's reason.
 */
export const sendNewsletterTest = adminHandler(['POST'], async ({ request, db, params }) => {
  // The body first: one over the limit is a 413 whether or not the issue exists.
  const { email } = await readValidJsonBody(request, newsletterTestSchema);
  const issue = found(await findNewsletter(db, parsePositiveId(params.id, 'newsletter')), notFound);
  const { html, text } = await sampleMail(db, issue);
  const outcome = await currentMailTransport().send(
    {
      kind: 'newsletter-test',
      reference: `newsletter ${issue.id}`,
      to: email,
      subject: `[Test] ${issue.subject}`,
      html,
      text,
      headers: listUnsubscribeHeaders(sampleUnsubscribeUrl()),
      idempotencyKey: `newsletter-${issue.id}/test-${crypto.randomUUID()}`,
    },
    { mayHaveGone: false },
  );
  if (!outcome.sent) throw new HttpError(502, `The test mail could not be sent: ${outcome.reason}.`);
  return jsonResponse({ message: `A test mail of “${issue.subject}” went to ${email}.` });
});

/**
 * POST /api/admin/newsletters/{id}/send: sends a draft to every active subscriber, once (requirements
 * §10.5). In one transaction, recorded in History: the draft becomes 'sending', its mail is frozen,
 * and each active subscriber gets one delivery row; then the worker is asked to send them. 202 with
 * the issue; 409 for an issue sent before (or being sent), or when nobody is subscribed.
 */
export const sendNewsletter = adminHandler(['POST'], async ({ request, db, admin, params }) => {
  const id = parsePositiveId(params.id, 'newsletter');
  const draft = found(await findNewsletter(db, id), notFound);
  if (draft.status !== 'draft') throw notDraft(draft, 'sent again');
  if ((await countActiveSubscribers(db)) === 0)
    throw new HttpError(409, 'Nobody is subscribed to the newsletter now, so there is no one to send it to.');
  const { siteUrl } = readEmailSettings();
  // Rendered before the transaction, which then holds only short statements.
  const mail = await renderNewsletterIssueEmail(await issueContent(db, draft, siteUrl), siteUrl);
  const what = { actor: actorOf(admin), entity: 'newsletter', action: 'send', id, notFound } as const;
  await recordedWrite(db, what, async (trx) => {
    const issue = found(await findNewsletter(trx, id), notFound);
    if (issue.status !== 'draft') throw notDraft(issue, 'sent again');
    if (issue.updatedAt.getTime() !== draft.updatedAt.getTime())
      throw new HttpError(409, 'This issue was changed while it was being sent; look at it again, then send it.');
    return startSending(trx, id, mail);
  });
  await dispatchNewsletter(id, new URL(request.url).origin);
  return jsonResponse(await adminView(db, id), { status: 202 });
});

/**
 * POST /api/admin/newsletters/{id}/retry: sends an issue's failed deliveries again, and only those
 * (requirements §10.5), each still at most once: the issue is being sent once more, under a new send
 * key, recorded in History. 202 with the issue; 409 when it has no failed delivery.
 */
export const retryNewsletter = adminHandler(['POST'], async ({ request, db, admin, params }) => {
  const id = parsePositiveId(params.id, 'newsletter');
  const what = { actor: actorOf(admin), entity: 'newsletter', action: 'retry', id, notFound } as const;
  await recordedWrite(db, what, async (trx) => {
    const issue = found(await findNewsletter(trx, id), notFound);
    const retried = await retryFailedDeliveries(trx, id);
    if (!retried || retried.count === 0)
      throw new HttpError(
        409,
        issue.status === 'sending'
          ? 'This issue is still being sent; its deliveries that fail can be sent again once it is done.'
          : 'No delivery of this issue failed, so there is nothing to send again.',
      );
    return retried.issue;
  });
  await dispatchNewsletter(id, new URL(request.url).origin);
  return jsonResponse(await adminView(db, id), { status: 202 });
});
