import { describe, expect, it } from 'vitest';
import { permissiveAnswer, refusalOf } from '../../../src/server/mail/resendTransport.ts';

describe('Resend’s refusals, sorted for the mail queue', () => {
  it.each<[string, { statusCode: number | null; name: string; message: string }, Record<string, string>, object]>([
    [
      'a rate limit: later, after Retry-After, and turned away unread',
      { statusCode: 429, name: 'rate_limit_exceeded', message: 'Too many requests' },
      { 'retry-after': '3' },
      { temporary: true, unread: true, retryAfterMs: 3000 },
    ],
    [
      'the daily quota: later too (it passes by tomorrow)',
      { statusCode: 429, name: 'daily_quota_exceeded', message: 'Quota' },
      {},
      { temporary: true, unread: true },
    ],
    ['an outage: later', { statusCode: 503, name: 'internal_server_error', message: 'Down' }, {}, { temporary: true }],
    [
      'the same key still in flight: later',
      { statusCode: 409, name: 'concurrent_idempotent_requests', message: 'In flight' },
      {},
      { temporary: true },
    ],
    [
      'a key used for another mail: for good',
      { statusCode: 409, name: 'invalid_idempotent_request', message: 'Other payload' },
      {},
      { temporary: false },
    ],
    [
      'an invalid address or an unverified sender: for good',
      { statusCode: 422, name: 'validation_error', message: 'Invalid `to`' },
      { 'retry-after': '3' },
      { temporary: false },
    ],
    [
      'no answer at all: later, and it may have gone',
      { statusCode: null, name: 'application_error', message: 'Unable to fetch data.' },
      {},
      { temporary: true, uncertain: true },
    ],
  ])('%s', (_name, error, headers, expected) => {
    const refusal = refusalOf(error, headers, 5000);
    expect(refusal).toMatchObject({ sent: false, ...expected });
    if (!('retryAfterMs' in expected)) expect(refusal.retryAfterMs).toBeUndefined();
    if (!('unread' in expected)) expect(refusal.unread).toBeUndefined();
  });

  it('says what Resend answered, in words the owner can read', () => {
    expect(refusalOf({ statusCode: 422, name: 'validation_error', message: 'Invalid `to`' }, null, 5000).reason).toBe(
      'Resend answered 422: Invalid `to`',
    );
    expect(refusalOf({ statusCode: null, name: 'application_error' }, null, 5000).reason).toBe(
      'Resend could not be reached or did not answer within 5000 ms',
    );
  });
});

describe('a permissive batch’s answer', () => {
  it('gives the ids, in order, to the mails Resend took, and its words to each it refused', () => {
    expect(permissiveAnswer([{ id: 'a' }, { id: 'c' }], [{ index: 1, message: 'Invalid `to` field' }], 3)).toEqual({
      sent: true,
      mails: [
        { sent: true, providerId: 'a' },
        { sent: false, reason: 'Resend refused this address: Invalid `to` field' },
        { sent: true, providerId: 'c' },
      ],
    });
  });

  it('does not guess when the counts do not add up: the batch is tried again under its key', () => {
    expect(permissiveAnswer([{ id: 'a' }], [], 3)).toMatchObject({ sent: false, temporary: true, uncertain: true });
  });
});
