import { PostgresDialect } from 'kysely';
import pg from 'pg';
import { createKysely, DatabaseUnreachableError, type DatabaseHandle } from './database.ts';
import { readDatabaseTimeouts, type DatabaseTimeouts } from './databaseTimeouts.ts';
import { budgetedPool } from './requestBudget.ts';

/** Neon's serverless driver speaks over WebSockets and suits Neon hosts; `pg` for any other server. */
export function isNeonHost(databaseUrl: string): boolean {
  return new URL(databaseUrl).hostname.endsWith('.neon.tech');
}

/**
 * Opens Postgres at `databaseUrl` and proves it answers, so that a wrong URL fails at start-up with
 * one sentence rather than at the first visitor's request. Waiting for a connection and for a
 * statement's answer are both bounded (databaseTimeouts.ts): the statement timeout is set on the
 * server, which cancels the statement, and in the client, which gives up a second later on a server
 * that has gone silent (a dropped network answers nothing, not even the cancellation).
 */
export async function openPostgres(
  databaseUrl: string,
  options: { searchPath?: string; max?: number; timeouts?: DatabaseTimeouts } = {},
): Promise<DatabaseHandle> {
  const url = new URL(databaseUrl);
  const location = `${url.protocol}//${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
  const timeouts = options.timeouts ?? readDatabaseTimeouts();
  const neon = isNeonHost(databaseUrl);
  const poolConfig = {
    connectionString: databaseUrl,
    max: options.max ?? 10,
    connectionTimeoutMillis: timeouts.connectMs,
    // statement_timeout travels as a startup parameter, which the PgBouncer of Neon's pooled
    // endpoints may refuse: on Neon the client's own timeout bounds the wait alone.
    ...(neon
      ? { query_timeout: timeouts.statementMs }
      : // A second later than the server's own cancellation, which names its cause (57014).
        { statement_timeout: timeouts.statementMs, query_timeout: timeouts.statementMs + 1000 }),
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  };
  // Neon's Pool implements pg's interface; typing both as pg.Pool keeps one code path below.
  const pool: pg.Pool = neon
    ? (new (await import('@neondatabase/serverless')).Pool(poolConfig) as unknown as pg.Pool)
    : new pg.Pool(poolConfig);
  // An idle client that loses its server emits 'error' on the pool; without a listener that kills the process.
  pool.on('error', (error: Error) => console.error(`Database connection lost: ${error.message}`));
  // A client checked out of the pool that loses its server emits 'error' on itself, even when the
  // query it was running already failed with that error: listen there too, or the process dies.
  pool.on('connect', (client: pg.PoolClient) => client.on('error', () => {}));
  const db = createKysely(new PostgresDialect({ pool: budgetedPool(pool, timeouts.requestMs) }));
  try {
    await pool.query('select 1');
  } catch (error) {
    await db.destroy().catch(() => {});
    throw new DatabaseUnreachableError(
      `Cannot reach the database at ${location} (${describeError(error)}); check DATABASE_URL.`,
    );
  }
  return { db, location, close: () => db.destroy() };
}

function describeError(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return describeError(error.errors[0]);
  const code = (error as { code?: string }).code;
  const message = error instanceof Error ? error.message : String(error);
  return code && !message.includes(code) ? `${code}: ${message}` : message || code || 'unknown error';
}
