import type { Clock } from '../../../src/server/mail/clock.ts';

/**
 * A clock for the mail queue's tests whose time moves only when the code sleeps: a sleep of an hour
 * returns at once, with the clock an hour on. Sleepers wake one at a time, earliest first, each
 * after the event loop has had a turn, so that what they wait on together keeps its order. The fake
 * Resend can read it (FakeResend.clock), so that "an outage of 60 s" means 60 s of this clock.
 */
export class VirtualClock implements Clock {
  #now: number;
  readonly #sleepers: { at: number; order: number; wake: () => void }[] = [];
  #order = 0;
  #waking = false;

  constructor(start = Date.now()) {
    this.#now = start;
  }

  now(): number {
    return this.#now;
  }

  /** Moves time on by `ms` at once (as if the machine had been busy elsewhere). */
  advance(ms: number): void {
    this.#now += ms;
  }

  sleep(ms: number, signal?: AbortSignal): Promise<void> {
    if (signal?.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      const sleeper = { at: this.#now + Math.max(0, ms), order: this.#order++, wake: resolve };
      this.#sleepers.push(sleeper);
      signal?.addEventListener('abort', () => resolve(), { once: true });
      this.#wakeNext();
    });
  }

  #wakeNext(): void {
    if (this.#waking) return;
    this.#waking = true;
    // A macrotask later: what the sleeper's neighbours started (a query, a request) gets its turn first.
    setTimeout(() => {
      this.#waking = false;
      this.#sleepers.sort((a, b) => a.at - b.at || a.order - b.order);
      const next = this.#sleepers.shift();
      if (!next) return;
      this.#now = Math.max(this.#now, next.at);
      next.wake();
      if (this.#sleepers.length > 0) this.#wakeNext();
    }, 1);
  }
}
