/**
 * Resolves in a new task of the event loop, so the work after it does not lengthen the current one:
 * scheduler.yield() where the browser has it (it comes back ahead of other queued work), else a
 * zero-delay timeout.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
