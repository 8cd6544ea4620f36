import type { Database } from '../db/database.ts';
import { getMailDispatcher } from './newsletterDispatch.ts';
import { sendQueuedMail } from './queuedMailSender.ts';

/** What the visitor endpoints use of a function's context (Netlify's, the local server's, the tests'). */
export type VisitorContext = {
  /** The client's address, for rate limits. */
  ip?: string;
  /** Netlify keeps the function alive until these settle; the local server simply keeps running. */
  waitUntil?: (promise: Promise<unknown>) => void;
};

/**
 * Mail goes out after the answer: a slow or failing provider never delays or fails the visitor's
 * request. The task must not throw (sendEmail never does); a rejection is still logged, not lost.
 */
export function runAfterResponse(context: VisitorContext, task: Promise<unknown>): void {
  const guarded = task.catch((error: unknown) => console.error('A task after the response failed:', error));
  context.waitUntil?.(guarded);
}

/**
 * The first try of a queued welcome or contact mail, right after the answer (a welcome leaves within
 * seconds on a good day); what does not go then, the queue's worker sends later. A mail whose turn
 * at the provider is more than a couple of seconds off is left to the worker at once.
 */
export function sendQueuedMailSoon(context: VisitorContext, db: Database, id: number): void {
  const firstTry = sendQueuedMail(db, id, { maxWaitMs: 2_000 }).then((outcome) => {
    if (outcome === 'not due' || outcome === 'waiting') getMailDispatcher().mailOwed?.();
  });
  runAfterResponse(context, firstTry);
}
