import { z } from 'zod';
import { cachedSettingsReader, parseSettings, SettingsError, wholeNumberSetting } from '../settings.ts';

/**
 * How much the visitor writes admit (README's settings table). The per-client limits fit a class
 * behind one school address; the per-recipient one stops anyone from mail-bombing an address through
 * the newsletter. A bad value is one sentence (SettingsError).
 */
export const visitorLimitsSchema = z.object({
  NEWSLETTER_RATE_LIMIT: wholeNumberSetting('NEWSLETTER_RATE_LIMIT', 60, 1, 100_000, 'subscriptions').describe(
    'Subscriptions one client (an IPv4 address or an IPv6 /64) may send per 10 minutes',
  ),
  CONTACT_RATE_LIMIT: wholeNumberSetting('CONTACT_RATE_LIMIT', 30, 1, 100_000, 'messages').describe(
    'Contact messages one client may send per 10 minutes',
  ),
  WELCOME_EMAIL_INTERVAL_HOURS: wholeNumberSetting('WELCOME_EMAIL_INTERVAL_HOURS', 24, 0, 8760, 'hours').describe(
    'At most one welcome mail per address in this many hours; ' +
      'a subscription within them is stored and answered as usual, without a mail',
  ),
});

export type VisitorLimits = { newsletterPerWindow: number; contactPerWindow: number; welcomeIntervalMs: number };

export const readVisitorLimits = cachedSettingsReader([visitorLimitsSchema], (env): VisitorLimits => {
  const settings = parseSettings(visitorLimitsSchema, env, SettingsError);
  return {
    newsletterPerWindow: settings.NEWSLETTER_RATE_LIMIT,
    contactPerWindow: settings.CONTACT_RATE_LIMIT,
    welcomeIntervalMs: settings.WELCOME_EMAIL_INTERVAL_HOURS * 60 * 60 * 1000,
  };
});
