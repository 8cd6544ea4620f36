/**
 * When a mail the provider refused is tried again (requirements §10.9, docs/design.md decision 18):
 * a refusal that may pass (a rate limit, an outage, a time-out) is tried again after 2 s, then twice
 * as long each time up to half an hour, never sooner than the provider's Retry-After asks, until
 * MAIL_RETRY_HOURS after the first such refusal; a refusal for good (an invalid address, a refused
 * sender) fails at once. An attempt whose outcome nobody knows (no answer) may have gone: its key
 * must not outlive the provider's memory of it (Resend keeps a key 24 hours), so such a mail is
 * tried again within 23 hours of that attempt, or failed, never sent under a key the provider forgot.
 */
export type MailRefusal = {
  /** Why, in words the owner can read: what the provider answered. */
  reason: string;
  /** It may pass: try again later. */
  temporary: boolean;
  /** The provider's Retry-After, when it gave one. */
  retryAfterMs?: number;
  /** Nobody knows whether the mail went (no answer came). */
  uncertain?: boolean;
  /** The provider turned the request away unread (a rate limit): nothing of it went, and its key was not kept. */
  unread?: boolean;
};

/** What a queued mail remembers of its earlier attempts. */
export type AttemptRecord = { attempts: number; retryUntil: Date | null; uncertainSince: Date | null };

/** The next attempt of a mail refused for a while, or the reason it failed. */
export type RetryDecision =
  | { retry: true; at: Date; retryUntil: Date; uncertainSince: Date | null; reason: string }
  | { retry: false; reason: string };

export const firstRetryMs = 2_000;
export const longestRetryIntervalMs = 30 * 60_000;
/** How long after an attempt that got no answer its key may still be used: within Resend's 24 hours. */
export const uncertainKeyLifetimeMs = 23 * 3_600_000;

/** The wait before attempt `attempts + 1`, after `attempts` refusals. */
export function retryDelayMs(attempts: number, retryAfterMs = 0): number {
  const backoff = Math.min(firstRetryMs * 2 ** Math.max(0, attempts - 1), longestRetryIntervalMs);
  return Math.max(backoff, retryAfterMs);
}

/**
 * What becomes of a mail after `refusal`, its `attempts` counting the one just refused, at `now`,
 * given `retryMs` (MAIL_RETRY_HOURS) of tries.
 */
export function afterRefusal(mail: AttemptRecord, refusal: MailRefusal, now: number, retryMs: number): RetryDecision {
  if (!refusal.temporary) return { retry: false, reason: refusal.reason };
  const retryUntil = mail.retryUntil ?? new Date(now + retryMs);
  const uncertainSince = mail.uncertainSince ?? (refusal.uncertain ? new Date(now) : null);
  const limit = Math.min(
    retryUntil.getTime(),
    uncertainSince ? uncertainSince.getTime() + uncertainKeyLifetimeMs : Infinity,
  );
  if (now >= limit) {
    const tries = `tried ${mail.attempts} time${mail.attempts === 1 ? '' : 's'}`;
    const why =
      uncertainSince && limit < retryUntil.getTime()
        ? `${tries}; an attempt got no answer and may have gone, so it is not sent again under a forgotten key`
        : `${tries} over ${formatHours(now - (retryUntil.getTime() - retryMs))}`;
    return { retry: false, reason: `${refusal.reason} (${why})` };
  }
  // The last try falls on the limit itself, so that a mail is tried for the whole of its time.
  const at = new Date(Math.min(now + retryDelayMs(mail.attempts, refusal.retryAfterMs), limit));
  return { retry: true, at, retryUntil, uncertainSince, reason: refusal.reason };
}

function formatHours(ms: number): string {
  const hours = Math.round(ms / 3_600_000);
  return hours >= 1 ? `${hours} hour${hours === 1 ? '' : 's'}` : `${Math.max(1, Math.round(ms / 60_000))} minutes`;
}
