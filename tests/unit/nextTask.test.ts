import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from '../../src/lib/nextTask.ts';

describe('nextTask', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('yields through scheduler.yield where the browser has it', async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: schedulerYield });
    await nextTask();
    expect(schedulerYield).toHaveBeenCalledOnce();
  });

  it('otherwise resolves in a later task, after the microtasks of the current one', async () => {
    vi.stubGlobal('scheduler', undefined);
    const order: string[] = [];
    const done = nextTask().then(() => order.push('next task'));
    void Promise.resolve().then(() => order.push('microtask'));
    await done;
    expect(order).toEqual(['microtask', 'next task']);
  });
});
