import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sendIssue } from '../../../src/server/mail/newsletterWorker.ts';
import { useNewsletterApiContext } from './newsletterApiContext.ts';
import { addresses, countRows, deliveriesOf, insertPost, onlySubscribers } from './newsletterFixtures.ts';
import { testDatabases } from '../testDatabases.ts';

describe.each(testDatabases)('newsletter issues admin API on $name', (database) => {
  // Mail goes to DATA_DIR/outbox; the worker is run by the tests themselves, when they say.
  const { api, dispatched } = useNewsletterApiContext(database);

  const create = async (body: unknown) => api.call('POST', '/api/admin/newsletters', body);
  const history = async (id: number) =>
    (await api.call('GET', `/api/admin/history?entity=newsletter&id=${id}`)).body.changes as {
      action: string;
      actor: string;
      before: Record<string, unknown> | null;
      after: Record<string, unknown> | null;
    }[];
  const outboxFiles = () => {
    const outbox = path.join(api.dataDir, 'outbox');
    return fs.existsSync(outbox) ? fs.readdirSync(outbox) : [];
  };

  it('POST creates a draft (201), recorded in History; GET lists it and answers it with its counts', async () => {
    const created = await create({ subject: 'Moss in winter', body: 'Our **moss** slows down.' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      subject: 'Moss in winter',
      status: 'draft',
      postId: null,
      post: null,
      body: 'Our **moss** slows down.',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
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
    });
    const { id } = created.body;
    expect((await api.call('GET', `/api/admin/newsletters/${id}`)).body).toEqual(created.body);
    const list = (await api.call('GET', '/api/admin/newsletters')).body as { id: number }[];
    expect(list[0]).toEqual(created.body);
    const [change] = await history(id);
    expect(change).toMatchObject({ action: 'create', before: null, after: { subject: 'Moss in winter' } });
    expect((await api.call('GET', '/api/admin/newsletters/987654')).status).toBe(404);
  });

  it('a post’s issue names its post, which must exist and be published (400 about postId)', async () => {
    const postId = await insertPost(api.db, { title: 'Springtails: Año 2', excerpt: 'Tiny recyclers.' });
    const created = await create({ subject: 'New in the journal', postId });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      postId,
      body: null,
      post: { id: postId, title: 'Springtails: Año 2', excerpt: 'Tiny recyclers.', slug: 'springtails-ano-2' },
    });
    const draftPost = await insertPost(api.db, { title: 'Not yet', isPublished: false });
    expect(await create({ subject: 'Too early', postId: draftPost })).toMatchObject({
      status: 400,
      body: { field: 'postId', message: expect.stringContaining('is not published') },
    });
    expect(await create({ subject: 'Nothing there', postId: 987654 })).toMatchObject({
      status: 400,
      body: { field: 'postId', message: 'There is no journal post 987654.' },
    });
  });

  it.each([
    [{ subject: 'Neither' }, 'body', 'Write the text of the issue (body), or choose a journal post to send (postId).'],
    [
      { subject: 'Both', postId: 1, body: 'Text' },
      'postId',
      'An issue is a journal post (postId) or a text of its own (body), not both.',
    ],
    [{ subject: '  ', body: 'Text' }, 'subject', 'The subject is required.'],
    [{ subject: 'Two\nlines', body: 'Text' }, 'subject', 'The subject contains characters that are not allowed.'],
    [{ subject: 'Id as text', postId: '3' }, 'postId', 'postId must be the id of a journal post.'],
    [{ subject: 'Extra', body: 'Text', status: 'sent' }, undefined, 'Unexpected field "status".'],
  ])('POST refuses %j (400 {message, field}), storing nothing', async (body, field, message) => {
    const before = await countRows(api.db, 'newsletters');
    const refused = await create(body);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual(field === undefined ? { message } : { message, field });
    expect(await countRows(api.db, 'newsletters')).toBe(before);
  });

  it('PATCH rewrites a draft and DELETE deletes one, each recorded; neither touches an issue sent (409)', async () => {
    await onlySubscribers(api.db, addresses('patch', 1));
    const { id } = (await create({ subject: 'First try', body: 'Draft' })).body;
    const edited = await api.call('PATCH', `/api/admin/newsletters/${id}`, { subject: 'Second try', body: 'Better' });
    expect(edited).toMatchObject({ status: 200, body: { id, subject: 'Second try', body: 'Better' } });
    expect((await history(id)).map((change) => change.action)).toEqual(['update', 'create']);

    const gone = (await create({ subject: 'Never mind', body: 'No' })).body.id;
    expect((await api.call('DELETE', `/api/admin/newsletters/${gone}`)).status).toBe(204);
    expect((await api.call('GET', `/api/admin/newsletters/${gone}`)).status).toBe(404);
    expect((await history(gone)).map((change) => change.action)).toEqual(['delete', 'create']);

    expect((await api.call('POST', `/api/admin/newsletters/${id}/send`)).status).toBe(202);
    for (const [method, body] of [
      ['PATCH', { subject: 'Too late', body: 'No' }],
      ['DELETE', undefined],
    ] as const) {
      const refused = await api.call(method, `/api/admin/newsletters/${id}`, body);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toMatch(/^This issue is being sent already, so it cannot be (changed|deleted)/);
    }
    expect((await api.call('GET', `/api/admin/newsletters/${id}`)).body).toMatchObject({ subject: 'Second try' });
  });

  it('GET /preview renders the Markdown safely, with a sample unsubscribe link, as HTML and text', async () => {
    const markdown =
      'Our **moss** is <script>alert(1)</script> back.\n\n[Read more](/journal/moss) or [not](javascript:alert(1)).';
    const { id } = (await create({ subject: 'Moss is back', body: markdown })).body;
    const { status, body } = await api.call('GET', `/api/admin/newsletters/${id}/preview`);
    expect(status).toBe(200);
    expect(body.subject).toBe('Moss is back');
    expect(body.html).toContain('<strong>moss</strong>');
    expect(body.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(body.html).not.toContain('<script>');
    expect(body.html).not.toMatch(/href="javascript:/i);
    expect(body.html).toContain('href="https://closedbiomes.example/journal/moss"');
    expect(body.html).toContain('href="https://closedbiomes.example/api/newsletter/unsubscribe?token=sample"');
    expect(body.text).toContain('Read more <https://closedbiomes.example/journal/moss>');
    expect(body.text).toContain('Unsubscribe <https://closedbiomes.example/api/newsletter/unsubscribe?token=sample>');
  });

  it('GET /preview of a post’s issue shows its title, its excerpt and the link to its page', async () => {
    const postId = await insertPost(api.db, { title: 'Sealed jars, year two', excerpt: 'Still green & growing.' });
    const { id } = (await create({ subject: 'From the journal', postId })).body;
    const { body } = await api.call('GET', `/api/admin/newsletters/${id}/preview`);
    expect(body.html).toContain('Sealed jars, year two');
    expect(body.html).toContain('Still green &amp; growing.');
    expect(body.html).toContain('href="https://closedbiomes.example/journal/sealed-jars-year-two"');
    expect(body.text).toContain('Read it in the journal <https://closedbiomes.example/journal/sealed-jars-year-two>');
  });

  it('POST /test sends one mail to any address as subscribers get it, marked [Test], no delivery (200)', async () => {
    const { id } = (await create({ subject: 'Try me', body: 'Hello *there*.' })).body;
    const before = outboxFiles().length;
    const sent = await api.call('POST', `/api/admin/newsletters/${id}/test`, { email: ' Owner@Example.org ' });
    expect(sent).toEqual({
      status: 200,
      body: { message: 'A test mail of “Try me” went to owner@example.org.' },
      response: expect.anything(),
    });
    const written = outboxFiles()
      .filter((file) => file.endsWith('.json'))
      .slice(before / 2);
    const envelopes = written
      .map((file) => JSON.parse(fs.readFileSync(path.join(api.dataDir, 'outbox', file), 'utf8')))
      .filter((envelope) => envelope.reference === `newsletter ${id}`);
    expect(envelopes).toHaveLength(1);
    expect(envelopes[0]).toMatchObject({ to: 'owner@example.org', subject: '[Test] Try me' });
    // The real mail's headers, with the sample link: the owner can check the one-click unsubscribe.
    const sampleLink = 'https://closedbiomes.example/api/newsletter/unsubscribe?token=sample';
    expect(envelopes[0].headers).toEqual({
      'List-Unsubscribe': `<${sampleLink}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(await deliveriesOf(api.db, id)).toEqual([]);
    expect(await api.call('POST', `/api/admin/newsletters/${id}/test`, { email: 'nobody' })).toMatchObject({
      status: 400,
      body: { field: 'email' },
    });
  });

  it('POST /send: 202, one delivery per active subscriber in one recorded change; a second send is 409', async () => {
    const ids = await onlySubscribers(api.db, addresses('send', 3));
    const { id } = (await create({ subject: 'To everyone', body: 'Once each.' })).body;
    const sent = await api.call('POST', `/api/admin/newsletters/${id}/send`);
    expect(sent.status).toBe(202);
    expect(sent.body).toMatchObject({
      id,
      status: 'sending',
      total: 3,
      pending: 3,
      sendRequestedAt: expect.any(String),
    });
    expect(dispatched).toEqual([id]);
    const rows = await deliveriesOf(api.db, id);
    expect(rows.map((row) => [row.subscriberId, row.email, row.status, row.idempotencyKey])).toEqual(
      ids.map((subscriberId, index) => [subscriberId, addresses('send', 3)[index], 'pending', null]),
    );
    const [change] = await history(id);
    expect(change).toMatchObject({ action: 'send', before: { status: 'draft' }, after: { status: 'sending' } });

    const again = await api.call('POST', `/api/admin/newsletters/${id}/send`);
    expect(again).toMatchObject({
      status: 409,
      body: {
        message:
          'This issue is being sent already, so it cannot be sent again: an issue goes to each subscriber once. ' +
          'Write a new issue to send something else.',
      },
    });
    expect(await deliveriesOf(api.db, id)).toHaveLength(3);
    expect(dispatched).toEqual([id]);
    expect(await history(id)).toHaveLength(2);

    expect(await sendIssue(api.db, id)).toBe('sent');
    const done = (await api.call('GET', `/api/admin/newsletters/${id}`)).body;
    expect(done).toMatchObject({ status: 'sent', total: 3, sent: 3, pending: 0, sentAt: expect.any(String) });
    expect((await api.call('POST', `/api/admin/newsletters/${id}/send`)).body.message).toMatch(
      /^This issue has been sent already/,
    );
  });

  it('two sends of one draft at once make one set of deliveries: one is 202, the other 409', async () => {
    await onlySubscribers(api.db, addresses('twice', 4));
    const { id } = (await create({ subject: 'Clicked twice', body: 'Once each.' })).body;
    const answers = await Promise.all([1, 2].map(() => api.call('POST', `/api/admin/newsletters/${id}/send`)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([202, 409]);
    expect(await deliveriesOf(api.db, id)).toHaveLength(4);
    expect((await history(id)).filter((change) => change.action === 'send')).toHaveLength(1);
  });

  it('POST /send refuses (409) when nobody is subscribed, and leaves the draft a draft', async () => {
    await onlySubscribers(api.db, []);
    const { id } = (await create({ subject: 'Into the void', body: 'Hello?' })).body;
    expect(await api.call('POST', `/api/admin/newsletters/${id}/send`)).toMatchObject({
      status: 409,
      body: { message: 'Nobody is subscribed to the newsletter now, so there is no one to send it to.' },
    });
    expect((await api.call('GET', `/api/admin/newsletters/${id}`)).body.status).toBe('draft');
  });

  it('erasing a subscriber erases their deliveries and their issue mails in the outbox', async () => {
    const [erased, kept] = await onlySubscribers(api.db, addresses('erase', 2));
    const { id } = (await create({ subject: 'Before erasure', body: 'Hello.' })).body;
    expect((await api.call('POST', `/api/admin/newsletters/${id}/send`)).status).toBe(202);
    expect(await sendIssue(api.db, id)).toBe('sent');
    const issueMailsOf = (subscriberId: number) =>
      outboxFiles().filter((file) => file.includes(`-newsletter-issue-${subscriberId}-`));
    expect(issueMailsOf(erased!)).toHaveLength(2);
    expect((await api.call('DELETE', `/api/subscribers/${erased}`)).status).toBe(204);
    expect(issueMailsOf(erased!)).toEqual([]);
    expect(issueMailsOf(kept!)).toHaveLength(2);
    expect((await deliveriesOf(api.db, id)).map((row) => row.subscriberId)).toEqual([kept]);
  });
});
