import { nextTask } from './nextTask.ts';

export type TaskQueue = {
  /** Runs `job` in a later task, after the jobs queued before it. */
  enqueue(job: () => void): void;
};

/**
 * Runs queued jobs in later tasks, as many in each task as fit in `budgetMs`, then lets the browser
 * have the main thread before the next batch: many small jobs never make one long task.
 */
export function createTaskQueue(budgetMs: number, yieldToBrowser: () => Promise<void> = nextTask, now: () => number = () => performance.now()): TaskQueue {
  const jobs: Array<() => void> = [];
  let draining = false;

  async function drain() {
    draining = true;
    while (jobs.length > 0) {
      await yieldToBrowser();
      const start = now();
      do jobs.shift()!();
      while (jobs.length > 0 && now() - start < budgetMs);
    }
    draining = false;
  }

  return {
    enqueue(job) {
      jobs.push(job);
      if (!draining) void drain();
    },
  };
}
