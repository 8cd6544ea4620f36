import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../src/server/http/jsonResponse.ts';
import { enforceRateLimit, newsletterRateLimit, tooManyRequestsMessage } from '../../src/server/http/rateLimit.ts';
import { createUnsubscribeToken } from '../../src/server/newsletter/unsubscribeToken.ts';
import { badRequestCases } from './badRequests.ts';
import { callFunction, settleBackgroundWork } from './callFunction.ts';
import { testDatabases } from './testDatabases.ts';
import { itRefusesBadRequests, json, postFrom, useClosedEmbeddedDatabase, withStoppablePostgres, testSiteUrl as siteUrl, useVisitorWriteContext } from './visitorWriteContext.ts';

const secret = 'newsletter-test-secret-0123456789abcdef';
let ipCounter = 0;
/** Each test counts against a client of its own, so that rate limits never leak between tests. */
const freshIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;


const subscribe = (body: unknown, ip = freshIp()) => postFrom('/api/newsletter/subscribe', body, ip);

describe.each(testDatabases)('newsletter on $name', (database) => {
  const context = useVisitorWriteContext(database, 'newsletter', secret);
  const { resend } = context;

  const subscriberRow = (email: string) => context.handle.db.selectFrom('subscribers').selectAll().where('email', '=', email).executeTakeFirst();
  const countSubscribers = async () => (await context.handle.db.selectFrom('subscribers').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n;

  it('stores a new address trimmed and lower-cased, answers success, and sends one welcome with one-click unsubscribe', async () => {
    const { response, answer } = await subscribe({ email: '  Ana.Lima@Example.ORG ' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(answer).toEqual({ message: 'Thank you for subscribing to our newsletter.' });

    const row = await subscriberRow('ana.lima@example.org');
    expect(row).toMatchObject({ email: 'ana.lima@example.org', isActive: true });
    expect(Date.now() - row!.subscribedAt.getTime()).toBeLessThan(60_000);

    expect(resend.received).toHaveLength(1);
    const [mail] = resend.received;
    const link = `${siteUrl}/api/newsletter/unsubscribe?token=${createUnsubscribeToken(Buffer.from(secret), row!.id)}`;
    expect(mail!.authorization).toBe('Bearer re_test_key');
    expect(mail!.idempotencyKey).toBe(`welcome/${row!.id}/${row!.subscribedAt.getTime()}`);
    expect(mail!.body).toMatchObject({
      from: 'Closed Biomes <hello@closedbiomes.example>',
      to: 'ana.lima@example.org',
      subject: 'Welcome to the Closed Biomes newsletter',
      headers: { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
    expect(mail!.body.html).toContain('Welcome to our community! 🌱');
    expect(mail!.body.html).toContain(`href="${link}"`);
    expect(mail!.body.text).toContain(`Unsubscribe with one click, at any time: ${link}`);
  });

  it('keeps one row for an address subscribed twice, answers exactly as the first time, and does not welcome it again', async () => {
    const first = await subscribe({ email: 'twice@example.org' });
    const second = await subscribe({ email: ' TWICE@example.org' });
    expect(second.response.status).toBe(first.response.status);
    expect(second.answer).toEqual(first.answer);
    expect(await context.handle.db.selectFrom('subscribers').select('id').where('email', '=', 'twice@example.org').execute()).toHaveLength(1);
    expect(resend.to('twice@example.org')).toHaveLength(1);
  });

  it('makes one row and one welcome from 20 simultaneous subscriptions of one address', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => callFunction('/api/newsletter/subscribe', json({ email: 'rush@example.org' }), { ip: `10.2.0.${index + 1}` })));
    await settleBackgroundWork();
    expect(answers.map((answer) => answer!.status)).toEqual(Array(20).fill(200));
    expect(await context.handle.db.selectFrom('subscribers').select('id').where('email', '=', 'rush@example.org').execute()).toHaveLength(1);
    expect(resend.to('rush@example.org')).toHaveLength(1);
  });

  it('makes an unsubscribed address active again, with a new subscription date and a new welcome', async () => {
    await subscribe({ email: 'returning@example.org' });
    const before = (await subscriberRow('returning@example.org'))!;
    await context.handle.db.updateTable('subscribers').set({ isActive: false, subscribedAt: new Date('2025-01-01T00:00:00Z') }).where('id', '=', before.id).execute();

    const { response } = await subscribe({ email: 'returning@example.org' });
    expect(response.status).toBe(200);
    const after = (await subscriberRow('returning@example.org'))!;
    expect(after).toMatchObject({ id: before.id, isActive: true });
    expect(after.subscribedAt.getTime()).toBeGreaterThan(new Date('2025-01-02T00:00:00Z').getTime());
    expect(resend.to('returning@example.org')).toHaveLength(2);
    expect(resend.to('returning@example.org')[1]!.idempotencyKey).toBe(`welcome/${after.id}/${after.subscribedAt.getTime()}`);
  });

  describe('unsubscribe', () => {
    async function subscribedId(email: string): Promise<number> {
      await subscribe({ email });
      return (await subscriberRow(email))!.id;
    }

    it('the link in the mail unsubscribes and sends the person to the confirmation page', async () => {
      await subscribe({ email: 'link@example.org' });
      const link = new URL(resend.to('link@example.org')[0]!.body.headers!['List-Unsubscribe']!.slice(1, -1));
      // A link checker's HEAD only looks.
      expect((await callFunction(link.pathname + link.search, { method: 'HEAD' }))!.status).toBe(303);
      expect((await subscriberRow('link@example.org'))!.isActive).toBe(true);
      const response = (await callFunction(link.pathname + link.search))!;
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/newsletter/unsubscribed');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect((await subscriberRow('link@example.org'))!.isActive).toBe(false);
      // Following an old link again changes nothing and still confirms.
      expect((await callFunction(link.pathname + link.search))!.status).toBe(303);
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
      ['signed with another key', (id: number) => createUnsubscribeToken(Buffer.from('another-secret-0123456789abcdef-xyz'), id)],
      ['of a neighbouring id with this one’s signature', (id: number) => `${id + 1}.${createUnsubscribeToken(Buffer.from(secret), id).split('.')[1]}`],
      ['cut short', (id: number) => createUnsubscribeToken(Buffer.from(secret), id).slice(0, -1)],
      ['with its last character changed', (id: number) => createUnsubscribeToken(Buffer.from(secret), id).replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'))],
      ['missing', () => ''],
      ['an SQL-looking text', () => "1' or '1'='1"],
    ])('a token %s changes nothing: GET shows an error page, POST answers JSON', async (_, makeToken) => {
      const email = `guarded-${ipCounter}@example.org`;
      const id = await subscribedId(email);
      const query = `?token=${encodeURIComponent(makeToken(id))}`;
      const page = (await callFunction(`/api/newsletter/unsubscribe${query}`))!;
      expect(page.status).toBe(400);
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await page.text()).toContain('This unsubscribe link is not valid.');
      const oneClick = (await callFunction(`/api/newsletter/unsubscribe${query}`, { method: 'POST' }))!;
      expect(oneClick.status).toBe(400);
      expect(await oneClick.json()).toEqual({ message: expect.stringContaining('not valid') });
      expect((await subscriberRow(email))!.isActive).toBe(true);
    });

    it('confirms a genuine token of a subscriber who no longer exists, and touches no other row', async () => {
      const before = await context.handle.db.selectFrom('subscribers').select(['id', 'isActive']).orderBy('id').execute();
      const response = (await callFunction(`/api/newsletter/unsubscribe?token=${createUnsubscribeToken(Buffer.from(secret), 999_999)}`))!;
      expect(response.status).toBe(303);
      expect(await context.handle.db.selectFrom('subscribers').select(['id', 'isActive']).orderBy('id').execute()).toEqual(before);
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

  it('accepts an empty honeypot, as the form sends it', async () => {
    const { response } = await subscribe({ email: 'person@example.org', website: '' });
    expect(response.status).toBe(200);
    expect(await subscriberRow('person@example.org')).toBeDefined();
  });

  describe('rate limit', () => {
    it('lets a client make 10 subscriptions in ten minutes and answers the 11th with 429, a message and Retry-After', async () => {
      const ip = freshIp();
      for (let index = 0; index < 10; index++) expect((await subscribe({ email: `limit-${index}@example.org` }, ip)).response.status).toBe(200);
      const { response, answer } = await subscribe({ email: 'limit-10@example.org' }, ip);
      expect(response.status).toBe(429);
      expect(answer).toEqual({ message: 'Too many requests. Please wait a few minutes and try again.' });
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(Number(response.headers.get('retry-after'))).toBeLessThanOrEqual(600);
      expect(await subscriberRow('limit-10@example.org')).toBeUndefined();
      // Another client is not affected.
      expect((await subscribe({ email: 'limit-10@example.org' })).response.status).toBe(200);
    });

    it('counts simultaneous requests of one client exactly: of 25 at once, 10 pass and 15 are refused', async () => {
      const ip = freshIp();
      const answers = await Promise.all(Array.from({ length: 25 }, (_, index) => callFunction('/api/newsletter/subscribe', json({ email: `burst-${index}@example.org` }), { ip })));
      await settleBackgroundWork();
      const statuses = answers.map((answer) => answer!.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(10);
      expect(statuses.filter((status) => status === 429)).toHaveLength(15);
      const stored = await context.handle.db.selectFrom('subscribers').select('email').where('email', 'like', 'burst-%').execute();
      expect(stored).toHaveLength(10);
    });

    it('counts a whole IPv6 /64 as one client', async () => {
      for (let index = 0; index < 10; index++) await subscribe({ email: `six-${index}@example.org` }, `2001:db8:7:1::${index + 1}`);
      expect((await subscribe({ email: 'six-10@example.org' }, '2001:db8:7:1:ffff:1:2:3')).response.status).toBe(429);
      expect((await subscribe({ email: 'six-10@example.org' }, '2001:db8:7:2::1')).response.status).toBe(200);
    });

    it('counts fixed windows: a new window starts afresh, and expired windows are swept', async () => {
      // A future of its own per database, so this test decides when the once-a-minute sweep runs.
      const start = new Date(Date.UTC(2030 + testDatabases.indexOf(database), 0, 1));
      const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);
      for (let index = 0; index < 10; index++) await enforceRateLimit(context.handle.db, newsletterRateLimit, '192.0.2.7', at(index));
      const refused = await enforceRateLimit(context.handle.db, newsletterRateLimit, '192.0.2.7', at(599)).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(refused).toBeInstanceOf(HttpError);
      expect(refused).toMatchObject({ status: 429, message: tooManyRequestsMessage, headers: { 'retry-after': '1' } });
      await expect(enforceRateLimit(context.handle.db, newsletterRateLimit, '192.0.2.7', at(600))).resolves.toBeUndefined();
      // Over an hour later the sweep deletes both old windows.
      await enforceRateLimit(context.handle.db, newsletterRateLimit, '192.0.2.8', at(2 * 3600));
      const left = await context.handle.db.selectFrom('rateLimits').select('windowStart').where('key', '=', 'newsletter:192.0.2.7').execute();
      expect(left).toEqual([]);
    });
  });

  describe('bad input', () => {
    itRefusesBadRequests('/api/newsletter/subscribe', badRequestCases({ email: 'valid@example.org' }, []), context, countSubscribers, freshIp);

    it('still answers a good request after all of that', async () => {
      expect((await subscribe({ email: 'after-the-storm@example.org' })).response.status).toBe(200);
      expect(await subscriberRow('after-the-storm@example.org')).toBeDefined();
    });
  });

  describe('failures', () => {
    it('keeps the subscription and answers success when Resend answers 500, and logs what is needed to resend', async () => {
      resend.mode = 'fail';
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      const { response, answer } = await subscribe({ email: 'provider-down@example.org' });
      expect(response.status).toBe(200);
      expect(answer.message).toBe('Thank you for subscribing to our newsletter.');
      const row = (await subscriberRow('provider-down@example.org'))!;
      expect(row.isActive).toBe(true);
      expect(resend.received).toHaveLength(1);
      const logged = errors.mock.calls.map((call) => call.join(' ')).join('\n');
      expect(logged).toContain('E-mail NOT sent (Resend answered 500');
      expect(logged).toContain(`welcome for subscriber ${row.id} to provider-down@example.org, subject "Welcome to the Closed Biomes newsletter"`);
    });

    it('answers at once and keeps the subscription when Resend does not answer, and logs the time-out', async () => {
      resend.mode = 'hang';
      process.env.EMAIL_SEND_TIMEOUT_MS = '3000';
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      const response = (await callFunction('/api/newsletter/subscribe', json({ email: 'provider-hangs@example.org' }), { ip: freshIp() }))!;
      expect(response.status).toBe(200);
      expect((await subscriberRow('provider-hangs@example.org'))!.isActive).toBe(true);
      // The answer came while the welcome was still waiting on the provider: the visitor never waits for it.
      let mailSettled = false;
      const settling = settleBackgroundWork().then(() => (mailSettled = true));
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(mailSettled).toBe(false);
      await settling;
      expect(errors.mock.calls.map((call) => call.join(' ')).join('\n')).toMatch(/E-mail NOT sent \(Resend could not be reached or did not answer within 3000 ms\)\. To resend: welcome for subscriber \d+ to provider-hangs@example.org/);
    });

    it('with RESEND_API_KEY but no UNSUBSCRIBE_SECRET, keeps the subscription, sends nothing and says why in one sentence', async () => {
      delete process.env.UNSUBSCRIBE_SECRET;
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      const { response } = await subscribe({ email: 'no-secret@example.org' });
      expect(response.status).toBe(200);
      expect(await subscriberRow('no-secret@example.org')).toBeDefined();
      expect(resend.received).toHaveLength(0);
      expect(errors.mock.calls.map((call) => call.join(' ')).join('\n')).toContain('UNSUBSCRIBE_SECRET is not set; it is required when RESEND_API_KEY is set');
    });

    it('answers 503 with a clear message when the embedded database stops under it', async () => {
      await useClosedEmbeddedDatabase();
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const { response, answer } = await subscribe({ email: 'closed@example.org' });
      expect(response.status).toBe(503);
      expect(answer).toEqual({ message: 'The service is temporarily unavailable. Please try again in a moment.' });
      expect(resend.received).toHaveLength(0);
      // The unsubscribe link followed meanwhile: a page that says so, with when to try again.
      const page = (await callFunction(`/api/newsletter/unsubscribe?token=${createUnsubscribeToken(Buffer.from(secret), 1)}`))!;
      expect(page.status).toBe(503);
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(page.headers.get('retry-after')).toBe('5');
      expect(await page.text()).toMatch(/<h1>Could not unsubscribe right now<\/h1>\s*<p>The service is temporarily unavailable\. Please try again in a moment\.<\/p>/);
    });

    // Only Postgres runs as a server of its own that can stop under a running pool.
    if (database.name === 'Postgres') it('answers 503 with a clear message when Postgres stops under a running pool, even mid-query', async () => {
      await withStoppablePostgres(context, async (stopDatabase, pool) => {
      expect((await subscribe({ email: 'before-stop@example.org' })).response.status).toBe(200);
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      // A query is running when the server goes away: it must fail, not take the process with it.
      const inFlight = sql`select pg_sleep(2)`.execute(pool.db).then(() => 'finished', () => 'failed');
      await new Promise((resolve) => setTimeout(resolve, 300));
      await stopDatabase();
      expect(await inFlight).toBe('failed');
      for (const email of ['while-stopped@example.org', 'still-stopped@example.org']) {
        const { response, answer } = await subscribe({ email });
        expect(response.status).toBe(503);
        expect(response.headers.get('retry-after')).toBe('5');
        expect(answer).toEqual({ message: 'The service is temporarily unavailable. Please try again in a moment.' });
      }
      expect(errors.mock.calls.map((call) => call.join(' ')).join('\n')).toContain('database unavailable');
      });
    });
  });

  describe('without RESEND_API_KEY', () => {
    it('writes the welcome to DATA_DIR/outbox with its headers, under a secret made for this installation, and its link works', async () => {
      delete process.env.RESEND_API_KEY;
      delete process.env.UNSUBSCRIBE_SECRET;
      const logs = vi.spyOn(console, 'log').mockImplementation(() => {});
      await subscribe({ email: 'local@example.org' });
      expect(resend.received).toHaveLength(0);
      const secretFile = path.join(context.dataDir, 'unsubscribe-secret');
      expect(fs.statSync(secretFile).mode & 0o777).toBe(0o600);
      const files = fs.readdirSync(path.join(context.dataDir, 'outbox')).filter((file) => file.includes('welcome'));
      const envelopeFile = files.find((file) => file.endsWith('.json'))!;
      const envelope = JSON.parse(fs.readFileSync(path.join(context.dataDir, 'outbox', envelopeFile), 'utf8')) as { to: string; subject: string; headers: Record<string, string> };
      expect(envelope).toMatchObject({ to: 'local@example.org', subject: 'Welcome to the Closed Biomes newsletter', headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } });
      expect(fs.readFileSync(path.join(context.dataDir, 'outbox', envelopeFile.replace(/\.json$/, '.html')), 'utf8')).toContain('Welcome to our community! 🌱');
      expect(logs.mock.calls.flat().join('\n')).toContain('E-mail written to the outbox');

      const link = new URL(envelope.headers['List-Unsubscribe']!.slice(1, -1));
      expect(link.origin).toBe(siteUrl);
      expect((await callFunction(link.pathname + link.search))!.status).toBe(303);
      expect((await subscriberRow('local@example.org'))!.isActive).toBe(false);
    });
  });
});
