import { z } from 'zod';
import { cachedSettingsReader, parseSettings, SettingsError, wholeNumberSetting } from '../settings.ts';

/**
 * How long the API waits on Postgres before it answers 503 (jsonResponse.ts): a database that stops
 * answering, or that has no connection to spare, must not hold requests for the TCP timeouts'
 * minutes. Each wait is bounded, and a request's waits together too (requestBudget.ts). PGlite runs
 * in the process and needs none of them.
 */
export const databaseTimeoutsSchema = z.object({
  DATABASE_CONNECT_TIMEOUT_MS: wholeNumberSetting(
    'DATABASE_CONNECT_TIMEOUT_MS',
    3000,
    100,
    60_000,
    'milliseconds',
  ).describe('How long a request waits for a pooled Postgres connection (free or new) before it is answered 503'),
  DATABASE_STATEMENT_TIMEOUT_MS: wholeNumberSetting(
    'DATABASE_STATEMENT_TIMEOUT_MS',
    5000,
    100,
    60_000,
    'milliseconds',
  ).describe(
    'How long one statement may run (on the server) or wait for its answer (in the client) ' +
      'before it fails and the request is answered 503',
  ),
  DATABASE_REQUEST_TIMEOUT_MS: wholeNumberSetting(
    'DATABASE_REQUEST_TIMEOUT_MS',
    6000,
    100,
    60_000,
    'milliseconds',
  ).describe(
    'How long one request may spend on Postgres in all (every wait for a connection and every statement) ' +
      'before it is answered 503',
  ),
});

export type DatabaseTimeouts = { connectMs: number; statementMs: number; requestMs: number };

export const readDatabaseTimeouts = cachedSettingsReader([databaseTimeoutsSchema], (env): DatabaseTimeouts => {
  const settings = parseSettings(databaseTimeoutsSchema, env, SettingsError);
  return {
    connectMs: settings.DATABASE_CONNECT_TIMEOUT_MS,
    statementMs: settings.DATABASE_STATEMENT_TIMEOUT_MS,
    requestMs: settings.DATABASE_REQUEST_TIMEOUT_MS,
  };
});
