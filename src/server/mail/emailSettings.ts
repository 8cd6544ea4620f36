import crypto from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { isValidEmailAddress } from '../../lib/forms/emailAddress.ts';
import { siteSettings } from '../../lib/admin/siteSettings.ts';
import { readOrCreateSecretFile } from '../secretFile.ts';
import { cachedSettingsReader, parseSettings, readSettings, settingsSchema } from '../settings.ts';
import { httpUrlSetting, optionalSetting as optional, siteUrlFields, siteUrlOf } from '../siteUrl.ts';

/**
 * The e-mail settings (docs/design.md decision 8), from the environment. Without RESEND_API_KEY nothing
 * goes over the network: mail is written to DATA_DIR/outbox/ and logged. A bad value is one sentence
 * (EmailSettingsError), never a stack trace.
 */
export const emailSettingsSchema = z.object({
  RESEND_API_KEY: z
    .string()
    .optional()
    .transform(optional)
    .describe('Resend API key; unset means no network: mail is written to DATA_DIR/outbox/ and logged'),
  RESEND_BASE_URL: z
    .string()
    .optional()
    .transform(optional)
    .transform(httpUrlSetting('RESEND_BASE_URL'))
    .describe(
      'Origin of the Resend API, read by the resend SDK itself (default https://api.resend.com); ' +
        'tests point it at a recording fake',
    ),
  EMAIL_FROM: z
    .string()
    .optional()
    .transform((value) => optional(value) ?? `${siteSettings.productName} <${siteSettings.contactEmail}>`)
    .refine((value) => isValidEmailAddress(senderAddress(value)), {
      message:
        'EMAIL_FROM must be an address ("hello@example.org") ' +
        'or a name and address ("Closed Biomes <hello@example.org>").',
    })
    .describe('Sender of every mail'),
  ...siteUrlFields,
  UNSUBSCRIBE_SECRET: z
    .string()
    .optional()
    .transform(optional)
    .refine((value) => value === undefined || value.length >= 32, {
      message:
        'UNSUBSCRIBE_SECRET must be at least 32 characters long (for example the output of `openssl rand -hex 32`).',
    })
    .describe('HMAC key that signs unsubscribe links'),
  EMAIL_SEND_TIMEOUT_MS: z
    .string()
    .optional()
    .transform(optional)
    .refine(
      (value) => value === undefined || (/^\d+$/.test(value) && Number(value) >= 100 && Number(value) <= 60_000),
      {
        message: 'EMAIL_SEND_TIMEOUT_MS must be a whole number of milliseconds from 100 to 60000.',
      },
    )
    .transform((value) => (value === undefined ? 5000 : Number(value)))
    .describe('How long a send to Resend may take before it counts as failed'),
  RESEND_WEBHOOK_SECRET: z
    .string()
    .optional()
    .transform(optional)
    .refine((value) => value === undefined || /^whsec_[A-Za-z0-9+/]+={0,2}$/.test(value), {
      message: 'RESEND_WEBHOOK_SECRET must be the signing secret Resend shows for the webhook, starting "whsec_".',
    })
    .describe(
      "Signing secret of Resend's webhook (bounces and complaints); " +
        'unset, POST /api/webhooks/resend refuses everything',
    ),
});

export type EmailSettings = {
  /** Undefined: write mail to the outbox instead of sending it. */
  resendApiKey: string | undefined;
  from: string;
  /** Origin for links in mail, without a trailing slash. */
  siteUrl: string;
  outboxDir: string;
  sendTimeoutMs: number;
  /** The secret Resend's webhook messages are signed with (Svix's `whsec_…`); undefined when unset. */
  webhookSecret: string | undefined;
  /** The unsubscribe signing key; throws EmailSettingsError when it cannot be had. */
  unsubscribeSecret(): crypto.KeyObject;
};

export class EmailSettingsError extends Error {}

/** Read for every mail; parsed again only when the environment has changed. */
export const readEmailSettings = cachedSettingsReader([emailSettingsSchema, settingsSchema], (env) =>
  parseEmailSettings(env),
);

function parseEmailSettings(env: NodeJS.ProcessEnv): EmailSettings {
  const settings = parseSettings(emailSettingsSchema, env, EmailSettingsError);
  const { RESEND_API_KEY, EMAIL_FROM, UNSUBSCRIBE_SECRET, EMAIL_SEND_TIMEOUT_MS, RESEND_WEBHOOK_SECRET } = settings;
  const { dataDir } = readSettings(env);
  return {
    resendApiKey: RESEND_API_KEY,
    from: EMAIL_FROM,
    siteUrl: siteUrlOf(settings),
    outboxDir: path.join(dataDir, 'outbox'),
    sendTimeoutMs: EMAIL_SEND_TIMEOUT_MS,
    webhookSecret: RESEND_WEBHOOK_SECRET,
    unsubscribeSecret() {
      if (UNSUBSCRIBE_SECRET) return secretKey(UNSUBSCRIBE_SECRET, () => Buffer.from(UNSUBSCRIBE_SECRET, 'utf8'));
      if (RESEND_API_KEY) {
        throw new EmailSettingsError(
          'UNSUBSCRIBE_SECRET is not set; it is required when RESEND_API_KEY is set, ' +
            'because it signs the unsubscribe links (for example `openssl rand -hex 32`).',
        );
      }
      const file = path.join(dataDir, 'unsubscribe-secret');
      return secretKey(`file:${file}`, () => installationSecret(file));
    },
  };
}

/** "Name <address>" or a bare address: the address. */
export function senderAddress(from: string): string {
  return /<([^<>]*)>\s*$/.exec(from)?.[1]?.trim() ?? from.trim();
}

// Made into a KeyObject once: importing the raw key for every HMAC is a measurable cost under load.
const secretKeys = new Map<string, crypto.KeyObject>();

function secretKey(id: string, load: () => Buffer): crypto.KeyObject {
  let key = secretKeys.get(id);
  if (!key) secretKeys.set(id, (key = crypto.createSecretKey(load())));
  return key;
}

/**
 * Local mode without UNSUBSCRIBE_SECRET: a random key made on first use and kept beside the data,
 * so links in mail already written stay valid across restarts.
 */
function installationSecret(file: string): Buffer {
  const secret = Buffer.from(
    readOrCreateSecretFile(file, () => crypto.randomBytes(32).toString('hex')),
    'hex',
  );
  if (secret.length < 16)
    throw new EmailSettingsError(
      `${file} does not hold a usable unsubscribe secret; delete it to have a new one made.`,
    );
  return secret;
}
