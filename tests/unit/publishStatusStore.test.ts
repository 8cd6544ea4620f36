import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $changedPage,
  $publishStatus,
  checkPublishing,
  followPublishing,
  publishPollMs,
} from '../../src/islands/admin/common/publishStatusStore.ts';

const publishing = { state: 'publishing', requestedAt: '2026-03-05T12:00:00.000Z' };
const live = { state: 'live', publishedAt: '2026-03-05T12:00:09.000Z' };
const failed = {
  state: 'failed',
  failedAt: '2026-03-05T12:00:09.000Z',
  message: 'The site build failed (exit code 1); the previous site stays online.',
};

/** The server's answers to GET /api/admin/publish, one per call; a number is an error status. */
function answers(...states: (object | number)[]) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
    const next = states.length > 1 ? states.shift()! : states[0]!;
    return typeof next === 'number'
      ? new Response('', { status: next })
      : new Response(JSON.stringify(next), { status: 200 });
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  $publishStatus.set(null);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('followPublishing (after a write)', () => {
  it('says Publishing… at once, asks every 1.5 s while publishing, then shows the live state and stops', async () => {
    const fetch = answers(publishing, publishing, live);
    followPublishing();
    expect($publishStatus.get()?.state).toBe('publishing');
    expect(fetch).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(publishPollMs);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/api/admin/publish', expect.objectContaining({ credentials: 'include' }));
    expect($publishStatus.get()).toEqual(publishing);

    await vi.advanceTimersByTimeAsync(publishPollMs);
    await vi.advanceTimersByTimeAsync(publishPollMs);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect($publishStatus.get()).toEqual(live);

    await vi.advanceTimersByTimeAsync(publishPollMs * 5);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('shows a failed build and stops asking', async () => {
    const fetch = answers(failed);
    followPublishing();
    await vi.advanceTimersByTimeAsync(publishPollMs * 4);
    expect($publishStatus.get()).toEqual(failed);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('says the state is unknown when it cannot be read', async () => {
    answers(500);
    followPublishing();
    await vi.advanceTimersByTimeAsync(publishPollMs);
    expect($publishStatus.get()).toEqual({ state: 'unknown' });
  });

  it('starts over on a second write, so one poll runs at a time', async () => {
    const fetch = answers(publishing);
    followPublishing();
    await vi.advanceTimersByTimeAsync(publishPollMs - 100);
    followPublishing();
    await vi.advanceTimersByTimeAsync(publishPollMs - 100);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('checkPublishing (on page load)', () => {
  it('says nothing while the site is live', async () => {
    const fetch = answers(live);
    await checkPublishing();
    expect($publishStatus.get()).toBeNull();
    await vi.advanceTimersByTimeAsync(publishPollMs * 3);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('follows a rebuild that is still running until it is live', async () => {
    answers(publishing, live);
    await checkPublishing();
    expect($publishStatus.get()).toEqual(publishing);
    await vi.advanceTimersByTimeAsync(publishPollMs);
    expect($publishStatus.get()).toEqual(live);
  });

  it('shows a failed last rebuild', async () => {
    answers(failed);
    await checkPublishing();
    expect($publishStatus.get()).toEqual(failed);
  });
});

describe('the page a write changed ("View on site")', () => {
  it('is kept for the status line, and forgotten by a write that changed no public page', () => {
    answers(live);
    followPublishing('/species/7');
    expect($changedPage.get()).toBe('/species/7');
    followPublishing();
    expect($changedPage.get()).toBeUndefined();
  });
});
