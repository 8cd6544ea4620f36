import { Resend } from 'resend';
import { readEmailSettings, type EmailSettings } from './emailSettings.ts';
import { writeToOutbox } from './outbox.ts';
import type { OutgoingEmail } from './outgoingEmail.ts';

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
    const { data, error } = await resend.emails.send(
      {
        from: settings.from,
        to: email.to,
        subject: email.subject,
        html: email.html,
        text: email.text,
        replyTo: email.replyTo,
        headers: email.headers,
      },
      { idempotencyKey: email.idempotencyKey, signal: AbortSignal.timeout(settings.sendTimeoutMs) },
    );
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
