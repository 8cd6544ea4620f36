import { useEffect } from 'react';

/** How often the issues are read again while one is going out. */
export const sendingPollMs = 2000;

/**
 * Runs `run` every `intervalMs`, each time that long after the previous run has finished (a slow answer
 * never stacks reads up), until the returned stop is called; a run already under way then finishes alone.
 */
export function repeatEvery(intervalMs: number, run: () => Promise<void>): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    timer = setTimeout(() => {
      // A failed read is the reader's to show; the next one is tried all the same.
      void run()
        .catch(() => undefined)
        .then(() => {
          if (!stopped) schedule();
        });
    }, intervalMs);
  };
  schedule();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

/**
 * While `sending` is true, `reload` every two seconds: the one admin list read again without a write
 * (requirements §7 reads a list when its screen opens and after each write), as an issue's counts move on
 * the server alone. Stops as soon as nothing is sending, and when the screen goes.
 */
export function useReloadWhileSending(sending: boolean, reload: () => Promise<void>): void {
  useEffect(() => (sending ? repeatEvery(sendingPollMs, reload) : undefined), [sending, reload]);
}
