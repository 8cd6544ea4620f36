import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { useDatabase } from '../../src/server/db/currentDatabase.ts';
import type { Database, DatabaseHandle } from '../../src/server/db/database.ts';
import { prepareDatabase } from '../../src/server/db/prepareDatabase.ts';
import { adminSessionLifetimeMs, createAdminSession } from '../../src/server/repositories/adminSessionRepository.ts';
import type { TestDatabase } from './testDatabases.ts';

/**
 * Signing in without the UI, for the tests of every admin endpoint. callFunction addresses
 * http://localhost:4321, where the session cookie is called `admin_session` (on https it is
 * `__Host-admin_session`: src/server/auth/adminCookies.ts).
 *
 *     const cookie = await createAdminSessionCookie(db);
 *     const headers = { cookie, origin: sameOrigin, 'content-type': 'application/json' };
 *     await callFunction('/api/species', { method: 'POST', headers, body });
 */
export const defaultAdminEmail = 'admin@closedbiomes.example';

/** The Origin a browser sends from the pages callFunction's requests belong to. */
export const sameOrigin = 'http://localhost:4321';
export const foreignOrigin = 'https://attacker.example';

export function sessionCookieHeader(sessionId: string, { secure = false } = {}): string {
  return `${secure ? '__Host-' : ''}admin_session=${sessionId}`;
}

/** How many admin sessions the database holds. */
export async function countAdminSessions(db: Database): Promise<number> {
  const { n } = await db
    .selectFrom('adminSessions')
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return n;
}

/** A Cookie header value of a live session of `email`, as a sign-in would have set it. */
export async function createAdminSessionCookie(
  db: Database,
  email = defaultAdminEmail,
  options: { secure?: boolean } = {},
): Promise<string> {
  const { sessionId } = await createAdminSession(db, email);
  return sessionCookieHeader(sessionId, options);
}

/** A Cookie header value of a session that was real but ended a minute ago. */
export async function expiredAdminSessionCookie(db: Database, email = defaultAdminEmail): Promise<string> {
  const { sessionId } = await createAdminSession(db, email, new Date(Date.now() - adminSessionLifetimeMs - 60_000));
  return sessionCookieHeader(sessionId);
}

/** A Cookie header value of the right shape that no sign-in ever made. */
export function forgedAdminSessionCookie(): string {
  return sessionCookieHeader(randomBytes(32).toString('base64url'));
}

export type AdminTestContext = {
  /** The migrated (and demo-seeded) test database the functions use. */
  readonly db: Database;
  readonly dataDir: string;
};

export const testAdminPassword = 'correct horse battery staple';
export const testSiteUrl = 'https://closedbiomes.example';

/**
 * What the admin tests share: a freshly migrated database that the functions use, a DATA_DIR of
 * their own, and the admin settings in the environment (restored after the file): ADMIN_EMAILS,
 * ADMIN_PASSWORD (local mode) and SITE_URL, plus `env`. Registers the hooks of the enclosing `describe`.
 */
export function useAdminTestContext(database: TestDatabase, env: Record<string, string> = {}): AdminTestContext {
  const savedEnv = { ...process.env };
  let handle: DatabaseHandle | undefined;
  let dataDir: string | undefined;

  beforeAll(async () => {
    handle = await database.open();
    await prepareDatabase(handle.db);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-'));
    for (const name of ['ADMIN_PASSWORD_HASH', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'OIDC_ISSUER', 'URL', 'NETLIFY'])
      delete process.env[name];
    Object.assign(process.env, {
      ADMIN_EMAILS: defaultAdminEmail,
      ADMIN_PASSWORD: testAdminPassword,
      SITE_URL: testSiteUrl,
      DATA_DIR: dataDir,
      // Mail leaves at once rather than at Resend's 2 requests a second; the mail tests set their own pace.
      NEWSLETTER_REQUESTS_PER_SECOND: '100',
      ...env,
    });
  });

  beforeEach(() => {
    useDatabase(handle!.db);
  });

  afterAll(async () => {
    await handle?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    process.env = { ...savedEnv };
  });

  return {
    get db() {
      return handle!.db;
    },
    get dataDir() {
      return dataDir!;
    },
  };
}
