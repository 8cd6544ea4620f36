import { z } from 'zod';
import { cachedSettingsReader, parseSettings, SettingsError, wholeNumberSetting } from '../settings.ts';

/**
 * How an issue is sent (requirements §10.5, README's settings table): mails per batch, and batch
 * requests per second, within Resend's rate limit (2 requests a second per team by default). The
 * local outbox keeps the same pace, so that a local send behaves as a real one. A bad value is one
 * sentence (SettingsError).
 */
export const newsletterSendingSchema = z.object({
  NEWSLETTER_BATCH_SIZE: wholeNumberSetting('NEWSLETTER_BATCH_SIZE', 100, 1, 100, 'mails').describe(
    "Mails per batch of a newsletter issue (Resend's batch call takes at most 100)",
  ),
  NEWSLETTER_REQUESTS_PER_SECOND: wholeNumberSetting('NEWSLETTER_REQUESTS_PER_SECOND', 2, 1, 100, 'requests').describe(
    "Batches of a newsletter issue sent per second at most: Resend's rate limit",
  ),
});

export type NewsletterSending = { batchSize: number; requestsPerSecond: number };

export const readNewsletterSending = cachedSettingsReader([newsletterSendingSchema], (env): NewsletterSending => {
  const settings = parseSettings(newsletterSendingSchema, env, SettingsError);
  return { batchSize: settings.NEWSLETTER_BATCH_SIZE, requestsPerSecond: settings.NEWSLETTER_REQUESTS_PER_SECOND };
});
