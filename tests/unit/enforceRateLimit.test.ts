import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../src/server/db/database.ts';
import { HttpError } from '../../src/server/http/jsonResponse.ts';
import {
  contactRateLimit,
  enforceRateLimit,
  newsletterRateLimit,
  tooManyRequestsMessage,
} from '../../src/server/http/rateLimit.ts';
import { countRequest, deleteWindowsBefore } from '../../src/server/repositories/rateLimitRepository.ts';

// The counting itself is the repository's (tests/integration); here, what is counted, when the
// answer is a 429 and when expired windows are swept.
vi.mock('../../src/server/repositories/rateLimitRepository.ts', () => ({
  countRequest: vi.fn(),
  deleteWindowsBefore: vi.fn(),
}));
const counted = vi.mocked(countRequest);
const swept = vi.mocked(deleteWindowsBefore);

// A database of its own per test: the sweep is due once a minute per database.
let db: Database;
beforeEach(() => {
  db = {} as Database;
  counted.mockReset();
  swept.mockReset();
});

const at = (time: string) => new Date(`2026-03-05T${time}Z`);

async function refusalOf(promise: Promise<void>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('enforceRateLimit', () => {
  it('counts the request against the client’s key in the current fixed window', async () => {
    counted.mockResolvedValue(1);
    await enforceRateLimit(db, newsletterRateLimit(), '203.0.113.7', at('12:17:30'));
    await enforceRateLimit(db, contactRateLimit(), undefined, at('12:20:00'));
    expect(counted.mock.calls).toEqual([
      [db, { key: 'newsletter:203.0.113.7', windowStart: at('12:10:00') }],
      [db, { key: 'contact:unknown', windowStart: at('12:20:00') }],
    ]);
  });

  it('lets the limit through and answers the next with 429 and the seconds left in the window', async () => {
    counted.mockResolvedValueOnce(newsletterRateLimit().limit).mockResolvedValueOnce(newsletterRateLimit().limit + 1);
    await expect(enforceRateLimit(db, newsletterRateLimit(), '203.0.113.7', at('12:17:30'))).resolves.toBeUndefined();
    const refusal = await refusalOf(enforceRateLimit(db, newsletterRateLimit(), '203.0.113.7', at('12:17:30.500')));
    expect([refusal.status, refusal.message]).toEqual([429, tooManyRequestsMessage]);
    expect(refusal.headers).toEqual({ 'retry-after': '150' });
    expect(tooManyRequestsMessage).toBe('Too many requests. Please wait a few minutes and try again.');
  });

  it('sweeps windows older than an hour at most once a minute per database', async () => {
    counted.mockResolvedValue(1);
    await enforceRateLimit(db, contactRateLimit(), '203.0.113.7', at('12:00:00'));
    await enforceRateLimit(db, contactRateLimit(), '203.0.113.7', at('12:00:59.999'));
    await enforceRateLimit(db, contactRateLimit(), '203.0.113.7', at('12:01:00'));
    expect(swept.mock.calls).toEqual([
      [db, at('11:00:00')],
      [db, at('11:01:00')],
    ]);
  });

  it('allows a classroom: 60 subscriptions and 30 messages per client in ten minutes by default (README)', () => {
    expect(newsletterRateLimit()).toEqual({ name: 'newsletter', limit: 60, windowSeconds: 600 });
    expect(contactRateLimit()).toEqual({ name: 'contact', limit: 30, windowSeconds: 600 });
  });
});
