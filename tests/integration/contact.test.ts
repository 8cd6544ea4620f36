import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { siteSettings } from '../../src/lib/admin/siteSettings.ts';
import { contactMessageSchema } from '../../src/lib/schemas/contactMessage.ts';
import { jsonBodyLimit } from '../../src/server/http/bodyLimits.ts';
import { badRequestCases } from './badRequests.ts';
import { callFunction, settleBackgroundWork } from './callFunction.ts';
import { sweepExpiredMessages } from '../../src/server/contact/contactHandler.ts';
import { expectRateLimited } from './rateLimitAnswer.ts';
import { describeOnEmbedded, testDatabases } from './testDatabases.ts';
import {
  itRefusesBadRequests,
  json,
  postFormFrom,
  postFrom,
  useClosedEmbeddedDatabase,
  withStoppablePostgres,
  useVisitorWriteContext,
} from './visitorWriteContext.ts';

let ipCounter = 0;
/** Each test counts against a client of its own, so that rate limits never leak between tests. */
const freshIp = () => `10.3.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

const validMessage = {
  name: 'Ana Lima',
  email: 'ana@example.org',
  subject: 'Classroom order',
  message: 'Could we order five lake biomes\nfor our school?',
};

const send = (body: unknown, ip = freshIp()) => postFrom('/api/contact', body, ip);

/** Each field at its longest, of `char`; the address has 254 characters within RFC 5321's 64 and 63. */
const longestMessage = (char: string) => ({
  name: char.repeat(100),
  email: `${'e'.repeat(64)}@${'d'.repeat(63)}.${'d'.repeat(63)}.${'d'.repeat(57)}.org`,
  subject: char.repeat(200),
  message: char.repeat(5000),
});

describe.each(testDatabases)('contact messages on $name', (database) => {
  const context = useVisitorWriteContext(database, 'contact', 'contact-test-secret-0123456789abcdef');
  const { resend } = context;

  const messages = () => context.handle.db.selectFrom('contactMessages').selectAll().orderBy('id').execute();
  const countMessages = async () =>
    (
      await context.handle.db
        .selectFrom('contactMessages')
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirstOrThrow()
    ).n;
  const lastMessage = async () => (await messages()).at(-1)!;
  const queuedMailOf = (messageId: number) =>
    context.handle.db.selectFrom('mailQueue').selectAll().where('contactMessageId', '=', messageId).executeTakeFirst();

  it('stores the message unread and trimmed, answers success, mails us with the visitor as Reply-To', async () => {
    const { response, answer } = await send({
      ...validMessage,
      name: '  Ana Lima ',
      email: ' Ana@Example.ORG',
      subject: ' Classroom order  ',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(answer).toEqual({ message: "Thank you for your message. We'll respond as soon as possible." });

    const row = await lastMessage();
    expect(row).toMatchObject({
      name: 'Ana Lima',
      email: 'ana@example.org',
      subject: 'Classroom order',
      message: validMessage.message,
      isRead: false,
    });

    expect(resend.received).toHaveLength(1);
    const [mail] = resend.received;
    expect(mail!.authorization).toBe('Bearer re_test_key');
    // The mail was stored with the message, in the mail queue, under a key of its own, and is sent.
    const queued = await queuedMailOf(row.id);
    expect(queued).toMatchObject({ kind: 'contact-message', status: 'sent', email: siteSettings.contactEmail });
    expect(mail!.idempotencyKey).toBe(queued!.idempotencyKey);
    expect(queued!.idempotencyKey).toMatch(/^contact-message\/[0-9a-f-]{36}$/);
    expect(mail!.body).toMatchObject({
      from: 'Closed Biomes <hello@closedbiomes.example>',
      to: siteSettings.contactEmail,
      reply_to: 'ana@example.org',
      subject: 'Contact form: Classroom order',
    });
    expect(mail!.body.text).toContain('From\n\nAna Lima <ana@example.org>');
    expect(mail!.body.text).toContain(validMessage.message);
    expect(mail!.body.text).toContain(`Stored as contact message ${row.id}`);
    expect(mail!.body.html).toContain('Could we order five lake biomes');
  });

  it('stores markup and SQL as the text they are, and mails them escaped, never as HTML', async () => {
    const hostile = {
      name: '<img src=x onerror=alert(1)>',
      email: 'o.brien@example.org',
      subject: "Robert'); DROP TABLE contact_messages;--",
      message: '<script>alert("hi")</script>\n<b>bold</b> & "quotes"',
    };
    const { response } = await send(hostile);
    expect(response.status).toBe(200);
    expect(await lastMessage()).toMatchObject(hostile);
    const html = resend.received[0]!.body.html;
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<b>bold</b>');
    expect(html).toContain('&lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(resend.received[0]!.body.subject).toBe(`Contact form: ${hostile.subject}`);
    // The table is still there, and still answers.
    expect(await countMessages()).toBeGreaterThan(0);
  });

  it('keeps line breaks and tabs in the message', async () => {
    await send({ ...validMessage, message: 'Line one\r\nLine two\n\tindented' });
    expect((await lastMessage()).message).toBe('Line one\r\nLine two\n\tindented');
  });

  it('accepts each field at its longest', async () => {
    const longest = longestMessage('m');
    const { response } = await send(longest);
    expect(response.status).toBe(200);
    expect(await lastMessage()).toMatchObject(longest);
  });

  // The island marks and focuses the field a refusal names: the answer says which, not only in words.
  it.each([
    ['name', { ...validMessage, name: 'n'.repeat(101) }],
    ['email', { ...validMessage, email: 'ana@example' }],
    ['subject', { ...validMessage, subject: 'a\u001b[31mred' }],
    ['message', { ...validMessage, message: ' ' }],
  ])('names the field of a refusal about %s: 400 {message, field}', async (field, body) => {
    const { response, answer } = await send(body);
    expect(response.status).toBe(400);
    expect(answer).toEqual({ message: expect.any(String), field });
  });

  it('names no field when a refusal is about none (a key nobody asked for)', async () => {
    const { response, answer } = await send({ ...validMessage, isRead: true });
    expect(response.status).toBe(400);
    expect(answer).toEqual({ message: expect.any(String) });
  });

  it('answers a filled honeypot like a sent message, and stores and sends nothing', async () => {
    const before = await countMessages();
    const { response, answer } = await send({ ...validMessage, website: 'http://spam.example' });
    expect(response.status).toBe(200);
    expect(answer).toEqual({ message: "Thank you for your message. We'll respond as soon as possible." });
    expect(await countMessages()).toBe(before);
    expect(resend.received).toHaveLength(0);
  });

  it('counts a honeypot holding only whitespace as filled: stores and sends nothing', async () => {
    const before = await countMessages();
    const { response } = await send({ ...validMessage, website: '  \n' });
    expect(response.status).toBe(200);
    expect(await countMessages()).toBe(before);
    expect(resend.received).toHaveLength(0);
  });

  it('admits a class: 30 messages from one client in ten minutes are all stored; the 31st is refused', async () => {
    const ip = freshIp();
    const before = await countMessages();
    for (let pupil = 1; pupil <= 30; pupil++)
      expect((await send({ ...validMessage, subject: `Question from pupil ${pupil}` }, ip)).response.status).toBe(200);
    expect(await countMessages()).toBe(before + 30);
    expect((await send(validMessage, ip)).response.status).toBe(429);
  });

  describe('rate limit (CONTACT_RATE_LIMIT=5)', () => {
    beforeEach(() => {
      vi.stubEnv('CONTACT_RATE_LIMIT', '5');
    });
    afterEach(() => {
      vi.unstubAllEnvs();
    });

    it('lets a client send 5 messages in ten minutes; the 6th gets 429, a message and Retry-After', async () => {
      const ip = freshIp();
      const before = await countMessages();
      for (let index = 0; index < 5; index++)
        expect((await send({ ...validMessage, subject: `Question ${index}` }, ip)).response.status).toBe(200);
      expectRateLimited(await send({ ...validMessage, subject: 'Question 5' }, ip));
      expect(await countMessages()).toBe(before + 5);
      expect(resend.received).toHaveLength(5);
      expect((await send(validMessage)).response.status).toBe(200);
    });

    it('keeps the contact and newsletter limits apart', async () => {
      const ip = freshIp();
      for (let index = 0; index < 5; index++) await send(validMessage, ip);
      const subscription = (await callFunction('/api/newsletter/subscribe', json({ email: 'apart@example.org' }), {
        ip,
      }))!;
      await settleBackgroundWork();
      expect(subscription.status).toBe(200);
    });
  });

  describe('posted as a form (the browser’s own post: before hydration, or without JavaScript)', () => {
    const post = (fields: Record<string, string>, ip = freshIp()) => postFormFrom('/api/contact', fields, ip);

    it('stores and mails the message as the JSON path does and answers 303 to the sent page', async () => {
      const { response, location, body } = await post({ ...validMessage, subject: 'Sent as a form', website: '' });
      expect(response.status).toBe(303);
      expect(location).toBe('/contact/sent');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(body).toBe('');
      expect(await lastMessage()).toMatchObject({ ...validMessage, subject: 'Sent as a form' });
      expect(resend.received).toHaveLength(1);
    });

    it('takes each field at its longest in characters of 3 UTF-8 bytes (9 bytes each, urlencoded)', async () => {
      const longest = longestMessage('€');
      const { response, location } = await post({ ...longest, website: '' });
      expect(response.status).toBe(303);
      expect(location).toBe('/contact/sent');
      expect(await lastMessage()).toMatchObject(longest);
    });

    const without = (name: string) => Object.fromEntries(Object.entries(validMessage).filter(([key]) => key !== name));
    it.each([
      ['no name', without('name'), '/contact/missing-fields'],
      ['a blank subject', { ...validMessage, subject: '  ' }, '/contact/missing-fields'],
      ['an empty message', { ...validMessage, message: '' }, '/contact/missing-fields'],
      ['an empty e-mail', { ...validMessage, email: '' }, '/contact/missing-fields'],
      ['a bad e-mail', { ...validMessage, email: 'ana@example' }, '/contact/invalid-email'],
      ['a name one character too long', { ...validMessage, name: 'n'.repeat(101) }, '/contact/too-long'],
      ['a message of 17,000 characters', { ...validMessage, message: 'm'.repeat(17_000) }, '/contact/too-long'],
      ['a control character', { ...validMessage, subject: 'a\u001b[31mred' }, '/contact/characters-not-allowed'],
      ['a field nobody asked for', { ...validMessage, isRead: 'true' }, '/contact/failed'],
    ])(
      'answers %s with 303 to the page of the island’s message, storing and sending nothing',
      async (_, fields, page) => {
        const before = await countMessages();
        const { response, location } = await post(fields as Record<string, string>);
        expect(response.status).toBe(303);
        expect(location).toBe(page);
        expect(await countMessages()).toBe(before);
        expect(resend.received).toHaveLength(0);
      },
    );

    it('answers a filled honeypot like a sent message, and stores and sends nothing', async () => {
      const before = await countMessages();
      expect((await post({ ...validMessage, website: 'http://spam.example' })).location).toBe('/contact/sent');
      expect(await countMessages()).toBe(before);
      expect(resend.received).toHaveLength(0);
    });

    it('shares the JSON path’s limit: the 6th message in ten minutes gets 303 to the rate-limit page', async () => {
      vi.stubEnv('CONTACT_RATE_LIMIT', '5');
      onTestFinished(() => {
        vi.unstubAllEnvs();
      });
      const ip = freshIp();
      const before = await countMessages();
      for (let index = 0; index < 3; index++)
        expect((await send({ ...validMessage, subject: `JSON ${index}` }, ip)).response.status).toBe(200);
      for (let index = 0; index < 2; index++)
        expect((await post({ ...validMessage, subject: `Form ${index}` }, ip)).location).toBe('/contact/sent');
      const { response, location } = await post({ ...validMessage, subject: 'One too many' }, ip);
      expect(response.status).toBe(303);
      expect(location).toBe('/contact/too-many-requests');
      expect(await countMessages()).toBe(before + 5);
    });

    it('answers a server failure with 303 to the failure page, never with JSON', async () => {
      await useClosedEmbeddedDatabase();
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const { response, location, body } = await post(validMessage);
      expect(response.status).toBe(303);
      expect(location).toBe('/contact/failed');
      expect(body).toBe('');
    });
  });

  describeOnEmbedded(database, 'bad input', () => {
    const fields = [
      { name: 'name', max: 100 },
      { name: 'subject', max: 200 },
      { name: 'message', max: 5000, multiLine: true },
    ];
    itRefusesBadRequests(
      '/api/contact',
      badRequestCases(validMessage, fields, jsonBodyLimit(contactMessageSchema)),
      context,
      countMessages,
      freshIp,
    );

    it('still answers a good request after all of that', async () => {
      expect((await send(validMessage)).response.status).toBe(200);
    });
  });

  describe('failures', () => {
    it('keeps the message and its mail when Resend answers 500, answers success, logs the mail', async () => {
      resend.mode = 'fail';
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      const { response, answer } = await send({ ...validMessage, subject: 'Provider down' });
      expect(response.status).toBe(200);
      expect(answer.message).toBe("Thank you for your message. We'll respond as soon as possible.");
      const row = await lastMessage();
      expect(row).toMatchObject({ subject: 'Provider down', isRead: false });
      expect(resend.received).toHaveLength(1);
      // Still owed: the queue tries it again later (mailQueue.test.ts follows it to the end).
      const queued = (await queuedMailOf(row.id))!;
      expect(queued).toMatchObject({
        status: 'pending',
        attempts: 1,
        error: 'Resend answered 500: Fake Resend answers 500.',
      });
      expect(queued.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now());
      const logged = errors.mock.calls.map((call) => call.join(' ')).join('\n');
      expect(logged).toContain(
        `E-mail NOT sent yet (Resend answered 500: Fake Resend answers 500.): contact-message mail ${queued.id} ` +
          `(contact message ${row.id}); tried again at `,
      );
      // Neither the visitor's address nor the subject reaches the log.
      expect(logged).not.toContain('Provider down');
    });

    it('answers before the provider does, keeps the message, logs the time-out when Resend never answers', async () => {
      resend.mode = 'hang';
      process.env.EMAIL_SEND_TIMEOUT_MS = '3000';
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      const response = (await callFunction('/api/contact', json({ ...validMessage, subject: 'Provider hangs' }), {
        ip: freshIp(),
      }))!;
      expect(response.status).toBe(200);
      const row = await lastMessage();
      expect(row.subject).toBe('Provider hangs');
      let mailSettled = false;
      const settling = settleBackgroundWork().then(() => (mailSettled = true));
      // The mail has reached the provider, which holds it unanswered: the answer above came first.
      await vi.waitFor(() => expect(resend.received).toHaveLength(1));
      expect(mailSettled).toBe(false);
      await settling;
      expect(errors.mock.calls.map((call) => call.join(' ')).join('\n')).toMatch(
        /E-mail NOT sent yet \(Resend could not be reached or did not answer within 3000 ms.*\): contact-message mail/,
      );
      expect(await queuedMailOf(row.id)).toMatchObject({ status: 'pending', uncertainSince: expect.any(Date) });
    });

    it('answers 503 with a clear message when the embedded database stops under it, and stores nothing', async () => {
      await useClosedEmbeddedDatabase();
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const { response, answer } = await send(validMessage);
      expect(response.status).toBe(503);
      expect(answer).toEqual({ message: 'The service is temporarily unavailable. Please try again in a moment.' });
      expect(resend.received).toHaveLength(0);
    });

    // Only Postgres runs as a server of its own that can stop under a running pool.
    if (database.name === 'Postgres')
      it('answers 503 with a clear message when Postgres stops under a running pool, and stores nothing', async () => {
        await withStoppablePostgres(context, async (stopDatabase) => {
          expect((await send({ ...validMessage, subject: 'Before the stop' })).response.status).toBe(200);
          const before = await countMessages();
          await stopDatabase();
          vi.spyOn(console, 'error').mockImplementation(() => {});
          const { response, answer } = await send({ ...validMessage, subject: 'While stopped' });
          expect(response.status).toBe(503);
          expect(answer).toEqual({ message: 'The service is temporarily unavailable. Please try again in a moment.' });
          expect(await countMessages()).toBe(before);
          expect(resend.to(siteSettings.contactEmail).map((mail) => mail.body.subject)).toEqual([
            'Contact form: Before the stop',
          ]);
        });
      });
  });

  it('deletes messages 24 months after they arrived, as the privacy page promises; keeps younger ones', async () => {
    // Past the hourly guard of the sweeps that earlier messages in this file already ran.
    const now = new Date(Date.now() + 2 * 3600_000);
    const monthsAgo = (seconds: number) => {
      const date = new Date(now);
      date.setUTCMonth(date.getUTCMonth() - 24);
      return new Date(date.getTime() + seconds * 1000).toISOString();
    };
    await context.handle.db
      .insertInto('contactMessages')
      .values([
        { ...validMessage, subject: 'Too old', createdAt: monthsAgo(-1) },
        { ...validMessage, subject: 'Just young enough', createdAt: monthsAgo(1) },
      ])
      .execute();
    expect(await sweepExpiredMessages(context.handle.db, now)).toBe(1);
    const subjects = (await messages()).map((message) => message.subject);
    expect(subjects).not.toContain('Too old');
    expect(subjects).toContain('Just young enough');
    // At most once an hour per instance.
    expect(await sweepExpiredMessages(context.handle.db, new Date(now.getTime() + 60_000))).toBe(0);
  });

  it('without RESEND_API_KEY writes the mail to DATA_DIR/outbox and logs it', async () => {
    delete process.env.RESEND_API_KEY;
    const logs = vi.spyOn(console, 'log').mockImplementation(() => {});
    await send({ ...validMessage, subject: 'Outbox' });
    const row = await lastMessage();
    expect(resend.received).toHaveLength(0);
    const envelopeFile = fs
      .readdirSync(path.join(context.dataDir, 'outbox'))
      .find((file) => file.includes(`contact-message-${row.id}-`) && file.endsWith('.json'))!;
    expect(JSON.parse(fs.readFileSync(path.join(context.dataDir, 'outbox', envelopeFile), 'utf8'))).toMatchObject({
      to: siteSettings.contactEmail,
      replyTo: 'ana@example.org',
      subject: 'Contact form: Outbox',
      reference: `contact message ${row.id}`,
    });
    expect(logs.mock.calls.flat().join('\n')).toContain(
      `E-mail written to the outbox (RESEND_API_KEY is not set): contact-message for contact message ${row.id}`,
    );
  });
});
