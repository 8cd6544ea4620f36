import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useAdminApiContext } from '../adminApiContext.ts';
import { callFunction } from '../callFunction.ts';
import { databaseState } from '../adminAuthorizationMatrix.ts';
import { addresses, onlySubscribers, signedWebhookHeaders, testWebhookSecret } from './newsletterFixtures.ts';
import { testDatabases } from '../testDatabases.ts';
import { forgetOldWebhookMessages } from '../../../src/server/repositories/webhookMessageRepository.ts';

/**
 * POST /api/webhooks/resend (requirements §10.7): only messages Svix signed with
 * RESEND_WEBHOOK_SECRET and fresh are read, each once (a copy is answered 200 and changes nothing);
 * a hard bounce or a complaint unsubscribes the address, recorded in History as the webhook's, and
 * the admin cannot undo it. What each event says of its mail is in mailOutcomes.test.ts.
 */
describe.each(testDatabases)('Resend’s webhook on $name', (database) => {
  const api = useAdminApiContext(database);

  beforeAll(() => {
    process.env.RESEND_WEBHOOK_SECRET = testWebhookSecret;
  });
  beforeEach(() => {
    process.env.RESEND_WEBHOOK_SECRET = testWebhookSecret;
  });

  const event = (type: string, to: string, data: Record<string, unknown> = {}) =>
    JSON.stringify({
      type,
      created_at: new Date().toISOString(),
      data: { email_id: 'e-1', from: 'hello@closedbiomes.example', to: [to], subject: 'News', ...data },
    });
  const post = async (body: string, headers: Record<string, string>) => {
    const response = (await callFunction('/api/webhooks/resend', { method: 'POST', headers, body }))!;
    return { status: response.status, body: (await response.json()) as { message: string } };
  };
  const subscriber = (id: number) =>
    api.db.selectFrom('subscribers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const subscriberHistory = async (id: number) =>
    (await api.call('GET', `/api/admin/history?entity=subscriber&id=${id}`)).body.changes as {
      id: number;
      actor: string;
      action: string;
      after: Record<string, unknown>;
    }[];

  it('a hard bounce unsubscribes the address, recorded in History; the admin cannot undo it (409)', async () => {
    const [id] = await onlySubscribers(api.db, addresses('bounced', 1));
    const body = event('email.bounced', 'bounced-1@newsletter.example', {
      bounce: { type: 'Permanent', subType: 'General', message: 'The mailbox does not exist.' },
    });
    expect(await post(body, signedWebhookHeaders(body))).toEqual({
      status: 200,
      body: { message: 'email.bounced: unsubscribed 1 address.' },
    });
    expect(await subscriber(id!)).toMatchObject({ isActive: false, unsubscribeReason: 'hard-bounce' });
    const [change] = await subscriberHistory(id!);
    expect(change).toMatchObject({
      actor: 'Resend webhook',
      action: 'update',
      after: { isActive: false, unsubscribeReason: 'hard-bounce' },
    });
    const listed = (await api.call('GET', '/api/subscribers?q=bounced-1')).body;
    expect(listed).toEqual([expect.objectContaining({ id, isActive: false, unsubscribeReason: 'hard-bounce' })]);

    expect((await api.call('PATCH', `/api/subscribers/${id}`, { isActive: true })).body.message).toMatch(
      /address bounced or they marked our mail as spam: that is not undone here/,
    );
    expect((await api.call('POST', `/api/admin/history/${change!.id}/restore`)).status).toBe(409);
    expect((await subscriber(id!)).isActive).toBe(false);
  });

  it('a complaint unsubscribes the address with its reason', async () => {
    const [id] = await onlySubscribers(api.db, addresses('complained', 1));
    const body = event('email.complained', 'Complained-1@Newsletter.example');
    expect((await post(body, signedWebhookHeaders(body))).body.message).toBe(
      'email.complained: unsubscribed 1 address.',
    );
    expect(await subscriber(id!)).toMatchObject({ isActive: false, unsubscribeReason: 'complaint' });
  });

  it.each([
    ['a soft bounce', 'email.bounced', { bounce: { type: 'Transient', subType: 'MailboxFull', message: 'Full.' } }],
    ['a delivery', 'email.delivered', {}],
    ['a delay', 'email.delivery_delayed', {}],
  ])('%s leaves the subscriber subscribed (200)', async (_name, type, data) => {
    const [id] = await onlySubscribers(api.db, addresses(`kept-${type}`, 1));
    const body = event(type, `kept-${type}-1@newsletter.example`, data);
    expect(await post(body, signedWebhookHeaders(body))).toEqual({
      status: 200,
      body: { message: `${type}: recorded on 0 mails.` },
    });
    expect(await subscriber(id!)).toMatchObject({ isActive: true, unsubscribeReason: null });
  });

  it('answers any other event, and changes nothing but its note of the message (200)', async () => {
    const body = event('email.opened', 'someone@example.org');
    const { webhook_messages: notedBefore, ...before } = await databaseState(api.db);
    expect(await post(body, signedWebhookHeaders(body, { id: 'msg_opened' }))).toEqual({
      status: 200,
      body: { message: 'email.opened: nothing to do.' },
    });
    const { webhook_messages: notedAfter, ...after } = await databaseState(api.db);
    expect(after).toEqual(before);
    expect(notedAfter!.length).toBe(notedBefore!.length + 1);
  });

  it('handles a message once when copies of it arrive at once: one effect, one History entry, 200 each', async () => {
    const [id] = await onlySubscribers(api.db, addresses('stormed', 1));
    const body = event('email.complained', 'stormed-1@newsletter.example');
    const headers = signedWebhookHeaders(body, { id: 'msg_storm' });
    const answers = await Promise.all(Array.from({ length: 8 }, () => post(body, headers)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    expect(answers.map((answer) => answer.body.message).sort()).toEqual(
      [
        'email.complained: unsubscribed 1 address.',
        ...Array(7).fill('Webhook message msg_storm was handled before; nothing changed.'),
      ].sort(),
    );
    expect(await subscriberHistory(id!)).toHaveLength(1);
  });

  it('keeps a handled message’s id 4 days, longer than Svix retries (about 27 hours), then forgets it', async () => {
    const body = event('email.delivered', 'kept@example.org');
    for (const [id, daysAgo] of [
      ['msg_two_days_ago', 2],
      ['msg_five_days_ago', 5],
    ] as const) {
      expect((await post(body, signedWebhookHeaders(body, { id }))).status).toBe(200);
      await api.db
        .updateTable('webhookMessages')
        .set({ receivedAt: new Date(Date.now() - daysAgo * 86_400_000) })
        .where('id', '=', id)
        .execute();
    }
    await forgetOldWebhookMessages(api.db);
    expect((await post(body, signedWebhookHeaders(body, { id: 'msg_two_days_ago' }))).body.message).toBe(
      'Webhook message msg_two_days_ago was handled before; nothing changed.',
    );
    expect((await post(body, signedWebhookHeaders(body, { id: 'msg_five_days_ago' }))).body.message).toBe(
      'email.delivered: recorded on 0 mails.',
    );
  });

  it('an address that is not subscribed, or already gone, is left as it is', async () => {
    const [id] = await onlySubscribers(api.db, addresses('gone', 1));
    await api.call('PATCH', `/api/subscribers/${id}`, { isActive: false });
    const body = event('email.complained', 'gone-1@newsletter.example');
    expect((await post(body, signedWebhookHeaders(body))).body.message).toBe(
      'email.complained: unsubscribed 0 addresses.',
    );
    expect(await subscriber(id!)).toMatchObject({ isActive: false, unsubscribeReason: 'admin' });
    const stranger = event('email.complained', 'never.subscribed@example.org');
    expect((await post(stranger, signedWebhookHeaders(stranger))).status).toBe(200);
  });

  describe('refuses, changing nothing,', () => {
    const complaint = event('email.complained', 'refused-1@newsletter.example');
    const nowSeconds = () => Math.floor(Date.now() / 1000);

    it.each<[string, () => Record<string, string>, number, RegExp]>([
      ['an unsigned message', () => ({ 'content-type': 'application/json' }), 401, /is not signed/],
      [
        'a signature made with another secret',
        () => signedWebhookHeaders(complaint, { secret: `whsec_${Buffer.from('another secret').toString('base64')}` }),
        401,
        /signature of this webhook message does not match/,
      ],
      [
        'a signature of another body',
        () => signedWebhookHeaders(complaint.replace('refused-1', 'someone-else')),
        401,
        /signature of this webhook message does not match/,
      ],
      [
        'a message signed six minutes ago',
        () => signedWebhookHeaders(complaint, { timestamp: nowSeconds() - 6 * 60 }),
        401,
        /signed more than five minutes from now/,
      ],
      [
        'a message signed six minutes ahead',
        () => signedWebhookHeaders(complaint, { timestamp: nowSeconds() + 6 * 60 }),
        401,
        /signed more than five minutes from now/,
      ],
    ])('%s (%#)', async (_name, headers, status, message) => {
      const [id] = await onlySubscribers(api.db, addresses('refused', 1));
      const before = await databaseState(api.db);
      const refused = await post(complaint, headers());
      expect(refused.status).toBe(status);
      expect(refused.body.message).toMatch(message);
      expect(await databaseState(api.db)).toEqual(before);
      expect((await subscriber(id!)).isActive).toBe(true);
    });

    it('a message handled before (its svix-id seen), even signed afresh: 200, so that Svix stops', async () => {
      const [first, second] = await onlySubscribers(api.db, ['replayed@example.org', 'another@example.org']);
      const body = event('email.complained', 'replayed@example.org');
      const headers = signedWebhookHeaders(body, { id: 'msg_replayed' });
      expect((await post(body, headers)).status).toBe(200);
      expect((await subscriber(first!)).isActive).toBe(false);

      const before = await databaseState(api.db);
      expect(await post(body, headers)).toEqual({
        status: 200,
        body: { message: 'Webhook message msg_replayed was handled before; nothing changed.' },
      });
      // The same id with another, validly signed body is the same message sent again.
      const other = event('email.complained', 'another@example.org');
      expect((await post(other, signedWebhookHeaders(other, { id: 'msg_replayed' }))).status).toBe(200);
      expect(await databaseState(api.db)).toEqual(before);
      expect((await subscriber(second!)).isActive).toBe(true);
    });

    it('a signed body that is not JSON (400, not 401: the signature holds)', async () => {
      const before = await databaseState(api.db);
      const notJson = '{"type": "email.complained", ';
      expect(await post(notJson, signedWebhookHeaders(notJson))).toEqual({
        status: 400,
        body: { message: 'This webhook message is signed but is not JSON.' },
      });
      expect(await databaseState(api.db)).toEqual(before);
    });

    it('every message while RESEND_WEBHOOK_SECRET is unset (503)', async () => {
      delete process.env.RESEND_WEBHOOK_SECRET;
      expect(await post(complaint, signedWebhookHeaders(complaint))).toEqual({
        status: 503,
        body: { message: "Resend's webhook is not set up here: RESEND_WEBHOOK_SECRET is not set." },
      });
    });

    it('anything but a POST (405)', async () => {
      const response = (await callFunction('/api/webhooks/resend'))!;
      expect(response.status).toBe(405);
    });
  });
});
