import { describe, expect, it } from 'vitest';
import { createTaskQueue } from '../../src/lib/taskQueue.ts';

/** A stand-in for the browser: yields are counted, and the clock moves only when a job says so. */
function fakeBrowser() {
  let clock = 0;
  const log: string[] = [];
  return {
    log,
    advance(ms: number) {
      clock += ms;
    },
    now: () => clock,
    yieldToBrowser: async () => {
      log.push('yield');
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createTaskQueue', () => {
  it('runs nothing in the task that queues the job', async () => {
    const browser = fakeBrowser();
    const queue = createTaskQueue(5, browser.yieldToBrowser, browser.now);
    queue.enqueue(() => browser.log.push('job'));
    expect(browser.log).not.toContain('job');
    await settle();
    expect(browser.log).toEqual(['yield', 'job']);
  });

  it('runs jobs in order, as many per task as fit in the budget', async () => {
    const browser = fakeBrowser();
    const queue = createTaskQueue(5, browser.yieldToBrowser, browser.now);
    for (const name of ['a', 'b', 'c', 'd', 'e']) {
      queue.enqueue(() => {
        browser.log.push(name);
        browser.advance(2);
      });
    }
    await settle();
    // 2 ms each: a and b leave 4 ms used, c brings it to 6 ms, past the 5 ms budget.
    expect(browser.log).toEqual(['yield', 'a', 'b', 'c', 'yield', 'd', 'e']);
  });

  it('takes jobs queued while it drains into the same run', async () => {
    const browser = fakeBrowser();
    const queue = createTaskQueue(5, browser.yieldToBrowser, browser.now);
    queue.enqueue(() => {
      browser.log.push('first');
      browser.advance(10);
      queue.enqueue(() => browser.log.push('queued by first'));
    });
    await settle();
    expect(browser.log).toEqual(['yield', 'first', 'yield', 'queued by first']);
    queue.enqueue(() => browser.log.push('later'));
    await settle();
    expect(browser.log).toEqual(['yield', 'first', 'yield', 'queued by first', 'yield', 'later']);
  });
});
