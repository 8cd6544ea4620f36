import { z } from 'zod';
import { cachedSettingsReader, parseSettings, SettingsError, wholeNumberSetting } from '../settings.ts';

/**
 * How the mail queue sends (requirements §10.9, README's settings table): the requests a second the
 * provider allows the whole team (welcome and contact mail take their turn first, the newsletter's
 * batches what is left), mails per newsletter batch, and how long a refusal that may pass is tried
 * again. The local outbox keeps the same pace, so that a local send behaves as a real one. A bad
 * value is one sentence (SettingsError).
 */
export const mailSendingSchema = z.object({
  NEWSLETTER_BATCH_SIZE: wholeNumberSetting('NEWSLETTER_BATCH_SIZE', 100, 1, 100, 'mails').describe(
    "Mails per batch of a newsletter issue (Resend's batch call takes at most 100)",
  ),
  NEWSLETTER_REQUESTS_PER_SECOND: wholeNumberSetting('NEWSLETTER_REQUESTS_PER_SECOND', 2, 1, 100, 'requests').describe(
    "Requests a second to Resend at most, every mail's together: Resend's rate limit for a team",
  ),
  MAIL_RETRY_HOURS: wholeNumberSetting('MAIL_RETRY_HOURS', 24, 1, 72, 'hours').describe(
    'How long a mail Resend refuses for a while (rate limit, outage, time-out) is tried again before it fails',
  ),
});

export type MailSending = { batchSize: number; requestsPerSecond: number; retryMs: number };

export const readMailSending = cachedSettingsReader([mailSendingSchema], (env): MailSending => {
  const settings = parseSettings(mailSendingSchema, env, SettingsError);
  return {
    batchSize: settings.NEWSLETTER_BATCH_SIZE,
    requestsPerSecond: settings.NEWSLETTER_REQUESTS_PER_SECOND,
    retryMs: settings.MAIL_RETRY_HOURS * 3_600_000,
  };
});
