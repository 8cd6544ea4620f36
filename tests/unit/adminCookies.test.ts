import { describe, expect, it } from 'vitest';
import {
  clearedGoogleFlowCookie,
  googleFlowCookie,
  readGoogleFlowCookie,
  readSessionCookie,
  signedInCookies,
  signedOutCookies,
  usesSecureCookies,
} from '../../src/server/auth/adminCookies.ts';

const request = (url: string, cookie?: string) => new Request(url, cookie ? { headers: { cookie } } : {});
const sessionId = 'S'.repeat(43);

describe('the admin cookies', () => {
  it('are Secure everywhere but plain-http localhost', () => {
    expect(usesSecureCookies(request('http://localhost:4321/api/auth/password'))).toBe(false);
    expect(usesSecureCookies(request('http://127.0.0.1:4810/api/auth/password'))).toBe(false);
    expect(usesSecureCookies(request('http://[::1]:4810/api/auth/password'))).toBe(false);
    expect(usesSecureCookies(request('https://localhost:4321/api/auth/password'))).toBe(true);
    expect(usesSecureCookies(request('https://closedbiomes.example/api/auth/password'))).toBe(true);
    // Plain http anywhere else still asks for Secure: the browser then keeps no session rather than an exposed one.
    expect(usesSecureCookies(request('http://192.0.2.10:4321/api/auth/password'))).toBe(true);
  });

  it('sign in with an HttpOnly, SameSite=Lax, 12-hour session and a script-readable hint', () => {
    expect(signedInCookies(request('https://closedbiomes.example/api/auth/password'), sessionId)).toEqual([
      `__Host-admin_session=${sessionId}; Max-Age=43200; Path=/; HttpOnly; Secure; SameSite=Lax`,
      'admin_signed_in=1; Max-Age=43200; Path=/; Secure; SameSite=Lax',
    ]);
    expect(signedInCookies(request('http://localhost:4321/api/auth/password'), sessionId)).toEqual([
      `admin_session=${sessionId}; Max-Age=43200; Path=/; HttpOnly; SameSite=Lax`,
      'admin_signed_in=1; Max-Age=43200; Path=/; SameSite=Lax',
    ]);
  });

  it('sign out by expiring both at once', () => {
    expect(signedOutCookies(request('https://closedbiomes.example/api/auth/logout'))).toEqual([
      '__Host-admin_session=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax',
      'admin_signed_in=; Max-Age=0; Path=/; Secure; SameSite=Lax',
    ]);
  });

  it('read the session under the name that fits the request', () => {
    expect(
      readSessionCookie(
        request('https://closedbiomes.example/api/auth/admin', `other=1; __Host-admin_session=${sessionId}`),
      ),
    ).toBe(sessionId);
    expect(
      readSessionCookie(request('https://closedbiomes.example/api/auth/admin', `admin_session=${sessionId}`)),
    ).toBeUndefined();
    expect(readSessionCookie(request('http://localhost:4321/api/auth/admin', `admin_session=${sessionId}`))).toBe(
      sessionId,
    );
    expect(readSessionCookie(request('http://localhost:4321/api/auth/admin'))).toBeUndefined();
  });

  it('keep the Google sign-in flow for 10 minutes and read it back', () => {
    const flow = { state: 'state-value', nonce: 'nonce-value', codeVerifier: 'verifier-value' };
    const cookie = googleFlowCookie(request('https://closedbiomes.example/api/auth/google'), flow);
    expect(cookie).toMatch(
      /^__Host-admin_google_sign_in=[A-Za-z0-9_-]+; Max-Age=600; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
    expect(
      readGoogleFlowCookie(request('https://closedbiomes.example/api/auth/google/callback', cookie.split(';')[0])),
    ).toEqual(flow);
    expect(clearedGoogleFlowCookie(request('https://closedbiomes.example/api/auth/google/callback'))).toBe(
      '__Host-admin_google_sign_in=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax',
    );
  });

  const flowCookieOf = (json: string) => `admin_google_sign_in=${Buffer.from(json).toString('base64url')}`;
  it.each([
    ['not base64 JSON', 'admin_google_sign_in=%%%'],
    ['JSON without the verifier', flowCookieOf(JSON.stringify({ state: 's', nonce: 'n' }))],
    ['JSON with a number', flowCookieOf(JSON.stringify({ state: 1, nonce: 'n', codeVerifier: 'v' }))],
    ['null', flowCookieOf('null')],
  ])('find no Google sign-in flow in %s', (_, cookie) => {
    expect(readGoogleFlowCookie(request('http://localhost:4321/api/auth/google/callback', cookie))).toBeUndefined();
  });
});
