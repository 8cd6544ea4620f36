import { Resend } from 'resend';
import { z } from 'zod';
import type { UnsubscribeReason } from '../../lib/admin/unsubscribeReason.ts';
import { getDatabase } from '../db/currentDatabase.ts';
import type { Database } from '../db/database.ts';
import { readEmailSettings, senderAddress } from '../email/emailSettings.ts';
import { recordedWrite } from '../history/recordedWrite.ts';
import { allowMethods, HttpError, jsonResponse, respond } from '../http/jsonResponse.ts';
import { readTextBodyWithin } from '../http/readBody.ts';
import { findSubscriberByEmail, unsubscribeFor } from '../repositories/subscriberRepository.ts';
import { isWebhookMessageSeen, rememberWebhookMessage } from '../repositories/webhookMessageRepository.ts';

/**
 * POST /api/webhooks/resend: what Resend reports about the mail it delivered (requirements §10.7).
 * Each message is signed by Svix with RESEND_WEBHOOK_SECRET and checked by the Resend SDK's own
 * verification (standardwebhooks): a message without the signature headers, with a signature that
 * does not match, or signed more than five minutes ago (or ahead) is refused with 401, and one
 * whose id was handled before with 400. A hard bounce (the address does not exist) or a complaint
 * (its owner marked our mail as spam) unsubscribes the address, recorded in History as the webhook's
 * change with its reason; every other event is answered and ignored.
 */
export const webhookActor = 'Resend webhook';

/** Resend's events are small; a larger body is nobody's event. */
const maxWebhookBytes = 256 * 1024;

/** The parts of an event this handler reads; Resend sends more, which it ignores. */
const resendEventSchema = z.object({
  type: z.string(),
  data: z
    .object({
      to: z.array(z.string()).optional(),
      bounce: z.object({ type: z.string().optional() }).optional(),
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
    const why = error instanceof Error ? error.message : '';
    if (/timestamp too (old|new)/i.test(why))
      throw new HttpError(401, 'This webhook message was signed more than five minutes from now: refused.');
    throw new HttpError(401, 'The signature of this webhook message does not match.');
  }
  const parsed = resendEventSchema.safeParse(verified);
  if (!parsed.success) throw new HttpError(400, 'This webhook message is not an event of Resend.');
  return { id, event: parsed.data };
}

/** Unsubscribes each subscribed address of `addresses` for `reason`; how many it unsubscribed. */
async function unsubscribeAddresses(db: Database, addresses: string[], reason: UnsubscribeReason): Promise<number> {
  let unsubscribed = 0;
  for (const address of new Set(addresses.map((to) => senderAddress(to).toLowerCase()))) {
    const subscriber = await findSubscriberByEmail(db, address);
    if (!subscriber?.isActive) continue;
    const what = {
      actor: webhookActor,
      entity: 'subscriber',
      action: 'update',
      id: subscriber.id,
      notFound: 'Subscriber not found.',
    } as const;
    await recordedWrite(db, what, (trx) => unsubscribeFor(trx, subscriber.id, reason));
    unsubscribed++;
  }
  return unsubscribed;
}

export function receiveResendWebhook(request: Request): Promise<Response> {
  return respond(request, async () => {
    allowMethods(request, ['POST']);
    const secret = readEmailSettings().webhookSecret;
    if (!secret) throw new HttpError(503, "Resend's webhook is not set up here: RESEND_WEBHOOK_SECRET is not set.");
    const payload = await readTextBodyWithin(request, maxWebhookBytes);
    const { id, event } = verifiedEvent(payload, request, secret);
    const db = await getDatabase();
    if (await isWebhookMessageSeen(db, id))
      throw new HttpError(400, `Webhook message ${id} was received before: a message is handled once.`);
    const reason = unsubscribeReasonOf(event);
    // Unsubscribing is idempotent, so the id is noted after it: a failure here lets Resend's retry through.
    const unsubscribed = reason ? await unsubscribeAddresses(db, event.data?.to ?? [], reason) : 0;
    await rememberWebhookMessage(db, id);
    const message = reason
      ? `${event.type}: unsubscribed ${unsubscribed} address${unsubscribed === 1 ? '' : 'es'}.`
      : `${event.type}: nothing to do.`;
    return jsonResponse({ message });
  });
}
