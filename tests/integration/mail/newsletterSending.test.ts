import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readEmailSettings } from '../../../src/server/mail/emailSettings.ts';
import { currentMailTransport } from '../../../src/server/mail/currentMailTransport.ts';
import { writeToOutbox } from '../../../src/server/mail/outbox.ts';
import { batchIdempotencyKey, issueMail } from '../../../src/server/mail/issueMail.ts';
import { sendIssue } from '../../../src/server/mail/newsletterWorker.ts';
import { verifyUnsubscribeToken } from '../../../src/server/mail/unsubscribeToken.ts';
import {
  claimDeliveries,
  findNewsletter,
  findNewsletterMail,
  listUnclaimedDeliveries,
} from '../../../src/server/repositories/newsletterRepository.ts';
import { deactivateSubscriber } from '../../../src/server/repositories/subscriberRepository.ts';
import { useNewsletterApiContext } from './newsletterApiContext.ts';
import { callFunction } from '../callFunction.ts';
import { FakeResend } from './fakeResend.ts';
import { VirtualClock } from './virtualClock.ts';
import { addresses, deliveriesOf, onlySubscribers } from './newsletterFixtures.ts';
import { testDatabases } from '../testDatabases.ts';

/**
 * The worker that sends an issue (requirements §10.5, §10.6), against a recording Resend that
 * deduplicates batch keys as Resend does, and against the local outbox: batches of at most 100 under
 * their own keys, each subscriber's own unsubscribe link and headers, a subscriber who left between
 * two batches skipped, and a send interrupted after a batch went resumed without anyone's mail twice.
 */
describe.each(testDatabases)('sending a newsletter issue on $name', (database) => {
  const { api, sentIssue } = useNewsletterApiContext(database);
  const resend = new FakeResend();
  const unsubscribeSecret = 'newsletter-sending-test-secret-of-at-least-32-characters';

  beforeAll(async () => {
    Object.assign(process.env, {
      RESEND_BASE_URL: await resend.start(),
      RESEND_API_KEY: 're_test_key',
      UNSUBSCRIBE_SECRET: unsubscribeSecret,
      EMAIL_FROM: 'Closed Biomes <letters@closedbiomes.example>',
    });
  });
  afterAll(() => resend.stop());
  beforeEach(() => {
    resend.reset();
    process.env.RESEND_API_KEY = 're_test_key';
    delete process.env.NEWSLETTER_BATCH_SIZE;
  });

  const counts = async (id: number) => (await api.call('GET', `/api/admin/newsletters/${id}`)).body;

  it('sends batches of at most 100 under keys of the issue and each batch’s first delivery', async () => {
    const emails = addresses('hundreds', 250);
    await onlySubscribers(api.db, emails);
    const id = await sentIssue('Two hundred and fifty');
    expect(await sendIssue(api.db, id)).toBe('sent');
    const rows = await deliveriesOf(api.db, id);
    const { sendKey } = (await findNewsletter(api.db, id))!;
    const firstTry = (row: (typeof rows)[number]) => ({ id: row.id, attempts: 0 });
    expect(resend.batches.map((batch) => [batch.emails.length, batch.idempotencyKey])).toEqual([
      [100, batchIdempotencyKey(id, sendKey!, firstTry(rows[0]!))],
      [100, batchIdempotencyKey(id, sendKey!, firstTry(rows[100]!))],
      [50, batchIdempotencyKey(id, sendKey!, firstTry(rows[200]!))],
    ]);
    expect(resend.deliveredBatchEmails().map((email) => email.to)).toEqual(emails);
    expect(rows.every((row) => row.status === 'sent' && row.providerId?.startsWith('fake-batch-'))).toBe(true);
    expect(await counts(id)).toMatchObject({ status: 'sent', total: 250, sent: 250, pending: 0, failed: 0 });
  });

  it('gives each mail its subscriber’s own unsubscribe link, the one-click headers and the sender', async () => {
    const [first, second] = await onlySubscribers(api.db, addresses('links', 2));
    const id = await sentIssue('Links of your own');
    expect(await sendIssue(api.db, id)).toBe('sent');
    const mails = resend.deliveredBatchEmails();
    expect(mails).toHaveLength(2);
    for (const [mail, subscriberId] of [
      [mails[0]!, first!],
      [mails[1]!, second!],
    ] as const) {
      const link = /<(https:\/\/closedbiomes\.example\/api\/newsletter\/unsubscribe\?token=([^>]+))>/.exec(
        mail.headers!['List-Unsubscribe']!,
      );
      expect(link, mail.headers!['List-Unsubscribe']).not.toBeNull();
      expect(verifyUnsubscribeToken(Buffer.from(unsubscribeSecret), link![2])).toBe(subscriberId);
      expect(mail.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      expect(mail.html).toContain(`href="${link![1]}"`);
      expect(mail.text).toContain(`Unsubscribe <${link![1]}> with one click, at any time.`);
      expect(mail.text).toContain('Hello, reader.');
      expect(mail.from).toBe('Closed Biomes <letters@closedbiomes.example>');
      expect(mail.subject).toBe('Links of your own');
    }
  });

  it('a mail’s one-click unsubscribe (RFC 8058 POST to its List-Unsubscribe address) unsubscribes', async () => {
    const [subscriberId] = await onlySubscribers(api.db, addresses('one-click', 1));
    const id = await sentIssue('Leave with one click');
    expect(await sendIssue(api.db, id)).toBe('sent');
    const link = /<([^>]+)>/.exec(resend.deliveredBatchEmails()[0]!.headers!['List-Unsubscribe']!)![1]!;
    const response = await callFunction(new URL(link).pathname + new URL(link).search, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response!.status).toBe(200);
    const subscriber = await api.db
      .selectFrom('subscribers')
      .selectAll()
      .where('id', '=', subscriberId!)
      .executeTakeFirstOrThrow();
    expect(subscriber).toMatchObject({ isActive: false, unsubscribeReason: 'owner' });
  });

  it('skips a subscriber who unsubscribed between two batches, and only them', async () => {
    process.env.NEWSLETTER_BATCH_SIZE = '2';
    const emails = addresses('mid-send', 5);
    const ids = await onlySubscribers(api.db, emails);
    const id = await sentIssue('Some leave halfway');
    const outcome = await sendIssue(api.db, id, {
      // After the first batch went: the fourth subscriber, whose batch is next, leaves.
      beforeBatch: async (batch) => {
        if (batch === 2) await deactivateSubscriber(api.db, ids[3]!);
      },
    });
    expect(outcome).toBe('sent');
    expect(resend.deliveredBatchEmails().map((email) => email.to)).toEqual([
      emails[0],
      emails[1],
      emails[2],
      emails[4],
    ]);
    const rows = await deliveriesOf(api.db, id);
    expect(rows.map((row) => row.status)).toEqual(['sent', 'sent', 'sent', 'skipped', 'sent']);
    expect(await counts(id)).toMatchObject({ status: 'sent', total: 5, sent: 4, skipped: 1 });
  });

  it('resumes a batch that went before its worker stopped under the same key: nobody gets it twice', async () => {
    process.env.NEWSLETTER_BATCH_SIZE = '3';
    const emails = addresses('resend-resume', 7);
    await onlySubscribers(api.db, emails);
    const id = await sentIssue('Interrupted');
    // A worker claimed the first batch and sent it, then died before marking it.
    const claimed = await listUnclaimedDeliveries(api.db, id, 3, new Date());
    const issue = { ...(await findNewsletter(api.db, id))!, mail: (await findNewsletterMail(api.db, id))! };
    const key = batchIdempotencyKey(id, issue.sendKey!, claimed[0]!);
    await claimDeliveries(
      api.db,
      claimed.map((row) => row.id),
      key,
      new Date(),
    );
    const settings = readEmailSettings();
    const mails = claimed.map((row) => issueMail(issue, row, settings));
    expect((await currentMailTransport(settings).sendBatch(mails, key, { mayHaveGone: false })).sent).toBe(true);
    // Its third subscriber left since: the batch went with them in it, so it is sent again as it was.
    await deactivateSubscriber(api.db, claimed[2]!.subscriberId!);

    expect(await sendIssue(api.db, id)).toBe('sent');
    expect(resend.batches[1]).toMatchObject({ idempotencyKey: key, delivered: false });
    expect(resend.batches[1]!.emails).toEqual(resend.batches[0]!.emails);
    expect(resend.deliveredBatchEmails().map((email) => email.to)).toEqual(emails);
    expect(await counts(id)).toMatchObject({ status: 'sent', total: 7, sent: 7 });
  });

  it('tries a batch the rate limit turned away again after its Retry-After, claimed afresh, then goes on', async () => {
    await onlySubscribers(api.db, addresses('rate-limited', 2));
    const id = await sentIssue('Slow down');
    resend.nextBatchAnswers.push('rate-limit');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const clock = new VirtualClock();
    resend.clock = clock;
    expect(await sendIssue(api.db, id, { clock })).toBe('sent');
    const [refused, accepted] = resend.batches;
    expect([refused!.delivered, accepted!.delivered]).toEqual([false, true]);
    // Resend turned the first call away unread: the same deliveries went under a key of their second try.
    expect(accepted!.idempotencyKey).toBe(refused!.idempotencyKey!.replace(/\.1$/, '.2'));
    expect(accepted!.at - refused!.at).toBeGreaterThanOrEqual(2_000);
    expect(await counts(id)).toMatchObject({ status: 'sent', sent: 2 });
  });

  it('marks a refused batch failed, with why, and the issue failed', async () => {
    await onlySubscribers(api.db, addresses('refused', 2));
    const id = await sentIssue('Refused');
    resend.nextBatchAnswers.push('refuse');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await sendIssue(api.db, id)).toBe('failed');
    expect(resend.batches).toHaveLength(1);
    const rows = await deliveriesOf(api.db, id);
    expect(rows.map((row) => [row.status, row.error])).toEqual([
      ['failed', 'Resend answered 422: Fake Resend answers 422.'],
      ['failed', 'Resend answered 422: Fake Resend answers 422.'],
    ]);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('its deliveries are marked failed'));
    expect(await counts(id)).toMatchObject({ status: 'failed', failed: 2, sentAt: expect.any(String) });
  });

  it('lets one worker send an issue at a time: another finds it held', async () => {
    await onlySubscribers(api.db, addresses('held', 2));
    const id = await sentIssue('Mine');
    let second: string | undefined;
    expect(
      await sendIssue(api.db, id, {
        beforeBatch: async () => {
          second ??= await sendIssue(api.db, id);
        },
      }),
    ).toBe('sent');
    expect(second).toBe('held elsewhere');
    expect(resend.deliveredBatchEmails()).toHaveLength(2);
  });

  it('without RESEND_API_KEY writes each mail to the outbox once, even resuming a half-written batch', async () => {
    delete process.env.RESEND_API_KEY;
    process.env.NEWSLETTER_BATCH_SIZE = '4';
    const emails = addresses('outbox', 6);
    await onlySubscribers(api.db, emails);
    const id = await sentIssue('To the outbox');
    const claimed = await listUnclaimedDeliveries(api.db, id, 4, new Date());
    const issue = { ...(await findNewsletter(api.db, id))!, mail: (await findNewsletterMail(api.db, id))! };
    await claimDeliveries(
      api.db,
      claimed.map((row) => row.id),
      batchIdempotencyKey(id, issue.sendKey!, claimed[0]!),
      new Date(),
    );
    // The worker wrote two of its batch's four mails, then died.
    const settings = readEmailSettings();
    for (const row of claimed.slice(0, 2))
      writeToOutbox(settings.outboxDir, settings.from, issueMail(issue, row, settings));

    expect(await sendIssue(api.db, id)).toBe('sent');
    const outbox = path.join(api.dataDir, 'outbox');
    const envelopes = fs
      .readdirSync(outbox)
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(fs.readFileSync(path.join(outbox, file), 'utf8')))
      .filter((envelope) => envelope.subject === 'To the outbox');
    expect(envelopes.map((envelope) => envelope.to).sort()).toEqual([...emails].sort());
    expect(envelopes[0].headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(resend.batches).toEqual([]);
    expect(await counts(id)).toMatchObject({ status: 'sent', sent: 6 });
  });
});
