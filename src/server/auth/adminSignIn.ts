import type { Database } from '../db/database.ts';
import { createAdminSession, deleteAdminSession } from '../repositories/adminSessionRepository.ts';
import { noStoreHeaders, readSessionCookie, signedInCookies } from './adminCookies.ts';

/**
 * Signs `email` in from `clientAddress` (kept with the session, so that its changes name it): a
 * new session (a fresh random id, never one the browser brought along, so a planted cookie cannot
 * become a signed-in one), and the session this browser had, if any, ended.
 * Answers the Set-Cookie values for the answer.
 */
export async function startAdminSession(
  db: Database,
  request: Request,
  email: string,
  clientAddress?: string,
): Promise<string[]> {
  const previous = readSessionCookie(request);
  if (previous) await deleteAdminSession(db, previous);
  const { sessionId } = await createAdminSession(db, email, new Date(), clientAddress || null);
  return signedInCookies(request, sessionId);
}

/** A redirect that is never cached, with these cookies set. */
export function redirectTo(location: string, cookies: string[] = []): Response {
  const headers = noStoreHeaders(cookies);
  headers.set('location', location);
  return new Response(null, { status: 302, headers });
}
