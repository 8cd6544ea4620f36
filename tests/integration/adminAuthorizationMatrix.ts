import { sql } from 'kysely';
import { expect, it } from 'vitest';
import type { Database } from '../../src/server/db/database.ts';
import {
  createAdminSessionCookie,
  expiredAdminSessionCookie,
  forgedAdminSessionCookie,
  foreignOrigin,
  sameOrigin,
} from './adminSession.ts';
import { callFunction } from './callFunction.ts';

/**
 * One admin endpoint: its method and path, and what a valid request would carry. `body` is sent as
 * JSON; `init` builds any other body (a multipart upload) and its headers. The matrix adds the
 * Cookie and Origin headers itself.
 */
export type AdminEndpoint = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
  init?: () => RequestInit;
};

/** Tables that a refused request may legitimately touch: the guard deletes an expired session it meets. */
const bookkeepingTables = new Set([
  'admin_sessions',
  'admin_password_failures',
  'rate_limits',
  'kysely_migration',
  'kysely_migration_lock',
]);

/** Every row of every table of the current schema but the bookkeeping ones, in a stable order. */
export async function databaseState(db: Database): Promise<Record<string, string[]>> {
  const { rows: tables } = await sql<{ name: string }>`select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'
    order by table_name`.execute(db);
  const state: Record<string, string[]> = {};
  for (const { name } of tables) {
    if (bookkeepingTables.has(name)) continue;
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db);
    state[name] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return state;
}

type Refusal = { name: string; status: 401 | 403; headers: (db: Database) => Promise<Record<string, string>> };

const refusals: Refusal[] = [
  { name: 'no cookie', status: 401, headers: async () => ({ origin: sameOrigin }) },
  {
    name: 'a forged session cookie',
    status: 401,
    headers: async () => ({ origin: sameOrigin, cookie: forgedAdminSessionCookie() }),
  },
  {
    name: 'a malformed session cookie',
    status: 401,
    headers: async () => ({ origin: sameOrigin, cookie: "admin_session=' or 1=1 --" }),
  },
  {
    name: 'an expired session',
    status: 401,
    headers: async (db) => ({ origin: sameOrigin, cookie: await expiredAdminSessionCookie(db) }),
  },
];

const writeRefusals: Refusal[] = [
  {
    name: 'a valid session but another site’s Origin',
    status: 403,
    headers: async (db) => ({ origin: foreignOrigin, cookie: await createAdminSessionCookie(db) }),
  },
  {
    name: 'a valid session but no Origin',
    status: 403,
    headers: async (db) => ({ cookie: await createAdminSessionCookie(db) }),
  },
  {
    name: 'a valid session but the Origin "null"',
    status: 403,
    headers: async (db) => ({ origin: 'null', cookie: await createAdminSessionCookie(db) }),
  },
];

function requestInit(endpoint: AdminEndpoint, headers: Record<string, string>): RequestInit {
  const base: RequestInit =
    endpoint.init?.() ??
    (endpoint.body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(endpoint.body) });
  return {
    ...base,
    method: endpoint.method,
    headers: { ...Object.fromEntries(new Headers(base.headers)), ...headers },
  };
}

/**
 * The authorization matrix of admin endpoints, as tests inside the caller's `describe` (which has
 * made the functions use `db()`): without a live session each answers 401, a write with another
 * site's Origin (or none) 403, always as a JSON `{message}` that is never cached, and the database
 * (`extraState` adds other stores, such as media) is exactly as before.
 */
export function itRefusesWithoutAdminSession(
  endpoints: AdminEndpoint[],
  db: () => Database,
  extraState: () => Promise<unknown> = async () => null,
): void {
  const cases = endpoints.flatMap((endpoint) =>
    [...refusals, ...(endpoint.method === 'GET' ? [] : writeRefusals)].map((refusal) => ({
      label: `${endpoint.method} ${endpoint.path}`,
      endpoint,
      refusal,
    })),
  );
  it.each(cases)('$label refuses $refusal.name', async ({ endpoint, refusal }) => {
    const headers = await refusal.headers(db());
    const before = { database: await databaseState(db()), extra: await extraState() };
    const response = await callFunction(endpoint.path, requestInit(endpoint, headers));
    expect(response, `no function answers ${endpoint.path}`).toBeDefined();
    expect(response!.status).toBe(refusal.status);
    expect(response!.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response!.headers.get('cache-control')).toBe('no-store');
    expect(Object.keys((await response!.json()) as object)).toEqual(['message']);
    expect({ database: await databaseState(db()), extra: await extraState() }).toEqual(before);
  });
}
