import type { Database } from '../db/database.ts';
import { nextQueuedMailDueAt } from '../repositories/mailQueueRepository.ts';
import { listSendingNewsletters } from '../repositories/newsletterRepository.ts';
import { mailClock, type Clock } from './clock.ts';
import type { MailDispatcher } from './newsletterDispatch.ts';
import { sendIssue } from './newsletterWorker.ts';
import { sendDueQueuedMail } from './queuedMailSender.ts';

/**
 * `npm start`'s drain of the mail queue (requirements §10.9), in the server's own process: the
 * welcome and contact mail still owed (a first try that failed) when they fall due, and the
 * newsletter: an issue the admin sends starts at once; at start-up every issue left 'sending' (the
 * server was stopped or killed mid-send) resumes where it stopped; and once a minute any issue that
 * no worker holds and that has a delivery due is taken up, as Netlify's scheduled function does.
 * Stopping lets the mail in flight finish.
 */
export type LocalMailWorker = MailDispatcher & {
  /** Resolves when no issue is being sent by this worker and no owed mail is being sent. */
  idle(): Promise<void>;
  stop(): Promise<void>;
};

export function startLocalMailWorker(
  db: Database,
  {
    exclusive,
    pollMs = 60_000,
    clock = mailClock(),
    log = console.log,
  }: {
    /** The embedded database, which no other process can open: its leases are this process's, from before. */
    exclusive: boolean;
    pollMs?: number;
    clock?: Clock;
    log?: (line: string) => void;
  },
): LocalMailWorker {
  const stopping = new AbortController();
  const running = new Map<number, Promise<void>>();
  let firstRun = exclusive;
  let draining: Promise<void> | undefined;
  let wakeTimer: NodeJS.Timeout | undefined;

  function send(id: number, takeOver: boolean): void {
    if (running.has(id) || stopping.signal.aborted) return;
    const run = sendIssue(db, id, { signal: stopping.signal, takeOver, clock })
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
      const now = new Date(clock.now());
      for (const id of await listSendingNewsletters(db, { stalledOnly: !takeOver, now })) send(id, takeOver);
    } catch (error) {
      console.error('Could not look for newsletter issues to resume:', error);
    }
  }

  /** Sends the welcome and contact mail owed now, then wakes again when the next one falls due. */
  function drainOwedMail(): Promise<void> {
    draining ??= (async () => {
      try {
        await sendDueQueuedMail(db, { clock, signal: stopping.signal });
        const next = await nextQueuedMailDueAt(db);
        clearTimeout(wakeTimer);
        if (next && !stopping.signal.aborted) {
          const waitMs = Math.min(Math.max(next.getTime() - clock.now(), 0), pollMs);
          wakeTimer = setTimeout(() => void drainOwedMail(), waitMs);
          wakeTimer.unref();
        }
      } catch (error) {
        console.error('Could not send the mail still owed:', error);
      } finally {
        draining = undefined;
      }
    })();
    return draining;
  }

  const resumed = resumeStalled();
  void drainOwedMail();
  const timer = setInterval(() => {
    void resumeStalled();
    void drainOwedMail();
  }, pollMs);
  timer.unref();

  const idle = async () => {
    await resumed;
    while (running.size > 0 || draining) await Promise.all([...running.values(), draining]);
  };
  return {
    async dispatch(id) {
      await resumed;
      send(id, false);
    },
    mailOwed() {
      void drainOwedMail();
    },
    idle,
    async stop() {
      clearInterval(timer);
      clearTimeout(wakeTimer);
      stopping.abort();
      await idle();
    },
  };
}
