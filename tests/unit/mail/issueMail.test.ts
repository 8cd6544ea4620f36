import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  batchIdempotencyKey,
  claimedBatches,
  deliveryIdempotencyKey,
  issueMail,
} from '../../../src/server/mail/issueMail.ts';
import { unsubscribeLinkSlot } from '../../../src/server/mail/templates/renderEmail.ts';
import { verifyUnsubscribeToken } from '../../../src/server/mail/unsubscribeToken.ts';
import type { Delivery } from '../../../src/server/repositories/newsletterRepository.ts';

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
    kind: 'newsletter-issue',
    newsletterId: 4,
    subscriberId,
    contactMessageId: null,
    email: `reader-${subscriberId}@example.org`,
    status: 'pending',
    idempotencyKey,
    providerId: null,
    error: null,
    attemptedAt: null,
    sentAt: null,
    createdAt: new Date(0),
    attempts: 0,
    nextAttemptAt: null,
    retryUntil: null,
    uncertainSince: null,
    lockedUntil: null,
    subject: null,
    html: null,
    text: null,
    headers: null,
    replyTo: null,
    outcome: null,
    outcomeAt: null,
    outcomeDetail: null,
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
  const sendKey = '5d3c1f0e-6a2b-4c9d-8e7f-0a1b2c3d4e5f';

  it('name the issue, its send, the batch’s first delivery and its try, or the issue and the subscriber', () => {
    expect(batchIdempotencyKey(4, sendKey, { id: 101, attempts: 0 })).toBe(`newsletter-4/${sendKey}/batch-101.1`);
    expect(deliveryIdempotencyKey(4, 21)).toBe('newsletter-4/subscriber-21');
  });

  it('differ between sends, issues, batches and tries, so no two batches ever share one', () => {
    const keys = [
      batchIdempotencyKey(4, sendKey, { id: 1, attempts: 0 }),
      batchIdempotencyKey(4, sendKey, { id: 101, attempts: 0 }),
      batchIdempotencyKey(41, sendKey, { id: 1, attempts: 0 }),
      batchIdempotencyKey(4, sendKey, { id: 11, attempts: 0 }),
      batchIdempotencyKey(4, sendKey, { id: 1, attempts: 1 }),
      // A copy of the database sending its own issue 4: another send key.
      batchIdempotencyKey(4, '0e9b7c55-1d2e-4f3a-9b8c-7d6e5f4a3b2c', { id: 1, attempts: 0 }),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('claimedBatches', () => {
  it('groups claimed deliveries back into their batches, in order, leaving out the unclaimed', () => {
    const a = batchIdempotencyKey(4, 'send', { id: 1, attempts: 0 });
    const b = batchIdempotencyKey(4, 'send', { id: 3, attempts: 0 });
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
