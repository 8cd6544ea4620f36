import crypto from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  batchIdempotencyKey,
  claimedBatches,
  deliveryIdempotencyKey,
  issueMail,
  Pace,
} from '../../src/server/newsletter/issueMail.ts';
import { unsubscribeLinkSlot } from '../../src/server/email/templates/renderEmail.ts';
import { verifyUnsubscribeToken } from '../../src/server/newsletter/unsubscribeToken.ts';
import type { Delivery } from '../../src/server/repositories/newsletterRepository.ts';

const secret = crypto.createSecretKey(Buffer.from('issue-mail-test-secret-of-32-bytes!'));
const settings = { siteUrl: 'https://closedbiomes.example', unsubscribeSecret: () => secret };
const issue = {
  id: 4,
  subject: 'Clear water',
  mail: {
    html: `<p>Hello.</p><a href="${unsubscribeLinkSlot}">Unsubscribe</a>`,
    text: `Hello.\n\nUnsubscribe <${unsubscribeLinkSlot}>`,
  },
};

function delivery(id: number, subscriberId: number, idempotencyKey: string | null = null): Delivery {
  return {
    id,
    newsletterId: 4,
    subscriberId,
    email: `reader-${subscriberId}@example.org`,
    status: 'pending',
    idempotencyKey,
    providerId: null,
    error: null,
    attemptedAt: null,
    sentAt: null,
  };
}

describe('an issue’s mail to one subscriber', () => {
  it('carries their own signed unsubscribe link in the body and in the RFC 8058 headers', () => {
    const mail = issueMail(issue, delivery(10, 21), settings);
    const token = /token=([^>"]+)/.exec(mail.headers!['List-Unsubscribe']!)![1]!;
    expect(verifyUnsubscribeToken(secret, token)).toBe(21);
    const link = `https://closedbiomes.example/api/newsletter/unsubscribe?token=${token}`;
    expect(mail).toEqual({
      kind: 'newsletter-issue',
      reference: 'subscriber 21',
      to: 'reader-21@example.org',
      subject: 'Clear water',
      html: `<p>Hello.</p><a href="${link}">Unsubscribe</a>`,
      text: `Hello.\n\nUnsubscribe <${link}>`,
      headers: { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      idempotencyKey: 'newsletter-4/subscriber-21',
    });
  });

  it('is the same mail every time it is made, as a batch sent again under its key must be', () => {
    expect(issueMail(issue, delivery(10, 21), settings)).toEqual(issueMail(issue, delivery(10, 21), settings));
    expect(issueMail(issue, delivery(11, 22), settings).html).not.toBe(
      issueMail(issue, delivery(10, 21), settings).html,
    );
  });
});

describe('idempotency keys', () => {
  it('name the issue and the batch’s first delivery, or the issue and the subscriber', () => {
    expect(batchIdempotencyKey(4, 101)).toBe('newsletter-4/batch-101');
    expect(deliveryIdempotencyKey(4, 21)).toBe('newsletter-4/subscriber-21');
  });

  it('differ between issues and between batches, so no two batches ever share one', () => {
    const keys = [
      batchIdempotencyKey(4, 1),
      batchIdempotencyKey(4, 101),
      batchIdempotencyKey(41, 1),
      batchIdempotencyKey(4, 11),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('claimedBatches', () => {
  it('groups claimed deliveries back into their batches, in order, leaving out the unclaimed', () => {
    const a = batchIdempotencyKey(4, 1);
    const b = batchIdempotencyKey(4, 3);
    const rows = [
      delivery(1, 11, a),
      delivery(2, 12, a),
      delivery(3, 13, b),
      delivery(5, 15, null),
      delivery(4, 14, b),
    ];
    expect(claimedBatches(rows).map((batch) => [batch.idempotencyKey, batch.deliveries.map((row) => row.id)])).toEqual([
      [a, [1, 2]],
      [b, [3, 4]],
    ]);
  });
});

describe('Pace', () => {
  afterEach(() => vi.useRealTimers());

  it('lets calls go at most one per interval, also when they wait together', async () => {
    vi.useFakeTimers({ now: 0 });
    const pace = new Pace(500);
    const went: number[] = [];
    const calls = [0, 1, 2].map(() => pace.wait().then(() => went.push(Date.now())));
    await vi.advanceTimersByTimeAsync(2000);
    await Promise.all(calls);
    expect(went).toEqual([0, 500, 1000]);
    // After a pause the next call goes at once.
    vi.setSystemTime(5000);
    await pace.wait();
    expect(Date.now()).toBe(5000);
  });
});
