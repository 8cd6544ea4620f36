import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { isValidEmailAddress } from '../../lib/forms/emailAddress.ts';
import { readOrCreateSecretFile } from '../secretFile.ts';
import { cachedSettingsReader, parseSettings, readSettings, settingsSchema } from '../settings.ts';
import { loopbackHosts, optionalSetting as optional, siteUrlFields, siteUrlOf } from '../siteUrl.ts';
import { minimumAdminPasswordLength, parseAdminPasswordHash, type AdminPasswordHash } from './adminPassword.ts';

/**
 * The admin sign-in settings (docs/design.md decision 7), from the environment. A bad value is one
 * sentence (AdminSettingsError), never a stack trace.
 *
 * Google sign-in is on when OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are both set; it lets in only the
 * verified addresses listed in ADMIN_EMAILS. The password portal checks ADMIN_PASSWORD_HASH; in local
 * mode (not on Netlify) it also accepts a plain ADMIN_PASSWORD, and with neither set it uses a random
 * password made once and kept in DATA_DIR/admin-password, which `npm start` prints.
 */
export type GoogleSignInSettings = { issuer: URL; clientId: string; clientSecret: string };

export type AdminPasswordSetting =
  | { source: 'ADMIN_PASSWORD_HASH'; hash: AdminPasswordHash }
  | { source: 'ADMIN_PASSWORD'; password: string }
  | { source: 'generated'; file: string }
  /** On Netlify without ADMIN_PASSWORD_HASH: the portal lets nobody in. */
  | { source: 'none' };

export type AdminSettings = {
  /** Lower-cased. */
  adminEmails: ReadonlySet<string>;
  /** Undefined when Google sign-in is not configured. */
  google: GoogleSignInSettings | undefined;
  password: AdminPasswordSetting;
  /** The site's public origin, without a trailing slash: the redirect address's origin. */
  siteUrl: string;
  runsOnNetlify: boolean;
};

export class AdminSettingsError extends Error {}

export const adminSettingsSchema = z.object({
  ...siteUrlFields,
  ADMIN_EMAILS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const addresses = (value ?? '')
        .split(',')
        .map((address) => address.trim().toLowerCase())
        .filter(Boolean);
      const wrong = addresses.find((address) => !isValidEmailAddress(address));
      if (wrong !== undefined) {
        ctx.addIssue({
          code: 'custom',
          message: `ADMIN_EMAILS must be a comma-separated list of e-mail addresses; "${wrong}" is not one.`,
        });
        return z.NEVER;
      }
      return new Set(addresses);
    })
    .describe('The Google accounts allowed into the admin area, comma-separated, compared case-insensitively'),
  OIDC_ISSUER: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const text = optional(value) ?? 'https://accounts.google.com';
      try {
        const url = new URL(text);
        // Plain http only to a provider on this machine: the tests' mock server.
        if (url.protocol === 'https:' || (url.protocol === 'http:' && loopbackHosts.has(url.hostname))) return url;
      } catch {
        // reported below
      }
      ctx.addIssue({
        code: 'custom',
        message: `OIDC_ISSUER must be an https:// address (http:// only on localhost), not "${text}".`,
      });
      return z.NEVER;
    })
    .describe('OpenID Connect issuer of the Google sign-in'),
  OIDC_CLIENT_ID: z.string().optional().transform(optional).describe('OAuth client ID of the Google sign-in'),
  OIDC_CLIENT_SECRET: z.string().optional().transform(optional).describe('OAuth client secret of the Google sign-in'),
  ADMIN_PASSWORD_HASH: z
    .string()
    .optional()
    .transform(optional)
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      const hash = parseAdminPasswordHash(value);
      if (hash) return hash;
      ctx.addIssue({
        code: 'custom',
        message:
          'ADMIN_PASSWORD_HASH is not a hash made by `node scripts/hashAdminPassword.ts` ' +
          '(expected scrypt$N$r$p$salt$key).',
      });
      return z.NEVER;
    })
    .describe('scrypt hash of the password portal’s password'),
  ADMIN_PASSWORD: z
    .string()
    .optional()
    .transform(optional)
    .refine((value) => value === undefined || value.length >= minimumAdminPasswordLength, {
      message: `ADMIN_PASSWORD must be at least ${minimumAdminPasswordLength} characters long.`,
    })
    .describe('The password portal’s password in plain text; local mode only'),
  NETLIFY: z.string().optional(),
});

/** Read for every sign-in request; parsed again only when the environment has changed. */
export const readAdminSettings = cachedSettingsReader(
  [adminSettingsSchema, settingsSchema],
  (env) => parseAdminSettings(env),
  () => isNetlifyRuntime(),
);

/**
 * Netlify's function runtime defines the `Netlify` global before any module runs; its builds set
 * NETLIFY=true. Either means this is not one machine of our own, so no local shortcuts.
 */
function isNetlifyRuntime(): boolean {
  const global = (globalThis as { Netlify?: unknown }).Netlify;
  return typeof global === 'object' && global !== null;
}

function parseAdminSettings(env: NodeJS.ProcessEnv): AdminSettings {
  const settings = parseSettings(adminSettingsSchema, env, AdminSettingsError);
  const {
    ADMIN_EMAILS,
    OIDC_ISSUER,
    OIDC_CLIENT_ID,
    OIDC_CLIENT_SECRET,
    ADMIN_PASSWORD_HASH,
    ADMIN_PASSWORD,
    NETLIFY,
  } = settings;
  const runsOnNetlify = isNetlifyRuntime() || NETLIFY === 'true';

  if ((OIDC_CLIENT_ID === undefined) !== (OIDC_CLIENT_SECRET === undefined)) {
    const [set, missing] =
      OIDC_CLIENT_ID === undefined
        ? ['OIDC_CLIENT_SECRET', 'OIDC_CLIENT_ID']
        : ['OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'];
    throw new AdminSettingsError(
      `${set} is set but ${missing} is not; set both to turn on Google sign-in, or neither to turn it off.`,
    );
  }
  if (runsOnNetlify && ADMIN_PASSWORD !== undefined) {
    throw new AdminSettingsError(
      'ADMIN_PASSWORD is accepted only when the site runs on your own machine; ' +
        'on Netlify set ADMIN_PASSWORD_HASH instead (make one with `node scripts/hashAdminPassword.ts`).',
    );
  }

  let password: AdminPasswordSetting;
  if (ADMIN_PASSWORD_HASH) password = { source: 'ADMIN_PASSWORD_HASH', hash: ADMIN_PASSWORD_HASH };
  else if (ADMIN_PASSWORD !== undefined) password = { source: 'ADMIN_PASSWORD', password: ADMIN_PASSWORD };
  else if (runsOnNetlify) password = { source: 'none' };
  else password = { source: 'generated', file: path.join(readSettings(env).dataDir, 'admin-password') };

  return {
    adminEmails: ADMIN_EMAILS,
    google:
      OIDC_CLIENT_ID && OIDC_CLIENT_SECRET
        ? { issuer: OIDC_ISSUER, clientId: OIDC_CLIENT_ID, clientSecret: OIDC_CLIENT_SECRET }
        : undefined,
    password,
    siteUrl: siteUrlOf(settings),
    runsOnNetlify,
  };
}

/** The local installation's own portal password: 24 random characters, made on first use. */
export function generatedAdminPassword(file: string): string {
  return readOrCreateSecretFile(file, () => randomBytes(18).toString('base64url'));
}
