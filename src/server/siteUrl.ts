import { z } from 'zod';
import { cachedSettingsReader, parseSettings, SettingsError } from './settings.ts';

/**
 * The public origin of the site, shared by the settings that need it (links in mail, the Google
 * sign-in's redirect address, the Origin check of admin writes): SITE_URL, else Netlify's own URL,
 * else the local server on its PORT.
 */

/** Host names of this machine: plain http is acceptable there (local runs and tests), nowhere else. */
export const loopbackHosts: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);

/** An unset or blank variable is undefined; anything else is trimmed. */
export const optionalSetting = (value: string | undefined) =>
  value === undefined || value.trim() === '' ? undefined : value.trim();

/** A zod transform for an optional http(s) address, without its trailing slash; one sentence when it is not one. */
export function httpUrlSetting(name: string) {
  return (value: string | undefined, ctx: z.RefinementCtx) => {
    if (value === undefined) return undefined;
    try {
      const url = new URL(value);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.href.replace(/\/$/, '');
    } catch {
      // reported below
    }
    ctx.addIssue({ code: 'custom', message: `${name} must be an http:// or https:// address, not "${value}".` });
    return z.NEVER;
  };
}

/** The variables the site's origin is made of, to spread into a settings schema. */
export const siteUrlFields = {
  SITE_URL: z
    .string()
    .optional()
    .transform(optionalSetting)
    .transform(httpUrlSetting('SITE_URL'))
    .describe('Public origin of the site (https://closedbiomes.example)'),
  URL: z
    .string()
    .optional()
    .transform(optionalSetting)
    .describe("Netlify's own name for the site's main address, used when SITE_URL is unset"),
  PORT: z.string().optional().transform(optionalSetting),
};

/** The origin, without a trailing slash. */
export function siteUrlOf(parsed: {
  SITE_URL: string | undefined;
  URL: string | undefined;
  PORT: string | undefined;
}): string {
  return parsed.SITE_URL ?? (parsed.URL ? parsed.URL.replace(/\/$/, '') : `http://localhost:${parsed.PORT ?? '4321'}`);
}

const siteUrlSchema = z.object(siteUrlFields);

/** The site's public origin from the environment; throws one sentence when SITE_URL is not an address. */
export const readSiteUrl = cachedSettingsReader([siteUrlSchema], (env) =>
  siteUrlOf(parseSettings(siteUrlSchema, env, SettingsError)),
);
