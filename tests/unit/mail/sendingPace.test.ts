import { describe, expect, it } from 'vitest';
import type { Clock } from '../../../src/server/mail/clock.ts';
import { paceIntervalMs, SendingPace } from '../../../src/server/mail/sendingPace.ts';

/** A clock whose sleeps move it on at once, each sleeper waking in turn (the mail queue's tests use one too). */
function steppingClock(): Clock & { wakes: number[] } {
  let now = 0;
  const sleepers: { at: number; wake: () => void }[] = [];
  let pumping = false;
  const pump = () => {
    if (pumping) return;
    pumping = true;
    setImmediate(() => {
      pumping = false;
      sleepers.sort((a, b) => a.at - b.at);
      const next = sleepers.shift();
      if (!next) return;
      now = Math.max(now, next.at);
      next.wake();
      if (sleepers.length > 0) pump();
    });
  };
  return {
    wakes: [],
    now: () => now,
    sleep(ms) {
      return new Promise((resolve) => {
        sleepers.push({ at: now + ms, wake: resolve });
        pump();
      });
    },
  };
}

describe('SendingPace', () => {
  it('spaces requests with 5% to spare below the provider’s limit', () => {
    expect(paceIntervalMs(2)).toBe(525);
    expect(paceIntervalMs(100)).toBe(11);
  });

  it('lets requests go at most one per interval, also when they wait together', async () => {
    const clock = steppingClock();
    const pace = new SendingPace(500, clock);
    const went: number[] = [];
    await Promise.all([0, 1, 2].map(() => pace.wait('bulk').then(() => went.push(clock.now()))));
    expect(went).toEqual([0, 500, 1000]);
  });

  it('lets a welcome waiting beside newsletter batches go first: the batches take what it leaves', async () => {
    const clock = steppingClock();
    const pace = new SendingPace(500, clock);
    const went: string[] = [];
    await pace.wait('bulk');
    const batches = [1, 2, 3].map((n) => pace.wait('bulk').then(() => went.push(`batch ${n}`)));
    const welcome = pace.wait('transactional').then(() => went.push('welcome'));
    await Promise.all([...batches, welcome]);
    expect(went[0]).toBe('welcome');
    expect(went.slice(1).sort()).toEqual(['batch 1', 'batch 2', 'batch 3']);
    expect(clock.now()).toBe(2000);
  });

  it('holds every request until a Retry-After has passed', async () => {
    const clock = steppingClock();
    const pace = new SendingPace(500, clock);
    await pace.wait('bulk');
    pace.holdUntil(5000);
    expect(pace.nextFreeAt()).toBe(5000);
    await pace.wait('transactional');
    expect(clock.now()).toBe(5000);
  });

  it('turns a first try away when the transactional requests ahead of it would make it wait too long', async () => {
    const clock = steppingClock();
    const pace = new SendingPace(1000, clock);
    const tries = [0, 1, 2, 3].map(() => pace.wait('transactional', undefined, 2000));
    // Turns at 0, 1 and 2 s are within two seconds; the fourth, at 3 s, is left for later.
    expect(await Promise.all(tries)).toEqual([true, true, true, false]);
    expect(clock.now()).toBe(2000);
  });

  it('stops a waiting request at once when its caller stops, and lets it not go', async () => {
    const clock = steppingClock();
    const pace = new SendingPace(500, clock);
    pace.holdUntil(60_000);
    const stop = new AbortController();
    stop.abort();
    expect(await pace.wait('bulk', stop.signal)).toBe(false);
    expect(clock.now()).toBe(0);
  });
});
