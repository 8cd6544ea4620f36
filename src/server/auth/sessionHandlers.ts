import { getDatabase } from '../db/currentDatabase.ts';
import { allowMethods, HttpError, jsonResponse, respond } from '../http/jsonResponse.ts';
import { deleteAdminSession } from '../repositories/adminSessionRepository.ts';
import { readSiteTimeZone } from '../siteTimeZone.ts';
import { clearedHintCookie, noStoreHeaders, readSessionCookie, signedOutCookies } from './adminCookies.ts';
import { currentAdminSession, requireSameOrigin, signInRequiredMessage, type AdminSession } from './requireAdmin.ts';

export const signedOutMessage = 'You have been signed out.';

/**
 * GET /api/auth/user (requirements §7): `{user: {isAdmin: true, email}}` for a signed-in administrator, else
 * a 401 that also forgets the sign-in hint, so that the footer stops asking.
 */
export function getCurrentUser(request: Request): Promise<Response> {
  return withSession(request, (session) => jsonResponse({ user: { isAdmin: true, email: session.email } }));
}

/**
 * GET /api/auth/admin (requirements §7): 200 means admin; the admin pages' gate asks this on load. It also
 * says the site's time zone (SITE_TIME_ZONE), which the admin screens show their times in.
 */
export function checkAdmin(request: Request): Promise<Response> {
  return withSession(request, (session) =>
    jsonResponse({
      isAdmin: true,
      email: session.email,
      expiresAt: session.expiresAt.toISOString(),
      timeZone: readSiteTimeZone(),
    }),
  );
}

function withSession(request: Request, answer: (session: AdminSession) => Response): Promise<Response> {
  return respond(request, async () => {
    allowMethods(request, ['GET']);
    const session = await currentAdminSession(request);
    if (!session) throw new HttpError(401, signInRequiredMessage, noStoreHeaders([clearedHintCookie(request)]));
    return answer(session);
  });
}

/** POST /api/auth/logout: ends the session on the server and clears the cookies; fine without one. */
export function signOut(request: Request): Promise<Response> {
  return respond(request, async () => {
    allowMethods(request, ['POST']);
    requireSameOrigin(request);
    const sessionId = readSessionCookie(request);
    if (sessionId) await deleteAdminSession(await getDatabase(), sessionId);
    return jsonResponse({ message: signedOutMessage }, { headers: noStoreHeaders(signedOutCookies(request)) });
  });
}
