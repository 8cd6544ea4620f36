import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { HttpError } from '../../src/server/http/jsonResponse.ts';
import { enforceRateLimit, newsletterRateLimit, tooManyRequestsMessage } from '../../src/server/http/rateLimit.ts';
import { createUnsubscribeToken } from '../../src/server/mail/unsubscribeToken.ts';
import { newsletterSubscriptionSchema } from '../../src/lib/schemas/newsletterSubscription.ts';
import { jsonBodyLimit } from '../../src/server/http/bodyLimits.ts';
import { badRequestCases } from './badRequests.ts';
import { callFunction, settleBackgroundWork } from './callFunction.ts';
import { expectRateLimited } from './rateLimitAnswer.ts';
import { describeOnEmbedded, testDatabases } from './testDatabases.ts';
import {
  itRefusesBadRequests,
  json,
  postFormFrom,
  postFrom,
  useClosedEmbeddedDatabase,
  withStoppablePostgres,
  testSiteUrl as siteUrl,
  useVisitorWriteContext,
} from './visitorWriteContext.ts';

const secret = 'newsletter-test-secret-0123456789abcdef';
let ipCounter = 0;
/** Each test counts against a client of its own, so that rate limits never leak between tests. */
const freshIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

const subscribe = (body: unknown, ip = freshIp()) => postFrom('/api/newsletter/subscribe', body, ip);

describe.each(testDatabases)('newsletter on $name', (database) => {
  const context = useVisitorWriteContext(database, 'newsletter', secret);
  const { resend } = context;

  const welcomesOf = (subscriberId: number) =>
    context.handle.db
      .selectFrom('mailQueue')
      .selectAll()
      .where('kind', '=', 'welcome')
      .where('subscriberId', '=', subscriberId)
      .orderBy('id')
      .execute();
  const subscriberRow = (email: string) =>
    context.handle.db.selectFrom('subscribers').selectAll().where('email', '=', email).executeTakeFirst();
  const countSubscribers = async () =>
    (
      await context.handle.db
        .selectFrom('subscribers')
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirstOrThrow()
    ).n;

  it('stores an address trimmed and lower-cased, answers success, welcomes once with 1-click unsubscribe', async () => {
    const before = Date.now();
    const { response, answer } = await subscribe({ email: '  Ana.Lima@Example.ORG ' });
    const after = Date.now();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(answer).toEqual({ message: 'Thank you for subscribing to our newsletter.' });

    const row = await subscriberRow('ana.lima@example.org');
    expect(row).toMatchObject({ email: 'ana.lima@example.org', isActive: true });
    expect(row!.subscribedAt.getTime()).toBeGreaterThanOrEqual(before);
    expect(row!.subscribedAt.getTime()).toBeLessThanOrEqual(after);

    expect(resend.received).toHaveLength(1);
    const [mail] = resend.received;
    const link = `${siteUrl}/api/newsletter/unsubscribe?token=${createUnsubscribeToken(Buffer.from(secret), row!.id)}`;
    expect(mail!.authorization).toBe('Bearer re_test_key');
    // The welcome was stored with the subscription, in the mail queue, under a key of its own, and is sent.
    const [welcome] = await welcomesOf(row!.id);
    expect(welcome).toMatchObject({ status: 'sent', email: 'ana.lima@example.org' });
    expect(mail!.idempotencyKey).toBe(welcome!.idempotencyKey);
    expect(welcome!.idempotencyKey).toMatch(/^welcome\/[0-9a-f-]{36}$/);
    expect(mail!.body).toMatchObject({
      from: 'Closed Biomes <hello@closedbiomes.example>',
      to: 'ana.lima@example.org',
      subject: 'Welcome to the Closed Biomes newsletter',
      headers: { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
    expect(mail!.body.html).toContain('Welcome to our community! 🌱');
    expect(mail!.body.html).toContain(`href="${link}"`);
    expect(mail!.body.text).toContain(`Unsubscribe <${link}> with one click, at any time.`);
  });

  it('keeps one row for an address subscribed twice, answers as the first time, no second welcome', async () => {
    const first = await subscribe({ email: 'twice@example.org' });
    const second = await subscribe({ email: ' TWICE@example.org' });
    expect(second.response.status).toBe(first.response.status);
    expect(second.answer).toEqual(first.answer);
    expect(
      await context.handle.db.selectFrom('subscribers').select('id').where('email', '=', 'twice@example.org').execute(),
    ).toHaveLength(1);
    expect(resend.to('twice@example.org')).toHaveLength(1);
  });

  it('makes one row and one welcome from 20 simultaneous subscriptions of one address', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        callFunction('/api/newsletter/subscribe', json({ email: 'rush@example.org' }), { ip: `10.2.0.${index + 1}` }),
      ),
    );
    await settleBackgroundWork();
    expect(answers.map((answer) => answer!.status)).toEqual(Array(20).fill(200));
    expect(
      await context.handle.db.selectFrom('subscribers').select('id').where('email', '=', 'rush@example.org').execute(),
    ).toHaveLength(1);
    expect(resend.to('rush@example.org')).toHaveLength(1);
  });

  it('makes an unsubscribed address active again, with a new subscription date and a new welcome', async () => {
    await subscribe({ email: 'returning@example.org' });
    const before = (await subscriberRow('returning@example.org'))!;
    // Unsubscribed long ago, and welcomed then: a new welcome is due.
    const longAgo = new Date('2025-01-01T00:00:00Z');
    await context.handle.db
      .updateTable('subscribers')
      .set({ isActive: false, subscribedAt: longAgo, welcomedAt: longAgo })
      .where('id', '=', before.id)
      .execute();

    const { response } = await subscribe({ email: 'returning@example.org' });
    expect(response.status).toBe(200);
    const after = (await subscriberRow('returning@example.org'))!;
    expect(after).toMatchObject({ id: before.id, isActive: true });
    expect(after.subscribedAt.getTime()).toBeGreaterThan(new Date('2025-01-02T00:00:00Z').getTime());
    expect(resend.to('returning@example.org')).toHaveLength(2);
    // A welcome of its own, under a key of its own: Resend sends it, not the first one's answer.
    const welcomes = await welcomesOf(after.id);
    expect(welcomes.map((welcome) => welcome.status)).toEqual(['sent', 'sent']);
    expect(resend.to('returning@example.org').map((mail) => mail.idempotencyKey)).toEqual(
      welcomes.map((welcome) => welcome.idempotencyKey),
    );
    expect(resend.deliveriesByAddress().get('returning@example.org')).toBe(2);
  });

  it('welcomes an address at most once in 24 hours: subscribed again at once, active, no second mail', async () => {
    await subscribe({ email: 'bombed@example.org' });
    const row = (await subscriberRow('bombed@example.org'))!;
    for (let round = 0; round < 3; round++) {
      await context.handle.db.updateTable('subscribers').set({ isActive: false }).where('id', '=', row.id).execute();
      const { response, answer } = await subscribe({ email: 'bombed@example.org' });
      expect(response.status).toBe(200);
      expect(answer).toEqual({ message: 'Thank you for subscribing to our newsletter.' });
      expect((await subscriberRow('bombed@example.org'))!.isActive).toBe(true);
    }
    expect(resend.to('bombed@example.org')).toHaveLength(1);
    // 24 hours after the welcome, the next subscription is welcomed again.
    await context.handle.db
      .updateTable('subscribers')
      .set({ isActive: false, welcomedAt: new Date(Date.now() - 24 * 3600_000 - 1000) })
      .where('id', '=', row.id)
      .execute();
    await subscribe({ email: 'bombed@example.org' });
    expect(resend.to('bombed@example.org')).toHaveLength(2);
  });

  it('takes the welcome interval from WELCOME_EMAIL_INTERVAL_HOURS', async () => {
    process.env.WELCOME_EMAIL_INTERVAL_HOURS = '0';
    try {
      await subscribe({ email: 'no-interval@example.org' });
      await context.handle.db
        .updateTable('subscribers')
        .set({ isActive: false })
        .where('email', '=', 'no-interval@example.org')
        .execute();
      await subscribe({ email: 'no-interval@example.org' });
      expect(resend.to('no-interval@example.org')).toHaveLength(2);
    } finally {
      delete process.env.WELCOME_EMAIL_INTERVAL_HOURS;
    }
  });

  it('admits a classroom: 60 addresses from one client in ten minutes are all welcomed; the 61st is not', async () => {
    const ip = freshIp();
    for (let pupil = 1; pupil <= 60; pupil++)
      expect((await subscribe({ email: `pupil-${pupil}@school.example` }, ip)).response.status).toBe(200);
    const stored = await context.handle.db
      .selectFrom('subscribers')
      .select('email')
      .where('email', 'like', 'pupil-%@school.example')
      .execute();
    expect(stored).toHaveLength(60);
    expect(resend.received.filter((mail) => /^pupil-\d+@school\.example$/.test(String(mail.body.to)))).toHaveLength(60);
    expect((await subscribe({ email: 'pupil-61@school.example' }, ip)).response.status).toBe(429);
  });

  describe('unsubscribe', () => {
    async function subscribedId(email: string): Promise<number> {
      await subscribe({ email });
      return (await subscriberRow(email))!.id;
    }

    /** What the confirmation page's button sends: a plain form POST to the page's own address. */
    const pressUnsubscribe = (pageAddress: string) =>
      callFunction(pageAddress, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: '',
      }) as Promise<Response>;

    it('opening the mail’s link (as a scanner does) unsubscribes nobody; the confirmation button does', async () => {
      await subscribe({ email: 'link@example.org' });
      const link = new URL(resend.to('link@example.org')[0]!.body.headers!['List-Unsubscribe']!.slice(1, -1));
      const token = link.searchParams.get('token')!;
      // A link checker's HEAD, and a scanner's GETs, only look.
      expect((await callFunction(link.pathname + link.search, { method: 'HEAD' }))!.status).toBe(303);
      for (let opened = 0; opened < 3; opened++) {
        const response = (await callFunction(link.pathname + link.search))!;
        expect(response.status).toBe(303);
        expect(response.headers.get('location')).toBe(`/newsletter/unsubscribe?token=${token}`);
        expect(response.headers.get('cache-control')).toBe('no-store');
      }
      expect((await subscriberRow('link@example.org'))!.isActive).toBe(true);
      // The confirmation page is static: only a POST to its address reaches a function.
      expect(await callFunction(`/newsletter/unsubscribe?token=${token}`)).toBeUndefined();
      const pressed = await pressUnsubscribe(`/newsletter/unsubscribe?token=${token}`);
      expect(pressed.status).toBe(303);
      expect(pressed.headers.get('location')).toBe('/newsletter/unsubscribed');
      expect((await subscriberRow('link@example.org'))!.isActive).toBe(false);
      // Pressing it again, from an old page, changes nothing and still confirms.
      expect((await pressUnsubscribe(`/newsletter/unsubscribe?token=${token}`)).headers.get('location')).toBe(
        '/newsletter/unsubscribed',
      );
    });

    it('the link of a subscriber who subscribed again keeps working: one id, one token, for good', async () => {
      const id = await subscribedId('comes-back@example.org');
      const token = createUnsubscribeToken(Buffer.from(secret), id);
      await pressUnsubscribe(`/newsletter/unsubscribe?token=${token}`);
      await subscribe({ email: 'comes-back@example.org' });
      expect((await subscriberRow('comes-back@example.org'))!).toMatchObject({ id, isActive: true });
      expect((await pressUnsubscribe(`/newsletter/unsubscribe?token=${token}`)).headers.get('location')).toBe(
        '/newsletter/unsubscribed',
      );
      expect((await subscriberRow('comes-back@example.org'))!.isActive).toBe(false);
    });

    it('the one-click POST of RFC 8058 unsubscribes', async () => {
      const id = await subscribedId('oneclick@example.org');
      const token = createUnsubscribeToken(Buffer.from(secret), id);
      const response = (await callFunction(`/api/newsletter/unsubscribe?token=${token}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      }))!;
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ message: 'You have been unsubscribed from our newsletter.' });
      expect((await subscriberRow('oneclick@example.org'))!.isActive).toBe(false);
    });

    it.each([
      [
        'signed with another key',
        (id: number) => createUnsubscribeToken(Buffer.from('another-secret-0123456789abcdef-xyz'), id),
      ],
      [
        'of a neighbouring id with this one’s signature',
        (id: number) => `${id + 1}.${createUnsubscribeToken(Buffer.from(secret), id).split('.')[1]}`,
      ],
      ['cut short', (id: number) => createUnsubscribeToken(Buffer.from(secret), id).slice(0, -1)],
      [
        'with its last character changed',
        (id: number) =>
          createUnsubscribeToken(Buffer.from(secret), id).replace(/.$/, (last) => (last === 'A' ? 'B' : 'A')),
      ],
      ['missing', () => ''],
      ['an SQL-looking text', () => "1' or '1'='1"],
    ])(
      'a token %s changes nothing: the link and the button lead to the page that says so, the one-click POST ' +
        'answers JSON',
      async (_, makeToken) => {
        const email = `guarded-${ipCounter}@example.org`;
        const id = await subscribedId(email);
        const query = `?token=${encodeURIComponent(makeToken(id))}`;
        const page = (await callFunction(`/api/newsletter/unsubscribe${query}`))!;
        expect(page.status).toBe(303);
        expect(page.headers.get('location')).toBe('/newsletter/unsubscribe-link-invalid');
        const pressed = await pressUnsubscribe(`/newsletter/unsubscribe${query}`);
        expect(pressed.status).toBe(303);
        expect(pressed.headers.get('location')).toBe('/newsletter/unsubscribe-link-invalid');
        const oneClick = (await callFunction(`/api/newsletter/unsubscribe${query}`, { method: 'POST' }))!;
        expect(oneClick.status).toBe(400);
        expect(await oneClick.json()).toEqual({ message: expect.stringContaining('not valid') });
        expect((await subscriberRow(email))!.isActive).toBe(true);
      },
    );

    it('confirms a genuine token of a subscriber who no longer exists, and touches no other row', async () => {
      const before = await context.handle.db
        .selectFrom('subscribers')
        .select(['id', 'isActive'])
        .orderBy('id')
        .execute();
      const response = await pressUnsubscribe(
        `/newsletter/unsubscribe?token=${createUnsubscribeToken(Buffer.from(secret), 999_999)}`,
      );
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/newsletter/unsubscribed');
      expect(
        await context.handle.db.selectFrom('subscribers').select(['id', 'isActive']).orderBy('id').execute(),
      ).toEqual(before);
    });
  });

  it('answers a filled honeypot like a subscription, and stores and sends nothing', async () => {
    const before = await countSubscribers();
    const { response, answer } = await subscribe({ email: 'bot@example.org', website: 'https://spam.example' });
    expect(response.status).toBe(200);
    expect(answer).toEqual({ message: 'Thank you for subscribing to our newsletter.' });
    expect(await countSubscribers()).toBe(before);
    expect(resend.received).toHaveLength(0);
  });

  it.each([' ', '\t', '\n \u00a0'])(
    'counts a honeypot holding only whitespace (%j) as filled: stores and sends nothing',
    async (website) => {
      const before = await countSubscribers();
      const { response, answer } = await subscribe({ email: `whitespace-bot-${website.length}@example.org`, website });
      expect(response.status).toBe(200);
      expect(answer).toEqual({ message: 'Thank you for subscribing to our newsletter.' });
      expect(await countSubscribers()).toBe(before);
      expect(resend.received).toHaveLength(0);
    },
  );

  it('accepts an empty honeypot, as the form sends it', async () => {
    const { response } = await subscribe({ email: 'person@example.org', website: '' });
    expect(response.status).toBe(200);
    expect(await subscriberRow('person@example.org')).toBeDefined();
  });

  describe('rate limit (NEWSLETTER_RATE_LIMIT=10)', () => {
    beforeEach(() => {
      vi.stubEnv('NEWSLETTER_RATE_LIMIT', '10');
    });
    afterEach(() => {
      vi.unstubAllEnvs();
    });

    it('lets a client make 10 subscriptions in ten minutes; the 11th gets 429, a message and Retry-After', async () => {
      const ip = freshIp();
      for (let index = 0; index < 10; index++)
        expect((await subscribe({ email: `limit-${index}@example.org` }, ip)).response.status).toBe(200);
      const refused = await subscribe({ email: 'limit-10@example.org' }, ip);
      expectRateLimited(refused);
      expect(Number(refused.response.headers.get('retry-after'))).toBeLessThanOrEqual(600);
      expect(await subscriberRow('limit-10@example.org')).toBeUndefined();
      // Another client is not affected.
      expect((await subscribe({ email: 'limit-10@example.org' })).response.status).toBe(200);
    });

    it('counts simultaneous requests of one client exactly: of 25 at once, 10 pass and 15 are refused', async () => {
      const ip = freshIp();
      const answers = await Promise.all(
        Array.from({ length: 25 }, (_, index) =>
          callFunction('/api/newsletter/subscribe', json({ email: `burst-${index}@example.org` }), { ip }),
        ),
      );
      await settleBackgroundWork();
      const statuses = answers.map((answer) => answer!.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(10);
      expect(statuses.filter((status) => status === 429)).toHaveLength(15);
      const stored = await context.handle.db
        .selectFrom('subscribers')
        .select('email')
        .where('email', 'like', 'burst-%')
        .execute();
      expect(stored).toHaveLength(10);
    });

    it('counts a whole IPv6 /64 as one client', async () => {
      for (let index = 0; index < 10; index++)
        await subscribe({ email: `six-${index}@example.org` }, `2001:db8:7:1::${index + 1}`);
      expect((await subscribe({ email: 'six-10@example.org' }, '2001:db8:7:1:ffff:1:2:3')).response.status).toBe(429);
      expect((await subscribe({ email: 'six-10@example.org' }, '2001:db8:7:2::1')).response.status).toBe(200);
    });

    it('counts fixed windows: a new window starts afresh, and expired windows are swept', async () => {
      // A future of its own per database, so this test decides when the once-a-minute sweep runs.
      const start = new Date(Date.UTC(2030 + testDatabases.indexOf(database), 0, 1));
      const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);
      for (let index = 0; index < 10; index++)
        await enforceRateLimit(context.handle.db, newsletterRateLimit(), '192.0.2.7', at(index));
      const refused = await enforceRateLimit(context.handle.db, newsletterRateLimit(), '192.0.2.7', at(599)).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(refused).toBeInstanceOf(HttpError);
      expect(refused).toMatchObject({ status: 429, message: tooManyRequestsMessage, headers: { 'retry-after': '1' } });
      await expect(
        enforceRateLimit(context.handle.db, newsletterRateLimit(), '192.0.2.7', at(600)),
      ).resolves.toBeUndefined();
      // Over an hour later the sweep deletes both old windows.
      await enforceRateLimit(context.handle.db, newsletterRateLimit(), '192.0.2.8', at(2 * 3600));
      const left = await context.handle.db
        .selectFrom('rateLimits')
        .select('windowStart')
        .where('key', '=', 'newsletter:192.0.2.7')
        .execute();
      expect(left).toEqual([]);
    });
  });

  describe('posted as a form (the browser’s own post: before hydration, or without JavaScript)', () => {
    const post = (fields: Record<string, string>, form = 'home', ip = freshIp()) =>
      postFormFrom(`/api/newsletter/subscribe?form=${form}`, fields, ip);

    it('subscribes the address as the JSON path does and answers 303 to the block’s success page', async () => {
      const { response, location, body } = await post({ email: ' Form.Post@Example.org ', website: '' });
      expect(response.status).toBe(303);
      expect(location).toBe('/newsletter/home/subscribed');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(body).toBe('');
      expect(await subscriberRow('form.post@example.org')).toMatchObject({ isActive: true });
      expect(resend.to('form.post@example.org')).toHaveLength(1);
    });

    it.each([
      ['resources', '/newsletter/resources/subscribed'],
      ['coming-soon', '/newsletter/coming-soon/subscribed'],
      ['nonsense', '/newsletter/home/subscribed'],
    ])('answers the block named %s with its own page', async (form, page) => {
      const { location } = await post({ email: `block-${form}@example.org` }, form);
      expect(location).toBe(page);
    });

    it.each([
      ['an empty address', { email: '' }, '/newsletter/home/email-required'],
      ['a blank address', { email: ' \t ' }, '/newsletter/home/email-required'],
      ['no address field', {}, '/newsletter/home/email-required'],
      ['an address without a top-level domain', { email: 'ana@example' }, '/newsletter/home/invalid-email'],
      ['markup posing as an address', { email: '<script>@example.org' }, '/newsletter/home/invalid-email'],
      ['an address of 255 characters', { email: `${'a'.repeat(243)}@example.org` }, '/newsletter/home/invalid-email'],
      ['a field nobody asked for', { email: 'extra@example.org', isActive: 'false' }, '/newsletter/home/failed'],
    ])('answers %s with 303 to the page of the island’s message, storing nothing', async (_, fields, page) => {
      const before = await countSubscribers();
      const { response, location } = await post(fields as Record<string, string>);
      expect(response.status).toBe(303);
      expect(location).toBe(page);
      expect(await countSubscribers()).toBe(before);
      expect(resend.received).toHaveLength(0);
    });

    it('words a refusal for the block that posted', async () => {
      expect((await post({ email: '' }, 'resources')).location).toBe('/newsletter/resources/email-required');
      expect((await post({ email: 'x@y' }, 'coming-soon')).location).toBe('/newsletter/coming-soon/invalid-email');
    });

    it('answers a filled honeypot like a subscription, and stores and sends nothing', async () => {
      const before = await countSubscribers();
      const { location } = await post({ email: 'bot@example.org', website: 'http://spam.example' });
      expect(location).toBe('/newsletter/home/subscribed');
      expect(await countSubscribers()).toBe(before);
      expect(resend.received).toHaveLength(0);
    });

    it('shares the JSON path’s limit: the 11th post in ten minutes gets 303 to the rate-limit page', async () => {
      vi.stubEnv('NEWSLETTER_RATE_LIMIT', '10');
      onTestFinished(() => {
        vi.unstubAllEnvs();
      });
      const ip = freshIp();
      for (let index = 0; index < 5; index++)
        expect((await subscribe({ email: `limit-json-${index}@example.org` }, ip)).response.status).toBe(200);
      for (let index = 0; index < 5; index++)
        expect((await post({ email: `limit-form-${index}@example.org` }, 'home', ip)).location).toBe(
          '/newsletter/home/subscribed',
        );
      const { response, location } = await post({ email: 'limit-form-last@example.org' }, 'home', ip);
      expect(response.status).toBe(303);
      expect(location).toBe('/newsletter/home/too-many-requests');
      expect(await subscriberRow('limit-form-last@example.org')).toBeUndefined();
    });

    it('answers a server failure with 303 to the failure page, never with JSON', async () => {
      await useClosedEmbeddedDatabase();
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const { response, location, body } = await post({ email: 'down@example.org' });
      expect(response.status).toBe(303);
      expect(location).toBe('/newsletter/home/failed');
      expect(body).toBe('');
    });
  });

  describeOnEmbedded(database, 'bad input', () => {
    itRefusesBadRequests(
      '/api/newsletter/subscribe',
      badRequestCases({ email: 'valid@example.org' }, [], jsonBodyLimit(newsletterSubscriptionSchema)),
      context,
      countSubscribers,
      freshIp,
    );

    it('still answers a good request after all of that', async () => {
      expect((await subscribe({ email: 'after-the-storm@example.org' })).response.status).toBe(200);
      expect(await subscriberRow('after-the-storm@example.org')).toBeDefined();
    });
  });

  describe('failures', () => {
    it('keeps the subscription and its welcome when Resend answers 500, answers success, logs it', async () => {
      resend.mode = 'fail';
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      const { response, answer } = await subscribe({ email: 'provider-down@example.org' });
      expect(response.status).toBe(200);
      expect(answer.message).toBe('Thank you for subscribing to our newsletter.');
      const row = (await subscriberRow('provider-down@example.org'))!;
      expect(row.isActive).toBe(true);
      expect(resend.received).toHaveLength(1);
      // Still owed: the queue tries it again later (mailQueue.test.ts follows it to the end).
      const [welcome] = await welcomesOf(row.id);
      expect(welcome).toMatchObject({
        status: 'pending',
        attempts: 1,
        error: 'Resend answered 500: Fake Resend answers 500.',
      });
      const logged = errors.mock.calls.map((call) => call.join(' ')).join('\n');
      expect(logged).toContain(
        `E-mail NOT sent yet (Resend answered 500: Fake Resend answers 500.): welcome mail ${welcome!.id} ` +
          `(subscriber ${row.id}); tried again at `,
      );
      // The log outlives an erasure: it never names the address.
      expect(logged).not.toContain('provider-down@example.org');
    });

    it('answers at once and keeps the subscription when Resend does not answer, and logs the time-out', async () => {
      resend.mode = 'hang';
      process.env.EMAIL_SEND_TIMEOUT_MS = '3000';
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      const response = (await callFunction('/api/newsletter/subscribe', json({ email: 'provider-hangs@example.org' }), {
        ip: freshIp(),
      }))!;
      expect(response.status).toBe(200);
      expect((await subscriberRow('provider-hangs@example.org'))!.isActive).toBe(true);
      // The answer came while the welcome was still waiting on the provider: the visitor never waits for it.
      let mailSettled = false;
      const settling = settleBackgroundWork().then(() => (mailSettled = true));
      // The mail has reached the provider, which holds it unanswered: the answer above came first.
      await vi.waitFor(() => expect(resend.received).toHaveLength(1));
      expect(mailSettled).toBe(false);
      await settling;
      expect(errors.mock.calls.map((call) => call.join(' ')).join('\n')).toMatch(
        /E-mail NOT sent yet \(Resend could not be reached or did not answer within 3000 ms.*\): welcome mail \d+/,
      );
    });

    it('with RESEND_API_KEY but no UNSUBSCRIBE_SECRET, keeps the subscription and its welcome, says why', async () => {
      delete process.env.UNSUBSCRIBE_SECRET;
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      const { response } = await subscribe({ email: 'no-secret@example.org' });
      expect(response.status).toBe(200);
      const row = (await subscriberRow('no-secret@example.org'))!;
      expect(resend.received).toHaveLength(0);
      // Owed until the setting is fixed.
      expect(await welcomesOf(row.id)).toMatchObject([{ status: 'pending' }]);
      expect(errors.mock.calls.map((call) => call.join(' ')).join('\n')).toContain(
        'UNSUBSCRIBE_SECRET is not set; it is required when RESEND_API_KEY is set',
      );
    });

    it('answers 503 with a clear message when the embedded database stops under it', async () => {
      await useClosedEmbeddedDatabase();
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const { response, answer } = await subscribe({ email: 'closed@example.org' });
      expect(response.status).toBe(503);
      expect(answer).toEqual({ message: 'The service is temporarily unavailable. Please try again in a moment.' });
      expect(resend.received).toHaveLength(0);
      // The unsubscribe button pressed meanwhile: the page that says so; the one-click POST: a 503.
      const token = createUnsubscribeToken(Buffer.from(secret), 1);
      const pressed = (await callFunction(`/newsletter/unsubscribe?token=${token}`, { method: 'POST' }))!;
      expect(pressed.status).toBe(303);
      expect(pressed.headers.get('location')).toBe('/newsletter/unsubscribe-unavailable');
      const oneClick = (await callFunction(`/api/newsletter/unsubscribe?token=${token}`, { method: 'POST' }))!;
      expect(oneClick.status).toBe(503);
      expect(oneClick.headers.get('retry-after')).toBe('5');
      expect(await oneClick.json()).toEqual({
        message: 'The service is temporarily unavailable. Please try again in a moment.',
      });
    });

    // Only Postgres runs as a server of its own that can stop under a running pool.
    if (database.name === 'Postgres')
      it('answers 503 with a clear message when Postgres stops under a running pool, even mid-query', async () => {
        await withStoppablePostgres(context, async (stopDatabase, pool) => {
          expect((await subscribe({ email: 'before-stop@example.org' })).response.status).toBe(200);
          const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
          // A query is running when the server goes away: it must fail, not take the process with it.
          const inFlight = sql`select pg_sleep(2)`.execute(pool.db).then(
            () => 'finished',
            () => 'failed',
          );
          await vi.waitFor(async () => {
            const { rows } = await sql<{ running: number }>`select count(*)::int as running from pg_stat_activity
          where state = 'active' and query = 'select pg_sleep(2)'`.execute(pool.db);
            expect(rows[0]!.running).toBe(1);
          });
          await stopDatabase();
          expect(await inFlight).toBe('failed');
          for (const email of ['while-stopped@example.org', 'still-stopped@example.org']) {
            const { response, answer } = await subscribe({ email });
            expect(response.status).toBe(503);
            expect(response.headers.get('retry-after')).toBe('5');
            expect(answer).toEqual({
              message: 'The service is temporarily unavailable. Please try again in a moment.',
            });
          }
          expect(errors.mock.calls.map((call) => call.join(' ')).join('\n')).toContain('database unavailable');
        });
      });
  });

  describe('without RESEND_API_KEY', () => {
    it('writes the welcome to DATA_DIR/outbox, with a secret of this installation; its link works', async () => {
      delete process.env.RESEND_API_KEY;
      delete process.env.UNSUBSCRIBE_SECRET;
      const logs = vi.spyOn(console, 'log').mockImplementation(() => {});
      await subscribe({ email: 'local@example.org' });
      expect(resend.received).toHaveLength(0);
      const secretFile = path.join(context.dataDir, 'unsubscribe-secret');
      expect(fs.statSync(secretFile).mode & 0o777).toBe(0o600);
      const files = fs.readdirSync(path.join(context.dataDir, 'outbox')).filter((file) => file.includes('welcome'));
      const envelopeFile = files.find((file) => file.endsWith('.json'))!;
      const envelope = JSON.parse(fs.readFileSync(path.join(context.dataDir, 'outbox', envelopeFile), 'utf8')) as {
        to: string;
        subject: string;
        headers: Record<string, string>;
      };
      expect(envelope).toMatchObject({
        to: 'local@example.org',
        subject: 'Welcome to the Closed Biomes newsletter',
        headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      });
      expect(
        fs.readFileSync(path.join(context.dataDir, 'outbox', envelopeFile.replace(/\.json$/, '.html')), 'utf8'),
      ).toContain('Welcome to our community! 🌱');
      expect(logs.mock.calls.flat().join('\n')).toContain('E-mail written to the outbox');

      const link = new URL(envelope.headers['List-Unsubscribe']!.slice(1, -1));
      expect(link.origin).toBe(siteUrl);
      expect(
        (await callFunction(link.pathname + link.search, { method: 'POST', body: 'List-Unsubscribe=One-Click' }))!
          .status,
      ).toBe(200);
      expect((await subscriberRow('local@example.org'))!.isActive).toBe(false);
    });
  });
});
