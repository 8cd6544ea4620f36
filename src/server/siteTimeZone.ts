import { z } from 'zod';
import { isTimeZone } from '../lib/formatDate.ts';
import { cachedSettingsReader, parseSettings, SettingsError } from './settings.ts';

/** Where the business is: the admin's times are shown in this zone, named. */
export const defaultSiteTimeZone = 'America/New_York';

export const siteTimeZoneSchema = z.object({
  SITE_TIME_ZONE: z
    .string()
    .optional()
    .describe('The IANA time zone the admin area shows times in (e.g. Europe/Lisbon)')
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return defaultSiteTimeZone;
      if (!isTimeZone(value.trim())) {
        ctx.addIssue({
          code: 'custom',
          message:
            'SITE_TIME_ZONE must be an IANA time zone such as America/New_York or Europe/Lisbon, ' + `not "${value}".`,
        });
        return z.NEVER;
      }
      return value.trim();
    }),
});

/** The site's time zone (SITE_TIME_ZONE). */
export const readSiteTimeZone = cachedSettingsReader(
  [siteTimeZoneSchema],
  (env) => parseSettings(siteTimeZoneSchema, env, SettingsError).SITE_TIME_ZONE,
);
