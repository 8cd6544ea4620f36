import type { Database } from '../db/database.ts';
import { listSendingNewsletters } from '../repositories/newsletterRepository.ts';
import type { NewsletterDispatcher } from './newsletterDispatch.ts';
import { sendIssue } from './newsletterWorker.ts';

/**
 * `npm start`'s sender of newsletter issues (requirements §10.5), in the server's own process: an issue
 * the admin sends starts at once; at start-up every issue left 'sending' (the server was stopped or
 * killed mid-send) resumes where it stopped; and once a minute any issue that no worker holds is
 * taken up, as Netlify's scheduled function does. Stopping lets the batch in flight finish.
 */
export type LocalNewsletterWorker = NewsletterDispatcher & {
  /** Resolves when no issue is being sent by this worker. */
  idle(): Promise<void>;
  stop(): Promise<void>;
};

export function startLocalNewsletterWorker(
  db: Database,
  {
    exclusive,
    pollMs = 60_000,
    log = console.log,
  }: {
    /** The embedded database, which no other process can open: its leases are this process's, from before. */
    exclusive: boolean;
    pollMs?: number;
    log?: (line: string) => void;
  },
): LocalNewsletterWorker {
  const stopping = new AbortController();
  const running = new Map<number, Promise<void>>();
  let firstRun = exclusive;

  function send(id: number, takeOver: boolean): void {
    if (running.has(id) || stopping.signal.aborted) return;
    const run = sendIssue(db, id, { signal: stopping.signal, takeOver })
      .then((outcome) => {
        if (outcome === 'sent' || outcome === 'failed') log(`Newsletter ${id}: ${outcome}.`);
      })
      .catch((error: unknown) => console.error(`Newsletter ${id}: sending stopped by an error:`, error))
      .finally(() => running.delete(id));
    running.set(id, run);
  }

  async function resumeStalled(): Promise<void> {
    try {
      // At start-up on the embedded database, a lease still running is the killed process's own.
      const takeOver = firstRun;
      firstRun = false;
      for (const id of await listSendingNewsletters(db, { stalledOnly: !takeOver })) send(id, takeOver);
    } catch (error) {
      console.error('Could not look for newsletter issues to resume:', error);
    }
  }

  const resumed = resumeStalled();
  const timer = setInterval(() => void resumeStalled(), pollMs);
  timer.unref();

  const idle = async () => {
    await resumed;
    while (running.size > 0) await Promise.all(running.values());
  };
  return {
    async dispatch(id) {
      await resumed;
      send(id, false);
    },
    idle,
    async stop() {
      clearInterval(timer);
      stopping.abort();
      await idle();
    },
  };
}
