import { Resend } from 'resend';
import { readEmailSettings, type EmailSettings } from './emailSettings.ts';
import { writeToOutbox } from './outbox.ts';
import type { OutgoingEmail } from './outgoingEmail.ts';

/** One mail as Resend's API takes it, from the sender of EMAIL_FROM. */
function resendEmail(email: OutgoingEmail, settings: EmailSettings) {
  const { to, subject, html, text, replyTo, headers } = email;
  return { from: settings.from, to, subject, html, text, replyTo, headers };
}

export type SendOutcome = { sent: true; via: 'resend' | 'outbox'; id: string } | { sent: false; reason: string };

/**
 * Sends one mail through Resend, or writes it to the outbox when no API key is set. Never throws:
 * a failure (a 4xx/5xx answer, a time-out, bad settings) is logged with what is needed to resend it
 * and returned, because the row it belongs to is already stored and the visitor is told success.
 */
export async function sendEmail(email: OutgoingEmail, settings?: EmailSettings): Promise<SendOutcome> {
  try {
    settings ??= readEmailSettings();
    if (!settings.resendApiKey) {
      const file = writeToOutbox(settings.outboxDir, settings.from, email);
      console.log(
        'E-mail written to the outbox (RESEND_API_KEY is not set): ' +
          `${email.kind} for ${email.reference} to ${email.to}, "${email.subject}": ${file}`,
      );
      return { sent: true, via: 'outbox', id: file };
    }
    // Made per send: the SDK reads RESEND_BASE_URL when constructed, and construction is cheap.
    const resend = new Resend(settings.resendApiKey);
    const { data, error } = await resend.emails.send(resendEmail(email, settings), {
      idempotencyKey: email.idempotencyKey,
      signal: AbortSignal.timeout(settings.sendTimeoutMs),
    });
    if (error || !data)
      return logUnsentEmail(
        email,
        error ? describeResendError(error, settings.sendTimeoutMs) : 'Resend answered without an id',
      );
    return { sent: true, via: 'resend', id: data.id };
  } catch (error) {
    return logUnsentEmail(email, error instanceof Error ? error.message : String(error));
  }
}

/**
 * What a batch send came to: every mail sent (their ids, in the batch's order), or not sent, with
 * how long to wait before the same batch may be tried again under the same idempotency key (a rate
 * limit, an outage, a time-out: Resend delivers a key's batch once, so a retry never doubles it), or
 * no wait when trying again cannot help (a refused address or sender).
 */
export type BatchOutcome =
  { sent: true; via: 'resend' | 'outbox'; ids: string[] } | { sent: false; reason: string; retryAfterMs?: number };

/** Resend's batch call takes at most this many mails. */
export const maxBatchSize = 100;

/**
 * Sends up to 100 mails in one call of Resend's batch API under `idempotencyKey`, or writes each to
 * the outbox when no API key is set. Never throws: a failure is an outcome (BatchOutcome).
 */
export async function sendEmailBatch(
  emails: OutgoingEmail[],
  idempotencyKey: string,
  settings: EmailSettings,
): Promise<BatchOutcome> {
  if (emails.length === 0 || emails.length > maxBatchSize)
    throw new Error(`A batch holds 1 to ${maxBatchSize} mails, not ${emails.length}.`);
  try {
    if (!settings.resendApiKey) {
      const ids: string[] = [];
      for (const [index, email] of emails.entries()) {
        ids.push(writeToOutbox(settings.outboxDir, settings.from, email));
        // Written synchronously (outbox.ts): every ten mails, the server's requests are let in.
        if (index % 10 === 9) await new Promise((resolve) => setImmediate(resolve));
      }
      console.log(
        `${emails.length} e-mails written to the outbox (RESEND_API_KEY is not set): ` +
          `${emails[0]!.kind}, batch ${idempotencyKey}`,
      );
      return { sent: true, via: 'outbox', ids };
    }
    const resend = new Resend(settings.resendApiKey);
    const { data, error, headers } = await resend.batch.send(
      emails.map((email) => resendEmail(email, settings)),
      { idempotencyKey, signal: AbortSignal.timeout(settings.sendTimeoutMs) },
    );
    if (error) return { sent: false, ...batchFailure(error, headers, settings.sendTimeoutMs) };
    const ids = data?.data.map((sent) => sent.id) ?? [];
    if (ids.length !== emails.length)
      return { sent: false, reason: `Resend answered ${ids.length} ids for ${emails.length} mails` };
    return { sent: true, via: 'resend', ids };
  } catch (error) {
    // A time-out or a dropped connection: the batch may have gone, and the same key finds out.
    return { sent: false, reason: error instanceof Error ? error.message : String(error), retryAfterMs: 1000 };
  }
}

/** Why a batch was refused, and whether (after how long) the same batch may be tried again. */
function batchFailure(
  error: { message?: string; name?: string; statusCode?: number | null },
  headers: Record<string, string> | null,
  timeoutMs: number,
): { reason: string; retryAfterMs?: number } {
  const reason = describeResendError(error, timeoutMs);
  const retryAfterSeconds = Number(headers?.['retry-after']);
  const wait = Number.isFinite(retryAfterSeconds) && retryAfterSeconds > 0 ? retryAfterSeconds * 1000 : 1000;
  const status = error.statusCode ?? undefined;
  // Rate limited, the same key still in flight, Resend failing, or Resend not reached at all.
  const retryable =
    (status === 429 && error.name !== 'daily_quota_exceeded') ||
    (status === 409 && error.name === 'concurrent_idempotent_requests') ||
    status === undefined ||
    status >= 500;
  return retryable ? { reason, retryAfterMs: wait } : { reason };
}

function describeResendError(
  error: { message?: string; name?: string; statusCode?: number | null },
  timeoutMs: number,
): string {
  // The SDK turns a network failure or our time-out into one generic error without a status.
  if (error.statusCode == null && error.name === 'application_error')
    return `Resend could not be reached or did not answer within ${timeoutMs} ms`;
  return `Resend answered ${error.statusCode ?? 'an error'}: ${error.message ?? error.name ?? 'no details'}`;
}

/** Logs a mail that did not go out, with what is needed to find its row and send it again. */
export function logUnsentEmail(
  email: Pick<OutgoingEmail, 'kind' | 'reference' | 'to' | 'subject' | 'idempotencyKey'>,
  reason: string,
): SendOutcome {
  console.error(
    `E-mail NOT sent (${reason}). To resend: ${email.kind} for ${email.reference} to ${email.to}, ` +
      `subject "${email.subject}", idempotency key ${email.idempotencyKey}.`,
  );
  return { sent: false, reason };
}
