import { parseCookie, stringifySetCookie, type SetCookie } from 'cookie';
import { adminSessionLifetimeMs } from '../repositories/adminSessionRepository.ts';
import { loopbackHosts } from '../siteUrl.ts';

/**
 * The admin area's cookies. All are SameSite=Lax and Path=/, and Secure except on plain-http
 * localhost, where the local server runs without TLS. Where they are Secure they carry the
 * `__Host-` prefix, which makes the browser refuse any copy set by another (sub)domain.
 *
 * - the session: HttpOnly, 12 hours, the random id of a row in admin_sessions;
 * - the sign-in hint: readable by scripts, carries no authority, says only "someone signed in here",
 *   so that public pages ask GET /api/auth/user for the footer's admin menu only when it is set
 *   instead of calling a function on every visitor's page view;
 * - the Google sign-in flow: HttpOnly, 10 minutes, the state, nonce and PKCE verifier of one attempt.
 */
export const signedInHintCookieName = 'admin_signed_in';
const sessionMaxAgeSeconds = adminSessionLifetimeMs / 1000;
const googleFlowMaxAgeSeconds = 10 * 60;

/** Whether cookies set in answer to this request are Secure: everywhere but plain-http localhost. */
export function usesSecureCookies(request: Request): boolean {
  const url = new URL(request.url);
  return !(url.protocol === 'http:' && loopbackHosts.has(url.hostname));
}

function cookieName(request: Request, name: string): string {
  return usesSecureCookies(request) ? `__Host-${name}` : name;
}

export const sessionCookieName = (request: Request) => cookieName(request, 'admin_session');
const googleFlowCookieName = (request: Request) => cookieName(request, 'admin_google_sign_in');

function setCookie(request: Request, cookie: Omit<SetCookie, 'path' | 'sameSite' | 'secure'>): string {
  return stringifySetCookie({ ...cookie, path: '/', sameSite: 'lax', secure: usesSecureCookies(request) });
}

export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get('cookie');
  return header ? parseCookie(header)[name] : undefined;
}

export function readSessionCookie(request: Request): string | undefined {
  return readCookie(request, sessionCookieName(request));
}

/** The Set-Cookie values that sign this browser in with `sessionId`. */
export function signedInCookies(request: Request, sessionId: string): string[] {
  return [
    setCookie(request, {
      name: sessionCookieName(request),
      value: sessionId,
      httpOnly: true,
      maxAge: sessionMaxAgeSeconds,
    }),
    setCookie(request, { name: signedInHintCookieName, value: '1', maxAge: sessionMaxAgeSeconds }),
  ];
}

/** The Set-Cookie values that sign this browser out. */
export function signedOutCookies(request: Request): string[] {
  return [
    setCookie(request, { name: sessionCookieName(request), value: '', httpOnly: true, maxAge: 0 }),
    setCookie(request, { name: signedInHintCookieName, value: '', maxAge: 0 }),
  ];
}

/** The Set-Cookie value that forgets only the sign-in hint (its session is gone). */
export function clearedHintCookie(request: Request): string {
  return setCookie(request, { name: signedInHintCookieName, value: '', maxAge: 0 });
}

export type GoogleSignInFlow = { state: string; nonce: string; codeVerifier: string };

export function googleFlowCookie(request: Request, flow: GoogleSignInFlow): string {
  const value = Buffer.from(JSON.stringify(flow)).toString('base64url');
  return setCookie(request, {
    name: googleFlowCookieName(request),
    value,
    httpOnly: true,
    maxAge: googleFlowMaxAgeSeconds,
  });
}

export function clearedGoogleFlowCookie(request: Request): string {
  return setCookie(request, { name: googleFlowCookieName(request), value: '', httpOnly: true, maxAge: 0 });
}

/** The flow this browser started, or undefined when it has none (expired, or never started here). */
export function readGoogleFlowCookie(request: Request): GoogleSignInFlow | undefined {
  const value = readCookie(request, googleFlowCookieName(request));
  if (!value) return undefined;
  try {
    const flow = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Partial<GoogleSignInFlow> | null;
    const isText = (field: unknown): field is string =>
      typeof field === 'string' && field.length > 0 && field.length <= 200;
    if (flow && isText(flow.state) && isText(flow.nonce) && isText(flow.codeVerifier))
      return { state: flow.state, nonce: flow.nonce, codeVerifier: flow.codeVerifier };
  } catch {
    // A mangled cookie is no flow.
  }
  return undefined;
}

/** Answer headers: no-store (they sign in or out), with each Set-Cookie value. */
export function noStoreHeaders(cookies: string[] = []): Headers {
  const headers = new Headers({ 'cache-control': 'no-store' });
  for (const cookie of cookies) headers.append('set-cookie', cookie);
  return headers;
}
