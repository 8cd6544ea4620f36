import { Resend } from 'resend';
import type { EmailSettings } from './emailSettings.ts';
import { checkBatchSize, type BatchAnswered, type MailNotSent, type MailTransport } from './mailTransport.ts';
import type { OutgoingEmail } from './outgoingEmail.ts';

/** What the Resend SDK answers when a call fails. */
type ResendError = { message?: string; name?: string; statusCode?: number | null };

/**
 * Resend's API through its SDK (docs/design.md decision 8). Every answer is sorted for the queue
 * (mailRetry.ts): a rate limit, the same key still in flight, an outage or no answer at all may
 * pass; anything else Resend refuses (an invalid address, an unverified sender, a key reused for
 * another mail) is for good. A batch goes in Resend's permissive mode: an address it refuses fails
 * alone, with Resend's words, and the rest of the batch goes.
 */
export function resendTransport(settings: EmailSettings, apiKey: string): MailTransport {
  const resendEmail = ({ to, subject, html, text, replyTo, headers }: OutgoingEmail) => ({
    from: settings.from,
    to,
    subject,
    html,
    text,
    replyTo,
    headers,
  });
  const requestOptions = (idempotencyKey: string) => ({
    idempotencyKey,
    signal: AbortSignal.timeout(settings.sendTimeoutMs),
  });
  const noAnswer = (error: unknown): MailNotSent => ({
    sent: false,
    temporary: true,
    uncertain: true,
    reason: `Resend could not be reached or did not answer within ${settings.sendTimeoutMs} ms (${
      error instanceof Error ? error.message : String(error)
    })`,
  });
  return {
    name: 'resend',
    async send(mail) {
      try {
        // Made per send: the SDK reads RESEND_BASE_URL when constructed, and construction is cheap.
        const { data, error, headers } = await new Resend(apiKey).emails.send(
          resendEmail(mail),
          requestOptions(mail.idempotencyKey),
        );
        if (error) return refusalOf(error, headers, settings.sendTimeoutMs);
        if (!data) return { sent: false, temporary: true, uncertain: true, reason: 'Resend answered without an id' };
        return { sent: true, providerId: data.id };
      } catch (error) {
        return noAnswer(error);
      }
    },
    async sendBatch(mails, idempotencyKey): Promise<BatchAnswered | MailNotSent> {
      checkBatchSize(mails);
      try {
        const { data, error, headers } = await new Resend(apiKey).batch.send(mails.map(resendEmail), {
          ...requestOptions(idempotencyKey),
          batchValidation: 'permissive',
        });
        if (error) return refusalOf(error, headers, settings.sendTimeoutMs);
        return permissiveAnswer(data?.data ?? [], data?.errors ?? [], mails.length);
      } catch (error) {
        return noAnswer(error);
      }
    },
  };
}

/**
 * A permissive batch's answer, mail by mail: Resend lists the refused mails by index in `errors`
 * and gives the ids of the others, in order, in `data`.
 */
export function permissiveAnswer(
  ids: readonly { id: string }[],
  errors: readonly { index: number; message: string }[],
  count: number,
): BatchAnswered | MailNotSent {
  const refused = new Map(errors.map((error) => [error.index, error.message]));
  if (ids.length + refused.size !== count)
    return {
      sent: false,
      temporary: true,
      uncertain: true,
      reason: `Resend answered ${ids.length} ids and ${refused.size} refusals for ${count} mails`,
    };
  let next = 0;
  return {
    sent: true,
    mails: Array.from({ length: count }, (_, index) => {
      const message = refused.get(index);
      if (message !== undefined) return { sent: false, reason: `Resend refused this address: ${message}` };
      return { sent: true, providerId: ids[next++]!.id };
    }),
  };
}

/** Why Resend refused, and whether (after how long) the same mail may be tried again under its key. */
export function refusalOf(error: ResendError, headers: Record<string, string> | null, timeoutMs: number): MailNotSent {
  const status = error.statusCode ?? undefined;
  // The SDK turns a network failure or our time-out into an error without a status.
  if (status === undefined)
    return {
      sent: false,
      temporary: true,
      uncertain: true,
      reason: `Resend could not be reached or did not answer within ${timeoutMs} ms`,
    };
  const reason = `Resend answered ${status}: ${error.message ?? error.name ?? 'no details'}`;
  const retryAfterSeconds = Number(headers?.['retry-after']);
  const retryAfterMs =
    Number.isFinite(retryAfterSeconds) && retryAfterSeconds > 0 ? retryAfterSeconds * 1000 : undefined;
  // Rate limited (the daily quota too: it passes by tomorrow), the same key still in flight, or Resend failing.
  const temporary =
    status === 429 || (status === 409 && error.name === 'concurrent_idempotent_requests') || status >= 500;
  return {
    sent: false,
    temporary,
    reason,
    ...(status === 429 ? { unread: true } : {}),
    ...(temporary && retryAfterMs !== undefined ? { retryAfterMs } : {}),
  };
}
