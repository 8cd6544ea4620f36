import { describe, expect, it } from 'vitest';
import { afterRefusal, retryDelayMs, uncertainKeyLifetimeMs } from '../../../src/server/mail/mailRetry.ts';

const hour = 3_600_000;
const day = 24 * hour;
const fresh = { attempts: 1, retryUntil: null, uncertainSince: null };
const rateLimited = { reason: 'Resend answered 429: Too many requests', temporary: true, retryAfterMs: 1000 };

describe('mail retries', () => {
  it('wait 2 s, then twice as long each time, up to half an hour, and never less than Retry-After', () => {
    expect([1, 2, 3, 4, 5, 6].map((attempts) => retryDelayMs(attempts))).toEqual([
      2000, 4000, 8000, 16_000, 32_000, 64_000,
    ]);
    expect(retryDelayMs(30)).toBe(30 * 60_000);
    expect(retryDelayMs(1, 90_000)).toBe(90_000);
  });

  it('fail a refusal for good at once, with its reason', () => {
    expect(afterRefusal(fresh, { reason: 'Resend answered 422: Invalid `to`', temporary: false }, 0, day)).toEqual({
      retry: false,
      reason: 'Resend answered 422: Invalid `to`',
    });
  });

  it('keep a refusal that may pass owed for MAIL_RETRY_HOURS from the first, the last try on the limit itself', () => {
    const first = afterRefusal(fresh, rateLimited, 0, day);
    expect(first).toEqual({
      retry: true,
      at: new Date(2000),
      retryUntil: new Date(day),
      uncertainSince: null,
      reason: rateLimited.reason,
    });
    let mail = { attempts: 1, retryUntil: new Date(day), uncertainSince: null as Date | null };
    let now = 0;
    const tries: number[] = [];
    for (;;) {
      const decision = afterRefusal(mail, rateLimited, now, day);
      if (!decision.retry) {
        expect(decision.reason).toBe(`${rateLimited.reason} (tried ${mail.attempts} times over 24 hours)`);
        break;
      }
      tries.push(decision.at.getTime());
      now = decision.at.getTime();
      mail = { ...mail, attempts: mail.attempts + 1 };
    }
    expect(tries.at(-1)).toBe(day);
    expect(now).toBe(day);
    // 2 s doubling to half-hour steps: about sixty tries in a day, not thousands.
    expect(tries.length).toBeGreaterThan(40);
    expect(tries.length).toBeLessThan(70);
  });

  it('never send after an unanswered try under a key the provider may have forgotten (23 hours)', () => {
    const timedOut = { reason: 'Resend did not answer within 5000 ms', temporary: true, uncertain: true };
    const first = afterRefusal(fresh, timedOut, 1000, 48 * hour);
    expect(first).toMatchObject({ retry: true, uncertainSince: new Date(1000) });
    const late = afterRefusal(
      { attempts: 40, retryUntil: new Date(48 * hour), uncertainSince: new Date(1000) },
      rateLimited,
      1000 + uncertainKeyLifetimeMs,
      48 * hour,
    );
    expect(late).toEqual({
      retry: false,
      reason:
        `${rateLimited.reason} (tried 40 times; an attempt got no answer and may have gone, ` +
        'so it is not sent again under a forgotten key)',
    });
  });
});
