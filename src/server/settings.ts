import path from 'node:path';
import { z } from 'zod';

/**
 * Every environment variable the server reads, with its default. The README's settings table mirrors
 * this schema; a bad value stops start-up with one sentence (SettingsError), never a stack trace.
 */
export const settingsSchema = z.object({
  PORT: z
    .string()
    .default('4321')
    .describe('TCP port of the local server')
    .transform((value, ctx) => {
      const port = Number(value);
      if (!/^\d+$/.test(value.trim()) || port < 1 || port > 65535) {
        ctx.addIssue({ code: 'custom', message: `PORT must be a whole number from 1 to 65535, not "${value}".` });
        return z.NEVER;
      }
      return port;
    }),
  HOST: z.string().min(1).default('localhost').describe('Interface the local server listens on'),
  DATA_DIR: z
    .string()
    .min(1)
    .default('.data')
    .describe('Folder for the embedded database, snapshots, outbox and, off Netlify, uploaded media (media/)'),
  SITE_DIR: z.string().min(1).default('dist').describe('Folder of the built site that npm start serves'),
  ALLOWED_HOSTS: z
    .string()
    .default('')
    .describe("Host names besides SITE_URL's, loopback and HOST that the local server answers, comma-separated")
    .transform((value) =>
      value
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    ),
  DATABASE_URL: z
    .string()
    .optional()
    .describe('Postgres connection string; unset means the embedded PGlite under DATA_DIR')
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return undefined;
      let url: URL;
      try {
        url = new URL(value);
      } catch {
        ctx.addIssue({
          code: 'custom',
          message: 'DATABASE_URL is not a valid URL; expected postgres://user:password@host:5432/database.',
        });
        return z.NEVER;
      }
      if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
        ctx.addIssue({
          code: 'custom',
          message: `DATABASE_URL must start with postgres:// or postgresql://, not ${url.protocol}//.`,
        });
        return z.NEVER;
      }
      return value;
    }),
});

/**
 * A whole-number setting from `min` to `max`, `fallback` when unset or blank; anything else is one
 * sentence naming the variable and the range. For the limits and timeouts (`unit` e.g. 'milliseconds').
 */
export function wholeNumberSetting(name: string, fallback: number, min: number, max: number, unit: string) {
  return z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return fallback;
      const number = Number(value.trim());
      if (!/^\d+$/.test(value.trim()) || number < min || number > max) {
        const message = `${name} must be a whole number of ${unit} from ${min} to ${max}, not "${value}".`;
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return number;
    });
}

export type Settings = {
  port: number;
  host: string;
  /** Absolute path of DATA_DIR. */
  dataDir: string;
  /** Absolute path of SITE_DIR. */
  siteDir: string;
  databaseUrl: string | undefined;
  /** Extra host names the local server answers (ALLOWED_HOSTS). */
  allowedHosts: string[];
};

export class SettingsError extends Error {}

/** Parses the environment with a settings schema; a bad value throws its problem as one sentence. */
export function parseSettings<Schema extends z.ZodType>(
  schema: Schema,
  env: NodeJS.ProcessEnv,
  failure: new (message: string) => Error,
): z.output<Schema> {
  const parsed = schema.safeParse(env);
  if (!parsed.success) throw new failure(parsed.error.issues[0]?.message ?? 'Invalid settings.');
  return parsed.data;
}

/**
 * A settings reader for what the functions read on every request: it parses again only when one of
 * the variables of `schemas` (or `alsoDependsOn`) has changed, as they do between tests. The names
 * come from the schemas themselves, so they cannot drift from what is parsed.
 */
export function cachedSettingsReader<Read>(
  schemas: z.ZodObject[],
  read: (env: NodeJS.ProcessEnv) => Read,
  alsoDependsOn: () => unknown = () => null,
): (env?: NodeJS.ProcessEnv) => Read {
  const names = [...new Set(schemas.flatMap((schema) => Object.keys(schema.shape)))];
  let last: { key: string; value: Read } | undefined;
  return (env = process.env) => {
    const key = JSON.stringify([alsoDependsOn(), ...names.map((name) => env[name] ?? null)]);
    if (last?.key !== key) last = { key, value: read(env) };
    return last.value;
  };
}

export function readSettings(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Settings {
  const parsed = parseSettings(settingsSchema, env, SettingsError);
  const { PORT, HOST, DATA_DIR, SITE_DIR, DATABASE_URL, ALLOWED_HOSTS } = parsed;
  return {
    port: PORT,
    host: HOST,
    dataDir: path.resolve(cwd, DATA_DIR),
    siteDir: path.resolve(cwd, SITE_DIR),
    databaseUrl: DATABASE_URL,
    allowedHosts: ALLOWED_HOSTS,
  };
}
