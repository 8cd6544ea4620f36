import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendIssue } from '../../../src/server/mail/newsletterWorker.ts';
import { testDatabases } from '../testDatabases.ts';
import { FakeResend } from './fakeResend.ts';
import { useNewsletterApiContext } from './newsletterApiContext.ts';
import {
  addresses,
  deliveriesOf,
  onlySubscribers,
  signedWebhookHeaders,
  testWebhookSecret,
} from './newsletterFixtures.ts';
import { callFunction } from '../callFunction.ts';
import { VirtualClock } from './virtualClock.ts';

/**
 * What an issue's record keeps (requirements §10.5-10.7): what became of each delivery as Resend's
 * webhook reports it, shown on the issue and on the subscriber's row; failed deliveries sent again,
 * and only those; and a sent issue's record that no later change of a subscriber alters.
 */
describe.each(testDatabases)('an issue’s deliveries on $name', (database) => {
  const { api, sentIssue } = useNewsletterApiContext(database);
  const resend = new FakeResend();

  beforeAll(async () => {
    Object.assign(process.env, {
      RESEND_BASE_URL: await resend.start(),
      UNSUBSCRIBE_SECRET: 'delivery-records-test-secret-of-at-least-32-chars',
      RESEND_WEBHOOK_SECRET: testWebhookSecret,
    });
  });
  afterAll(() => resend.stop());
  beforeEach(() => {
    process.env.RESEND_API_KEY = 're_test_key';
    resend.reset();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  const issueOf = async (id: number) => (await api.call('GET', `/api/admin/newsletters/${id}`)).body;
  const report = async (type: string, emailId: string, data: Record<string, unknown> = {}) => {
    const body = JSON.stringify({ type, created_at: new Date().toISOString(), data: { email_id: emailId, ...data } });
    const headers = signedWebhookHeaders(body);
    const response = (await callFunction('/api/webhooks/resend', { method: 'POST', headers, body }))!;
    expect(response.status).toBe(200);
  };

  it('records what Resend reports of each mail: the issue counts it, the subscriber’s row shows it', async () => {
    const readers = addresses('reported', 4);
    const ids = await onlySubscribers(api.db, readers);
    const id = await sentIssue('Reported on');
    expect(await sendIssue(api.db, id)).toBe('sent');
    const rows = await deliveriesOf(api.db, id);
    const providerId = (index: number) => rows[index]!.providerId!;
    await report('email.delivery_delayed', providerId(0));
    await report('email.delivered', providerId(0));
    await report('email.delivered', providerId(1));
    await report('email.bounced', providerId(2), {
      bounce: { type: 'Transient', subType: 'MailboxFull', message: 'The mailbox is full.' },
    });
    await report('email.delivered', providerId(3));
    await report('email.complained', providerId(3));
    // A late report of delivery does not undo a complaint.
    await report('email.delivered', providerId(3));

    expect((await deliveriesOf(api.db, id)).map((row) => [row.outcome, row.outcomeDetail])).toEqual([
      ['delivered', null],
      ['delivered', null],
      ['bounced', 'Transient, MailboxFull: The mailbox is full.'],
      ['complained', null],
    ]);
    expect(await issueOf(id)).toMatchObject({ sent: 4, delivered: 2, bounced: 1, complained: 1, failed: 0 });
    const listed = (await api.call('GET', '/api/subscribers?q=reported-')).body as {
      id: number;
      lastIssue: unknown;
    }[];
    const lastIssueOf = (subscriberId: number) => listed.find((row) => row.id === subscriberId)!.lastIssue;
    expect(lastIssueOf(ids[2]!)).toEqual({
      newsletterId: id,
      subject: 'Reported on',
      status: 'sent',
      outcome: 'bounced',
      error: null,
    });
    expect(lastIssueOf(ids[3]!)).toMatchObject({ newsletterId: id, outcome: 'complained' });
  });

  it('sends an issue’s failed deliveries again, only those and each once, recorded in History', async () => {
    const readers = addresses('retried', 5);
    await onlySubscribers(api.db, readers);
    const id = await sentIssue('Try again');
    resend.nextBatchAnswers.push('refuse');
    expect(await sendIssue(api.db, id)).toBe('failed');
    expect(await issueOf(id)).toMatchObject({
      status: 'failed',
      failed: 5,
      failures: [{ reason: 'Resend answered 422: Fake Resend answers 422.', count: 5 }],
    });
    const firstKey = resend.batches[0]!.idempotencyKey;

    const retried = await api.call('POST', `/api/admin/newsletters/${id}/retry`);
    expect(retried.status).toBe(202);
    expect(retried.body).toMatchObject({ status: 'sending', pending: 5, failed: 0, failures: [] });
    expect(await sendIssue(api.db, id, { clock: new VirtualClock() })).toBe('sent');
    expect(resend.deliveriesByAddress()).toEqual(new Map(readers.map((address) => [address, 1])));
    // Under a key of the retry's own: a key is never used for another send.
    expect(resend.batches[1]!.idempotencyKey).not.toBe(firstKey);
    expect(await issueOf(id)).toMatchObject({ status: 'sent', total: 5, sent: 5, failed: 0 });
    const history = (await api.call('GET', `/api/admin/history?entity=newsletter&id=${id}`)).body.changes as {
      action: string;
      before: { status: string };
      after: { status: string };
    }[];
    expect(history[0]).toMatchObject({ action: 'retry', before: { status: 'failed' }, after: { status: 'sending' } });

    // Nothing failed any more: nothing to send again.
    const again = await api.call('POST', `/api/admin/newsletters/${id}/retry`);
    expect(again).toMatchObject({
      status: 409,
      body: { message: 'No delivery of this issue failed, so there is nothing to send again.' },
    });
  });

  it('keeps a sent issue’s deliveries when the admin re-subscribes someone (the undo of an unsubscribe)', async () => {
    const ids = await onlySubscribers(api.db, addresses('undone', 20));
    const id = await sentIssue('Kept as sent');
    expect(await sendIssue(api.db, id)).toBe('sent');
    const subscriber = ids[5]!;
    expect((await api.call('PATCH', `/api/subscribers/${subscriber}`, { isActive: false })).status).toBe(200);
    expect((await api.call('PATCH', `/api/subscribers/${subscriber}`, { isActive: true })).status).toBe(200);
    expect(await issueOf(id)).toMatchObject({ status: 'sent', total: 20, sent: 20 });
    expect((await deliveriesOf(api.db, id)).map((row) => row.subscriberId)).toContain(subscriber);
  });

  it('keeps a pending delivery when an unsubscribe is undone during the send: it goes, once', async () => {
    process.env.NEWSLETTER_BATCH_SIZE = '2';
    try {
      const readers = addresses('mid-undo', 6);
      const ids = await onlySubscribers(api.db, readers);
      const id = await sentIssue('Undone meanwhile');
      const outcome = await sendIssue(api.db, id, {
        beforeBatch: async (batch) => {
          if (batch !== 2) return;
          // Between two batches, the admin unsubscribes the last reader and undoes it at once.
          await api.call('PATCH', `/api/subscribers/${ids[5]}`, { isActive: false });
          await api.call('PATCH', `/api/subscribers/${ids[5]}`, { isActive: true });
        },
      });
      expect(outcome).toBe('sent');
      expect(resend.deliveriesByAddress()).toEqual(new Map(readers.map((address) => [address, 1])));
      expect(await issueOf(id)).toMatchObject({ total: 6, sent: 6, skipped: 0 });
    } finally {
      delete process.env.NEWSLETTER_BATCH_SIZE;
    }
  });
});
