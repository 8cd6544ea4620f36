import type { Clock } from './clock.ts';

/** Welcome and contact mail go before the newsletter's batches (requirements §10.9). */
export type SendingLane = 'transactional' | 'bulk';

/**
 * Spaces the requests to the mail provider at least `intervalMs` apart, whoever makes them (Resend
 * counts a team's requests), and puts welcome and contact mail first: a newsletter batch goes only
 * while no transactional request is waiting, so it takes what the transactional mail leaves. A rate
 * limit answered with Retry-After holds every request until then.
 */
export class SendingPace {
  readonly intervalMs: number;
  readonly #clock: Clock;
  #lastGone = -Infinity;
  #heldUntil = 0;
  #transactionalWaiting = 0;

  constructor(intervalMs: number, clock: Clock) {
    this.intervalMs = intervalMs;
    this.#clock = clock;
  }

  /** The earliest moment the next request may go. */
  nextFreeAt(): number {
    return Math.max(this.#lastGone + this.intervalMs, this.#heldUntil, this.#clock.now());
  }

  /**
   * When a transactional request asked for now would go: after those already waiting, one interval
   * apart (a batch waiting does not count: it lets transactional mail go first).
   */
  transactionalTurnAt(): number {
    return this.nextFreeAt() + this.#transactionalWaiting * this.intervalMs;
  }

  /**
   * Resolves true when this caller's request may go; false at once when `signal` is aborted (the
   * process is stopping: nothing more goes), or, with `maxWaitMs`, when a transactional request's turn
   * is further off than that.
   */
  async wait(lane: SendingLane, signal?: AbortSignal, maxWaitMs?: number): Promise<boolean> {
    if (
      maxWaitMs !== undefined &&
      lane === 'transactional' &&
      this.transactionalTurnAt() - this.#clock.now() > maxWaitMs
    )
      return false;
    if (lane === 'transactional') this.#transactionalWaiting++;
    try {
      for (;;) {
        if (signal?.aborted) return false;
        const now = this.#clock.now();
        const at = this.nextFreeAt();
        const mayGo = lane === 'transactional' || this.#transactionalWaiting === 0;
        if (at <= now && mayGo) {
          this.#lastGone = now;
          return true;
        }
        // A batch that finds a welcome waiting lets it have the next turn, and looks again after it.
        await this.#clock.sleep(Math.max(at - now, mayGo ? 0 : this.intervalMs), signal);
      }
    } finally {
      if (lane === 'transactional') this.#transactionalWaiting--;
    }
  }

  /** Holds every request until `at` (the provider's Retry-After). */
  holdUntil(at: number): void {
    this.#heldUntil = Math.max(this.#heldUntil, at);
  }
}

/**
 * The interval between requests for `requestsPerSecond`, with 5% to spare: the provider counts
 * arrivals, which the network spreads by some milliseconds, and two arrivals 990 ms apart at a limit of
 * 2 a second are refused (measured against the fake's sliding second: a pace exactly at the limit met a
 * 429 on one request in 5 to 14).
 */
export function paceIntervalMs(requestsPerSecond: number): number {
  return Math.ceil((1000 / requestsPerSecond) * 1.05);
}

const paces = new WeakMap<Clock, Map<number, SendingPace>>();

/** The pace of this process for `requestsPerSecond` on `clock`: every sender of the process shares it. */
export function sendingPaceOf(requestsPerSecond: number, clock: Clock): SendingPace {
  let byRate = paces.get(clock);
  if (!byRate) paces.set(clock, (byRate = new Map()));
  let pace = byRate.get(requestsPerSecond);
  if (!pace) byRate.set(requestsPerSecond, (pace = new SendingPace(paceIntervalMs(requestsPerSecond), clock)));
  return pace;
}
