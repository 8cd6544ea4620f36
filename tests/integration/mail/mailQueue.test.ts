import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteSettings } from '../../../src/lib/admin/siteSettings.ts';
import { useDatabase } from '../../../src/server/db/currentDatabase.ts';
import type { Database } from '../../../src/server/db/database.ts';
import { prepareDatabase } from '../../../src/server/db/prepareDatabase.ts';
import { useMailClock } from '../../../src/server/mail/clock.ts';
import { sendIssue } from '../../../src/server/mail/newsletterWorker.ts';
import { sendDueQueuedMail } from '../../../src/server/mail/queuedMailSender.ts';
import { nextQueuedMailDueAt } from '../../../src/server/repositories/mailQueueRepository.ts';
import { insertNewsletter, startSending } from '../../../src/server/repositories/newsletterRepository.ts';
import { callFunction, settleBackgroundWork } from '../callFunction.ts';
import { testDatabases } from '../testDatabases.ts';
import { json } from '../visitorWriteContext.ts';
import { FakeResend } from './fakeResend.ts';
import { useNewsletterApiContext } from './newsletterApiContext.ts';
import { addresses, deliveriesOf, onlySubscribers } from './newsletterFixtures.ts';
import { VirtualClock } from './virtualClock.ts';

/**
 * The mail queue (requirements §10.9, docs/design.md decision 18) against a fake Resend that fails
 * as the real one does, on a clock the test controls (a minute of errors passes in a moment): every
 * mail the site owes, a welcome, a contact message or a newsletter delivery, reaches its reader
 * once, whatever Resend answered meanwhile.
 */
describe.each(testDatabases)('the mail queue on $name', (database) => {
  const { api, sentIssue } = useNewsletterApiContext(database);
  const resend = new FakeResend();
  let clock: VirtualClock;
  let ip = 0;

  beforeAll(async () => {
    Object.assign(process.env, {
      RESEND_BASE_URL: await resend.start(),
      UNSUBSCRIBE_SECRET: 'mail-queue-test-secret-of-at-least-32-characters',
      EMAIL_SEND_TIMEOUT_MS: '200',
      NEWSLETTER_RATE_LIMIT: '1000',
    });
  });
  afterAll(() => resend.stop());
  beforeEach(() => {
    process.env.RESEND_API_KEY = 're_test_key';
    process.env.NEWSLETTER_REQUESTS_PER_SECOND = '100';
    delete process.env.NEWSLETTER_BATCH_SIZE;
    resend.reset();
    clock = new VirtualClock();
    resend.clock = clock;
    useMailClock(clock);
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(async () => {
    await settleBackgroundWork();
    resend.releaseHung();
    useMailClock(undefined);
  });

  const subscribe = async (email: string) => {
    const response = (await callFunction('/api/newsletter/subscribe', json({ email }), { ip: `10.9.0.${++ip}` }))!;
    expect(response.status).toBe(200);
  };
  /** The welcome and contact mails queued for `email` (the contact address, for contact mail). */
  const queuedMail = (kind: 'welcome' | 'contact-message', email: string) =>
    api.db
      .selectFrom('mailQueue')
      .selectAll()
      .where('kind', '=', kind)
      .where('email', '=', email)
      .orderBy('id')
      .execute();

  /** Sends the queue's welcome and contact mail until none is owed, sleeping on the test's clock between tries. */
  async function drainQueue(db: Database = api.db): Promise<void> {
    for (let round = 0; round < 500; round++) {
      await settleBackgroundWork();
      await sendDueQueuedMail(db, { clock });
      const next = await nextQueuedMailDueAt(db);
      if (next === undefined) return;
      await clock.sleep(next.getTime() - clock.now());
    }
    throw new Error('The queue still owes mail after 500 rounds.');
  }

  it('delivers a welcome once after a minute of 429s (Retry-After honoured) and 500s', async () => {
    resend.failFor(40_000, 'rate-limit');
    const started = clock.now();
    await subscribe('patient@example.org');
    await settleBackgroundWork();
    expect(resend.deliveredEmails()).toEqual([]);
    // When the rate limit lifts, Resend fails outright for twenty seconds more.
    await clock.sleep(40_000);
    resend.failFor(20_000, 'fail');
    await drainQueue();
    expect(resend.deliveriesByAddress()).toEqual(new Map([['patient@example.org', 1]]));
    const [welcome] = await queuedMail('welcome', 'patient@example.org');
    expect(welcome).toMatchObject({ status: 'sent', error: null, html: null });
    expect(welcome!.attempts).toBeGreaterThan(4);
    expect(welcome!.sentAt!.getTime()).toBeGreaterThanOrEqual(started);
    // Every try went under the mail's one key, and none was sooner than Retry-After's second.
    const keys = new Set(resend.to('patient@example.org').map((mail) => mail.idempotencyKey));
    expect([...keys]).toEqual([welcome!.idempotencyKey]);
    expect(welcome!.idempotencyKey).toMatch(/^welcome\/[0-9a-f-]{36}$/);
    expect(clock.now() - started).toBeGreaterThanOrEqual(60_000);
  });

  it('sends a welcome whose answer was lost again under its key, and Resend delivers it once', async () => {
    resend.nextAnswers.push('lost-answer');
    await subscribe('lost@example.org');
    await drainQueue();
    expect(resend.to('lost@example.org')).toHaveLength(2);
    expect(resend.deliveriesByAddress()).toEqual(new Map([['lost@example.org', 1]]));
    const [welcome] = await queuedMail('welcome', 'lost@example.org');
    expect(welcome).toMatchObject({ status: 'sent', attempts: 2 });
    expect(welcome!.uncertainSince).not.toBeNull();
  });

  it('fails a contact mail Resend refuses for good at once, with why; the message stays in the inbox', async () => {
    resend.nextAnswers.push('refuse');
    const response = (await callFunction(
      '/api/contact',
      json({ name: 'Ana', email: 'ana@example.org', subject: 'Moss', message: 'How often should I open it?' }),
      { ip: `10.9.1.${++ip}` },
    ))!;
    expect(response.status).toBe(200);
    await drainQueue();
    const [mail] = (await queuedMail('contact-message', siteSettings.contactEmail)).slice(-1);
    expect(mail).toMatchObject({
      status: 'failed',
      attempts: 1,
      error: 'Resend answered 422: Fake Resend answers 422.',
    });
    expect(resend.received).toHaveLength(1);
    const inbox = await api.db.selectFrom('contactMessages').select('subject').where('email', '=', 'ana@example.org');
    expect(await inbox.execute()).toEqual([{ subject: 'Moss' }]);
  });

  it('gives up on a mail refused for MAIL_RETRY_HOURS, and says how long it tried', async () => {
    process.env.MAIL_RETRY_HOURS = '1';
    try {
      resend.failFor(2 * 3_600_000, 'fail');
      await subscribe('unlucky@example.org');
      await drainQueue();
      const [welcome] = await queuedMail('welcome', 'unlucky@example.org');
      expect(welcome!.status).toBe('failed');
      expect(welcome!.error).toMatch(
        /^Resend answered 500: Fake Resend answers 500\. \(tried \d+ times over 1 hour\)$/,
      );
      expect(resend.deliveredEmails()).toEqual([]);
    } finally {
      delete process.env.MAIL_RETRY_HOURS;
    }
  });

  it('sends an issue to all once through a minute of errors; newcomers’ welcomes go first, once each', async () => {
    process.env.NEWSLETTER_BATCH_SIZE = '5';
    process.env.NEWSLETTER_REQUESTS_PER_SECOND = '2';
    resend.requestsPerSecond = 2;
    const readers = addresses('through-errors', 30);
    await onlySubscribers(api.db, readers);
    const id = await sentIssue('Through the storm');
    const newcomers = addresses('newcomer', 6);
    // Resend answers 429, 429, 429, 500 and 500 to the first calls, then fails for a minute.
    resend.nextBatchAnswers.push('rate-limit', 'rate-limit', 'rate-limit', 'fail', 'fail');
    resend.failFor(60_000, 'fail');
    const joined = new Map<string, number>();
    const outcome = await sendIssue(api.db, id, {
      clock,
      maxWaitMs: Infinity,
      beforeBatch: async (batch) => {
        const newcomer = newcomers[batch - 1];
        if (newcomer === undefined) return;
        joined.set(newcomer, clock.now());
        await subscribe(newcomer);
      },
    });
    await drainQueue();
    expect(outcome).toBe('sent');
    const delivered = resend.deliveriesByAddress();
    expect(new Map([...delivered].filter(([address]) => readers.includes(address)))).toEqual(
      new Map(readers.map((address) => [address, 1])),
    );
    // The newcomers joined after the issue was sent: each gets a welcome, once, and not the issue.
    expect(new Map([...delivered].filter(([address]) => newcomers.includes(address)))).toEqual(
      new Map(newcomers.map((address) => [address, 1])),
    );
    for (const newcomer of newcomers) expect(resend.to(newcomer)[0]!.body.subject).toMatch(/^Welcome/);
    expect(await api.call('GET', `/api/admin/newsletters/${id}`)).toMatchObject({
      body: { status: 'sent', total: 30, sent: 30, failed: 0, pending: 0 },
    });
    // Resend's own limit never had to turn anyone away once the errors were over.
    const afterErrors = resend.batches.filter((batch) => batch.at >= resend.batches[0]!.at + 60_000);
    expect(afterErrors.every((batch) => batch.delivered)).toBe(true);
  });

  it('sends a batch on when Resend refuses one address: that delivery fails alone, with Resend’s words', async () => {
    const readers = addresses('one-bad', 4);
    await onlySubscribers(api.db, readers);
    resend.refusedAddresses.add(readers[2]!);
    const id = await sentIssue('One bad address');
    expect(await sendIssue(api.db, id, { clock })).toBe('failed');
    expect(resend.batches).toHaveLength(1);
    expect(resend.deliveredBatchEmails().map((mail) => mail.to)).toEqual([readers[0], readers[1], readers[3]]);
    const rows = await deliveriesOf(api.db, id);
    expect(rows.map((row) => [row.status, row.error])).toEqual([
      ['sent', null],
      ['sent', null],
      ['failed', `Resend refused this address: Invalid \`to\` field: ${readers[2]}`],
      ['sent', null],
    ]);
    expect((await api.call('GET', `/api/admin/newsletters/${id}`)).body).toMatchObject({
      status: 'failed',
      sent: 3,
      failed: 1,
      failures: [{ reason: `Resend refused this address: Invalid \`to\` field: ${readers[2]}`, count: 1 }],
    });
  });

  it('a copy of the database sending its own issue of the same number reaches its readers too', async () => {
    const readers = addresses('copied', 3);
    // Two databases with one history: the same subscribers, the same issue, the same ids.
    const original = await database.open();
    const copy = await database.open();
    try {
      const ids: number[] = [];
      for (const handle of [original, copy]) {
        await prepareDatabase(handle.db);
        await onlySubscribers(handle.db, readers);
        const draft = await insertNewsletter(handle.db, { subject: 'Issue seven', postId: null, body: 'Hello.' });
        await handle.db
          .transaction()
          .execute((trx) => startSending(trx, draft.id, { html: '<p>Hello.</p>', text: 'Hello.' }));
        ids.push(draft.id);
      }
      expect(ids[0]).toBe(ids[1]);
      for (const handle of [original, copy]) {
        useDatabase(handle.db);
        expect(await sendIssue(handle.db, ids[0]!, { clock })).toBe('sent');
      }
      expect(resend.deliveriesByAddress()).toEqual(new Map(readers.map((address) => [address, 2])));
      expect(new Set(resend.batches.map((batch) => batch.idempotencyKey)).size).toBe(2);
    } finally {
      useDatabase(api.db);
      await original.close();
      await copy.close();
    }
  });
});
