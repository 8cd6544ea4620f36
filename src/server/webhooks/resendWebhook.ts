import { Resend } from 'resend';
import { z } from 'zod';
import type { MailOutcome } from '../../lib/admin/mailQueue.ts';
import type { UnsubscribeReason } from '../../lib/admin/unsubscribeReason.ts';
import { cleanupDue } from '../db/cleanupDue.ts';
import { getDatabase } from '../db/currentDatabase.ts';
import type { Database } from '../db/database.ts';
import { readEmailSettings, senderAddress } from '../mail/emailSettings.ts';
import { recordedWriteWithin } from '../history/recordedWrite.ts';
import { allowMethods, HttpError, jsonResponse, respond } from '../http/jsonResponse.ts';
import { readTextBodyWithin } from '../http/readBody.ts';
import { recordMailOutcome } from '../repositories/mailQueueRepository.ts';
import { findSubscriberByEmail, unsubscribeFor } from '../repositories/subscriberRepository.ts';
import { forgetOldWebhookMessages, rememberWebhookMessage } from '../repositories/webhookMessageRepository.ts';

/**
 * POST /api/webhooks/resend: what Resend reports about the mail it delivered (requirements §10.7).
 * Each message is signed by Svix with RESEND_WEBHOOK_SECRET and checked by the Resend SDK's own
 * verification (standardwebhooks): a message without the signature headers, with a signature that
 * does not match, or signed more than five minutes ago (or ahead) is refused with 401; a signed body
 * that is not JSON, or not an event, with 400. A delivery, a delay, a bounce or a complaint is
 * recorded on the mail Resend names (`email_id`); a hard bounce (the address does not exist) or a
 * complaint (its owner marked our mail as spam) also unsubscribes the address, recorded in History
 * as the webhook's change with its reason; any other event is answered and ignored. A message is
 * handled once: its id is noted in the same transaction as its effect, and a copy sent again
 * (Svix retries) is answered 200 with nothing changed, so that Svix stops sending it.
 */
export const webhookActor = 'Resend webhook';

/** Resend's events are small; a larger body is nobody's event. */
const maxWebhookBytes = 256 * 1024;

/** The parts of an event this handler reads; Resend sends more, which it ignores. */
const resendEventSchema = z.object({
  type: z.string().describe('The event: email.delivered, email.bounced, email.complained, …'),
  created_at: z.string().optional().describe('When Resend saw it happen'),
  data: z
    .object({
      email_id: z.string().optional().describe("Resend's id of the mail, as its send answered it"),
      to: z.array(z.string()).optional().describe('The addresses the mail went to'),
      bounce: z
        .object({ type: z.string().optional(), subType: z.string().optional(), message: z.string().optional() })
        .optional()
        .describe("A bounce's kind (Permanent, Transient, Undetermined) and the receiving server's words"),
    })
    .optional(),
});

type ResendEvent = z.output<typeof resendEventSchema>;

/** Why an event unsubscribes its addresses, or undefined when it does not. */
export function unsubscribeReasonOf(event: ResendEvent): UnsubscribeReason | undefined {
  if (event.type === 'email.complained') return 'complaint';
  // A bounce the provider calls Permanent is a hard one: the address does not exist or refuses all mail.
  if (event.type === 'email.bounced' && event.data?.bounce?.type === 'Permanent') return 'hard-bounce';
  return undefined;
}

const outcomes: Record<string, MailOutcome> = {
  'email.delivered': 'delivered',
  'email.delivery_delayed': 'delivery_delayed',
  'email.bounced': 'bounced',
  'email.complained': 'complained',
};

/** What an event tells of its mail, with a bounce's kind and words; undefined for any other event. */
export function mailOutcomeOf(event: ResendEvent): { outcome: MailOutcome; detail: string | null } | undefined {
  const outcome = outcomes[event.type];
  if (!outcome) return undefined;
  const bounce = event.data?.bounce;
  if (outcome !== 'bounced' || !bounce) return { outcome, detail: null };
  const kind = [bounce.type, bounce.subType].filter(Boolean).join(', ');
  return { outcome, detail: [kind, bounce.message].filter(Boolean).join(': ') || null };
}

/** The signed message, or a refusal: 401 without headers, a matching signature, or a fresh timestamp. */
function verifiedEvent(payload: string, request: Request, secret: string): { id: string; event: ResendEvent } {
  const id = request.headers.get('svix-id');
  const timestamp = request.headers.get('svix-timestamp');
  const signature = request.headers.get('svix-signature');
  if (!id || !timestamp || !signature)
    throw new HttpError(401, 'This webhook message is not signed (svix-id, svix-timestamp, svix-signature).');
  let verified: unknown;
  try {
    // The verification needs no API key, but the SDK's client will not be made without one.
    verified = new Resend('re_webhook_verification').webhooks.verify({
      payload,
      headers: { id, timestamp, signature },
      webhookSecret: secret,
    });
  } catch (error) {
    // The signature held, and then the body would not parse: a message of ours, badly formed.
    if (error instanceof SyntaxError) throw new HttpError(400, 'This webhook message is signed but is not JSON.');
    const why = error instanceof Error ? error.message : '';
    if (/timestamp too (old|new)/i.test(why))
      throw new HttpError(401, 'This webhook message was signed more than five minutes from now: refused.');
    throw new HttpError(401, 'The signature of this webhook message does not match.');
  }
  const parsed = resendEventSchema.safeParse(verified);
  if (!parsed.success) throw new HttpError(400, 'This webhook message is not an event of Resend.');
  return { id, event: parsed.data };
}

/** Unsubscribes each subscribed address of `addresses` for `reason`, in `trx`; how many it unsubscribed. */
async function unsubscribeAddresses(trx: Database, addresses: string[], reason: UnsubscribeReason): Promise<number> {
  let unsubscribed = 0;
  for (const address of new Set(addresses.map((to) => senderAddress(to).toLowerCase()))) {
    const subscriber = await findSubscriberByEmail(trx, address);
    if (!subscriber?.isActive) continue;
    const what = {
      actor: webhookActor,
      entity: 'subscriber',
      action: 'update',
      id: subscriber.id,
      notFound: 'Subscriber not found.',
    } as const;
    await recordedWriteWithin(trx, what, (write) => unsubscribeFor(write, subscriber.id, reason));
    unsubscribed++;
  }
  return unsubscribed;
}

/**
 * Handles message `id` once, in one transaction with its note: what it did, or undefined when it was
 * handled before.
 */
function handleOnce(db: Database, id: string, event: ResendEvent): Promise<string | undefined> {
  return db.transaction().execute(async (trx) => {
    if (!(await rememberWebhookMessage(trx, id))) return undefined;
    const report = mailOutcomeOf(event);
    const emailId = event.data?.email_id;
    const at = new Date(event.created_at ?? Date.now());
    const recorded =
      report && emailId
        ? await recordMailOutcome(
            trx,
            emailId,
            report.outcome,
            report.detail,
            Number.isNaN(at.getTime()) ? new Date() : at,
          )
        : 0;
    const reason = unsubscribeReasonOf(event);
    if (reason) {
      const unsubscribed = await unsubscribeAddresses(trx, event.data?.to ?? [], reason);
      return `${event.type}: unsubscribed ${unsubscribed} address${unsubscribed === 1 ? '' : 'es'}.`;
    }
    return report
      ? `${event.type}: recorded on ${recorded} mail${recorded === 1 ? '' : 's'}.`
      : `${event.type}: nothing to do.`;
  });
}

export function receiveResendWebhook(request: Request): Promise<Response> {
  return respond(request, async () => {
    allowMethods(request, ['POST']);
    const secret = readEmailSettings().webhookSecret;
    if (!secret) throw new HttpError(503, "Resend's webhook is not set up here: RESEND_WEBHOOK_SECRET is not set.");
    const payload = await readTextBodyWithin(request, maxWebhookBytes);
    const { id, event } = verifiedEvent(payload, request, secret);
    const db = await getDatabase();
    const done = await handleOnce(db, id, event);
    if (cleanupDue(db, 'webhook messages', 60 * 60 * 1000)) await forgetOldWebhookMessages(db);
    return jsonResponse({ message: done ?? `Webhook message ${id} was handled before; nothing changed.` });
  });
}
