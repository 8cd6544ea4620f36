import { setTimeout as delay } from 'node:timers/promises';

/**
 * Time as the mail queue reads it: when a refused mail is tried next, how long a worker waits, the
 * pace of requests. The system's clock in the site; a test's own clock lets a day of retries run in
 * a moment.
 */
export type Clock = {
  now(): number;
  /** Resolves after `ms`, or at once when `signal` is aborted (never rejects). */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
};

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) => delay(Math.max(0, ms), undefined, { signal }).catch(() => undefined),
};

let current: Clock = systemClock;

/** The clock every sender of the mail queue reads unless told another: the system's. */
export function mailClock(): Clock {
  return current;
}

/**
 * Tests run the whole queue (the first tries after a request too) on a clock of their own;
 * undefined restores the system's.
 */
export function useMailClock(clock: Clock | undefined): void {
  current = clock ?? systemClock;
}
