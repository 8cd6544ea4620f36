import { createHash, randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Database } from '../db/database.ts';
import type { AdminSessionTable } from '../../lib/tables/adminSessionTable.ts';

/** How long a sign-in lasts: one working day, then the administrator signs in again. */
export const adminSessionLifetimeMs = 12 * 60 * 60 * 1000;

/** `clientAddress`: where the session signed in from, when known. */
export type StoredAdminSession = Pick<Selectable<AdminSessionTable>, 'email' | 'clientAddress' | 'expiresAt'>;

/** The stored form of a session id: its SHA-256, so that the table alone lets nobody in. */
export function hashSessionId(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('hex');
}

/**
 * Starts a session for `email` and answers the id for the cookie: 32 random bytes, base64url. Expired
 * sessions are swept on the way, so the table holds only live ones plus those of the last 12 hours.
 */
export async function createAdminSession(
  db: Database,
  email: string,
  now = new Date(),
  clientAddress: string | null = null,
): Promise<{ sessionId: string; expiresAt: Date }> {
  const sessionId = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + adminSessionLifetimeMs);
  await deleteExpiredAdminSessions(db, now);
  await db
    .insertInto('adminSessions')
    .values({ idHash: hashSessionId(sessionId), email, clientAddress, createdAt: now, expiresAt })
    .execute();
  return { sessionId, expiresAt };
}

/** The live session with this id; an expired one is refused, and deleted. */
export async function findAdminSession(
  db: Database,
  sessionId: string,
  now = new Date(),
): Promise<StoredAdminSession | undefined> {
  const idHash = hashSessionId(sessionId);
  const row = await db
    .selectFrom('adminSessions')
    .select(['email', 'clientAddress', 'expiresAt'])
    .where('idHash', '=', idHash)
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.expiresAt.getTime() <= now.getTime()) {
    await db.deleteFrom('adminSessions').where('idHash', '=', idHash).execute();
    return undefined;
  }
  return row;
}

/** Signs the session out; answers whether there was one. */
export async function deleteAdminSession(db: Database, sessionId: string): Promise<boolean> {
  const result = await db.deleteFrom('adminSessions').where('idHash', '=', hashSessionId(sessionId)).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function deleteExpiredAdminSessions(db: Database, now = new Date()): Promise<number> {
  const result = await db.deleteFrom('adminSessions').where('expiresAt', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
