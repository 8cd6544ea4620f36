import { z } from 'zod';
import { cachedSettingsReader, parseSettings, SettingsError, wholeNumberSetting } from '../settings.ts';

/**
 * How many wrong passwords the portal takes (README's settings table): per client (an IPv4 address
 * or an IPv6 /64) in 15 minutes, and from everyone together in an hour. The global budget bounds
 * the guesses of an attacker who spreads them over many addresses; spending it closes the portal for
 * everyone for an hour, Google sign-in staying open.
 */
export const passwordLimitsSchema = z.object({
  ADMIN_PASSWORD_MAX_FAILURES: wholeNumberSetting('ADMIN_PASSWORD_MAX_FAILURES', 5, 1, 1000, 'attempts').describe(
    'Wrong passwords one client may send in 15 minutes before it is locked out for 15 minutes',
  ),
  ADMIN_PASSWORD_GLOBAL_MAX_FAILURES: wholeNumberSetting(
    'ADMIN_PASSWORD_GLOBAL_MAX_FAILURES',
    100,
    1,
    100_000,
    'attempts',
  ).describe(
    'Wrong passwords all clients together may send in an hour ' +
      'before the password portal closes for everyone for an hour',
  ),
});

export const readPasswordLimits = cachedSettingsReader([passwordLimitsSchema], (env) => {
  const settings = parseSettings(passwordLimitsSchema, env, SettingsError);
  return { perClient: settings.ADMIN_PASSWORD_MAX_FAILURES, global: settings.ADMIN_PASSWORD_GLOBAL_MAX_FAILURES };
});
