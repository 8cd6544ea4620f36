import crypto from 'node:crypto';
import { getDatabase } from '../db/currentDatabase.ts';
import { readEmailSettings } from './emailSettings.ts';
import { listSendingNewsletters } from '../repositories/newsletterRepository.ts';
import { readSiteUrl } from '../siteUrl.ts';
import { sendIssue } from './newsletterWorker.ts';
import { sendDueQueuedMail } from './queuedMailSender.ts';

/**
 * Who sends what the mail queue holds (requirements §10.5, §10.9). On Netlify, an issue goes through
 * a background function (netlify/functions/deliverNewsletter-background.mts), which may run for 15
 * minutes; the send call asks for it by a signed POST, and a scheduled function, every minute, sends
 * the welcome and contact mail still owed and asks again for any issue whose worker stopped, or whose
 * refused batch falls due. The local server installs its own in-process worker (localMailWorker.ts).
 */
export type MailDispatcher = {
  /** Asks for issue `id` to be sent (or its sending resumed); `origin` is the site's own, of the request. */
  dispatch(id: number, origin: string): Promise<void>;
  /**
   * Told when a welcome or contact mail did not go at its first try, so that an in-process worker
   * sends it when it falls due; on Netlify the scheduled function finds it.
   */
  mailOwed?(): void;
};

let current: MailDispatcher | undefined;

/** The local server (and tests) install theirs; a deployed function starts the background function. */
export function useMailDispatcher(dispatcher: MailDispatcher | undefined): void {
  current = dispatcher;
}

export function getMailDispatcher(): MailDispatcher {
  return current ?? backgroundFunctionDispatcher;
}

export const backgroundFunctionPath = '/.netlify/functions/deliverNewsletter-background';
const signatureHeader = 'x-newsletter-dispatch';

/**
 * The signature of a request to send issue `id`: only this site's own functions can ask the
 * background function to send (the unsubscribe links' key, used for this purpose alone by its prefix).
 */
export function dispatchSignature(id: number): string {
  return crypto
    .createHmac('sha256', readEmailSettings().unsubscribeSecret())
    .update(`newsletter-dispatch:${id}`)
    .digest('base64url');
}

const backgroundFunctionDispatcher: MailDispatcher = {
  async dispatch(id, origin) {
    const response = await fetch(new URL(backgroundFunctionPath, origin), {
      method: 'POST',
      headers: { 'content-type': 'application/json', [signatureHeader]: dispatchSignature(id) },
      body: JSON.stringify({ newsletterId: id }),
      signal: AbortSignal.timeout(10_000),
    });
    // A background function answers 202 at once and runs on.
    if (!response.ok) throw new Error(`the background function answered ${response.status}`);
  },
};

/** Asks for issue `id`; a failure is logged, and the scheduled resume asks again later. */
export async function dispatchNewsletter(id: number, origin: string): Promise<void> {
  try {
    await getMailDispatcher().dispatch(id, origin);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(
      `Newsletter ${id}: could not start its sending now (${reason}); the next resume of stalled sends starts it.`,
    );
  }
}

/** How long a background function sends before it hands the rest to a fresh one (Netlify stops it at 15 minutes). */
export const backgroundSendMs = 12 * 60_000;

/**
 * The background function (Netlify): sends the issue a signed request names, for at most
 * backgroundSendMs, then hands what is left to a fresh invocation. Netlify answers 202 itself.
 */
export async function deliverNewsletter(request: Request): Promise<Response> {
  const body = (await request.json().catch(() => ({}))) as { newsletterId?: unknown };
  const id = Number(body.newsletterId);
  const signature = request.headers.get(signatureHeader) ?? '';
  const expected = Number.isSafeInteger(id) && id > 0 ? dispatchSignature(id) : '';
  if (
    expected === '' ||
    signature.length !== expected.length ||
    !crypto.timingSafeEqual(Buffer.from(signature), Buffer.from(expected))
  ) {
    console.error('deliverNewsletter-background: a request without a valid signature was refused.');
    return new Response(null, { status: 401 });
  }
  const outcome = await sendIssue(await getDatabase(), id, { signal: AbortSignal.timeout(backgroundSendMs) });
  if (outcome === 'stopped') await dispatchNewsletter(id, new URL(request.url).origin);
  return new Response(null, { status: 202 });
}

/** How long the scheduled function sends owed mail itself: Netlify stops a scheduled function at 30 s. */
export const scheduledSendMs = 20_000;

/**
 * The scheduled function (Netlify, every minute), the mail queue's drain there: the welcome and
 * contact mail owed and due (a first try that failed) are sent, for at most scheduledSendMs; then
 * every issue still being sent that no worker holds (its worker was stopped, or never started) and
 * that has a delivery due is asked for again.
 */
export async function resumeMailQueue(): Promise<Response> {
  const db = await getDatabase();
  await sendDueQueuedMail(db, { signal: AbortSignal.timeout(scheduledSendMs) });
  const stalled = await listSendingNewsletters(db, { stalledOnly: true });
  for (const id of stalled) await dispatchNewsletter(id, readSiteUrl());
  return new Response(null, { status: 204 });
}
