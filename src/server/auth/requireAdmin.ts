import { getDatabase } from '../db/currentDatabase.ts';
import { HttpError } from '../http/jsonResponse.ts';
import { findAdminSession, type StoredAdminSession } from '../repositories/adminSessionRepository.ts';
import { readSiteUrl } from '../siteUrl.ts';
import { readSessionCookie } from './adminCookies.ts';

/**
 * Who is signed in, from where, and until when. `email` is the Google account, or 'password portal';
 * `clientAddress` the address the session signed in from (null when unknown).
 */
export type AdminSession = StoredAdminSession;

export const signInRequiredMessage = 'Please sign in to the admin area.';
export const foreignOriginMessage = 'This request did not come from this site, so it was refused.';

/** A session id as the server makes them: 32 random bytes in base64url. */
const sessionIdPattern = /^[A-Za-z0-9_-]{43}$/;

/**
 * The guard of every admin endpoint (docs/design.md decision 7); call it first inside `respond(...)`:
 *
 *     return respond(request, async () => {
 *       const admin = await requireAdmin(request);
 *       ...
 *     });
 *
 * Answers the signed-in administrator; throws HttpError 401 without a live session (no cookie, an
 * unknown or expired one), and for any method but GET and HEAD also 403 when the request's Origin is
 * missing or another site's (a cross-site form or script riding on the admin's cookie).
 */
export async function requireAdmin(request: Request): Promise<AdminSession> {
  const session = await currentAdminSession(request);
  if (!session) throw new HttpError(401, signInRequiredMessage);
  if (request.method !== 'GET' && request.method !== 'HEAD') requireSameOrigin(request);
  return session;
}

/** The live session of this request's cookie, or undefined. */
export async function currentAdminSession(request: Request): Promise<AdminSession | undefined> {
  const sessionId = readSessionCookie(request);
  if (!sessionId || !sessionIdPattern.test(sessionId)) return undefined;
  return findAdminSession(await getDatabase(), sessionId);
}

/**
 * Throws 403 unless the request's Origin header is this site: the origin the request was addressed
 * to, or SITE_URL's. Browsers send Origin with every POST, PUT, PATCH and DELETE, same-site included.
 */
export function requireSameOrigin(request: Request): void {
  const origin = request.headers.get('origin');
  const allowed = [new URL(request.url).origin, new URL(readSiteUrl()).origin];
  if (!origin || !allowed.includes(origin)) throw new HttpError(403, foreignOriginMessage);
}
