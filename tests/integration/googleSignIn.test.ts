import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { countAdminSessions, useAdminTestContext } from './adminSession.ts';
import { callFunction } from './callFunction.ts';
import { testDatabases } from './testDatabases.ts';

/**
 * The whole Google sign-in, end to end, against a real OpenID Connect provider on this machine
 * (oauth2-mock-server): discovery, the authorization redirect with PKCE, state and nonce, the code
 * exchange and the signed ID token. Only the browser is played by the test: it follows the
 * redirects and carries the cookies.
 */
const providerPort = 4821;
const clientId = 'closed-biomes-test-client';
const clientSecret = 'oidc-test-client-secret-4e8b1c';
const siteUrl = 'https://closedbiomes.example';

let provider: OAuth2Server;
/** The claims the provider's next ID tokens carry about the person signing in. */
let identity: Record<string, unknown> = {};

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(providerPort, '127.0.0.1');
  provider.service.on('beforeTokenSigning', (token) => Object.assign(token.payload, identity));
});

afterAll(async () => {
  await provider.stop();
});

type Flow = { flowCookie: string; authorizationUrl: URL; callback: URL };

/** The browser's part: start at /api/auth/google, and let the provider send it back. */
async function startFlow(): Promise<Flow> {
  const start = (await callFunction('/api/auth/google'))!;
  expect(start.status).toBe(302);
  expect(start.headers.get('cache-control')).toBe('no-store');
  const [flowCookie] = start.headers.getSetCookie();
  const authorizationUrl = new URL(start.headers.get('location')!);
  const authorize = await fetch(authorizationUrl, { redirect: 'manual' });
  expect(authorize.status).toBe(302);
  return {
    flowCookie: flowCookie!.split(';')[0]!,
    authorizationUrl,
    callback: new URL(authorize.headers.get('location')!),
  };
}

/** Runs `step` while the provider's ID tokens (not its access tokens) carry `claims`. */
async function withIdTokenChanged<T>(claims: Record<string, unknown>, step: () => Promise<T>): Promise<T> {
  // The mock names the client in the audience of ID tokens only.
  const change = (token: { payload: Record<string, unknown> }) => {
    if (token.payload.aud === clientId) Object.assign(token.payload, claims);
  };
  provider.service.on('beforeTokenSigning', change);
  try {
    return await step();
  } finally {
    provider.service.off('beforeTokenSigning', change);
  }
}

async function finish(callback: URL, cookie?: string): Promise<Response> {
  return (await callFunction(callback.pathname + callback.search, cookie ? { headers: { cookie } } : {}))!;
}

function sessionCookieOf(response: Response): string | undefined {
  const line = response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith('admin_session=') && !cookie.startsWith('admin_session=;'));
  return line?.split(';')[0];
}

describe.each(testDatabases)('Google sign-in on $name', (database) => {
  const context = useAdminTestContext(database, {
    OIDC_ISSUER: `http://localhost:${providerPort}`,
    OIDC_CLIENT_ID: clientId,
    OIDC_CLIENT_SECRET: clientSecret,
    // Listed in another case, with spaces: compared case-insensitively.
    ADMIN_EMAILS: ' Owner@ClosedBiomes.Example , second-admin@closedbiomes.example',
    SITE_URL: siteUrl,
  });
  const sessionCount = () => countAdminSessions(context.db);

  beforeEach(() => {
    identity = { email: 'owner@closedbiomes.example', email_verified: true };
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    return () => vi.restoreAllMocks();
  });

  it('sends the browser to the provider with PKCE, state and nonce, kept in a brief HttpOnly cookie', async () => {
    const start = (await callFunction('/api/auth/google'))!;
    const location = new URL(start.headers.get('location')!);
    expect(location.origin + location.pathname).toBe(`http://localhost:${providerPort}/authorize`);
    const params = Object.fromEntries(location.searchParams);
    expect(params).toMatchObject({
      client_id: clientId,
      redirect_uri: `${siteUrl}/api/auth/google/callback`,
      response_type: 'code',
      scope: 'openid email',
      code_challenge_method: 'S256',
      prompt: 'select_account',
    });
    expect(params.state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.nonce).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.code_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(params)).not.toContain(clientSecret);
    const [cookie] = start.headers.getSetCookie();
    expect(cookie).toMatch(/^admin_google_sign_in=[A-Za-z0-9_-]+; Max-Age=600; Path=\/; HttpOnly; SameSite=Lax$/);
    // The verifier stays in the browser's cookie; only its challenge goes to the provider.
    const flow = JSON.parse(Buffer.from(cookie!.split(';')[0]!.split('=')[1]!, 'base64url').toString()) as Record<
      string,
      string
    >;
    expect(flow.state).toBe(params.state);
    expect(flow.nonce).toBe(params.nonce);
    expect(location.href).not.toContain(flow.codeVerifier);
  });

  it('lets a listed, verified address in: a session, and on to /admin/species', async () => {
    const { flowCookie, callback } = await startFlow();
    expect(callback.pathname).toBe('/api/auth/google/callback');
    const response = await finish(callback, flowCookie);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/admin/species');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const cookies = response.headers.getSetCookie();
    expect(cookies).toContain('admin_google_sign_in=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax');
    expect(cookies.find((cookie) => cookie.startsWith('admin_session='))).toMatch(
      /^admin_session=[A-Za-z0-9_-]{43}; Max-Age=43200; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    expect(cookies).toContain('admin_signed_in=1; Max-Age=43200; Path=/; SameSite=Lax');

    const check = (await callFunction('/api/auth/user', { headers: { cookie: sessionCookieOf(response)! } }))!;
    expect(check.status).toBe(200);
    expect(await check.json()).toEqual({ user: { isAdmin: true, email: 'owner@closedbiomes.example' } });
  });

  it('is never locked by password failures: with the portal closed for everyone, Google still signs in', async () => {
    process.env.ADMIN_PASSWORD_GLOBAL_MAX_FAILURES = '1';
    try {
      const guess = (password: string, ip: string) =>
        callFunction(
          '/api/auth/password',
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: siteUrl },
            body: JSON.stringify({ password }),
          },
          { ip },
        );
      // The global budget spent: password sign-in is closed for everyone.
      expect((await guess('wrong', '10.44.0.1'))!.status).toBe(401);
      expect((await guess('wrong', '10.44.0.2'))!.status).toBe(429);
      const { flowCookie, callback } = await startFlow();
      const response = await finish(callback, flowCookie);
      expect(response.headers.get('location')).toBe('/admin/species');
      expect(sessionCookieOf(response)).toBeDefined();
    } finally {
      delete process.env.ADMIN_PASSWORD_GLOBAL_MAX_FAILURES;
    }
  });

  it('matches the address whatever its case in the ID token', async () => {
    identity = { email: 'Second-Admin@ClosedBiomes.example', email_verified: true };
    const { flowCookie, callback } = await startFlow();
    const response = await finish(callback, flowCookie);
    expect(response.headers.get('location')).toBe('/admin/species');
    const check = (await callFunction('/api/auth/admin', { headers: { cookie: sessionCookieOf(response)! } }))!;
    expect(await check.json()).toMatchObject({ isAdmin: true, email: 'second-admin@closedbiomes.example' });
  });

  it.each([
    ['an address not in ADMIN_EMAILS', { email: 'someone@gmail.com', email_verified: true }],
    ['a listed address that is not verified', { email: 'owner@closedbiomes.example', email_verified: false }],
    [
      'a listed address whose verification is only a string',
      { email: 'owner@closedbiomes.example', email_verified: 'true' },
    ],
    ['a listed address without email_verified', { email: 'owner@closedbiomes.example' }],
    ['no address at all', { email_verified: true }],
    ['a look-alike of a listed address', { email: 'owner@closedbiomes.example.evil.test', email_verified: true }],
  ])('refuses %s: /admin-unauthorized, and no session', async (_, claims) => {
    identity = claims;
    const before = await sessionCount();
    const { flowCookie, callback } = await startFlow();
    const response = await finish(callback, flowCookie);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/admin-unauthorized');
    expect(sessionCookieOf(response)).toBeUndefined();
    expect(response.headers.getSetCookie()).toEqual([
      'admin_google_sign_in=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax',
    ]);
    expect(await sessionCount()).toBe(before);
  });

  const refusedFlows: [string, (flow: Flow) => Promise<Response>][] = [
    [
      'a changed state',
      ({ flowCookie, callback }) => {
        callback.searchParams.set('state', 'x'.repeat(43));
        return finish(callback, flowCookie);
      },
    ],
    [
      'no state',
      ({ flowCookie, callback }) => {
        callback.searchParams.delete('state');
        return finish(callback, flowCookie);
      },
    ],
    ['no flow cookie (a callback this browser did not start)', ({ callback }) => finish(callback)],
    ['a mangled flow cookie', ({ callback }) => finish(callback, 'admin_google_sign_in=bm90IGpzb24')],
    ['the flow cookie of another attempt', async ({ callback }) => finish(callback, (await startFlow()).flowCookie)],
    [
      'a changed code',
      ({ flowCookie, callback }) => {
        callback.searchParams.set('code', crypto.randomUUID());
        return finish(callback, flowCookie);
      },
    ],
    [
      'an error from the provider (the person cancelled)',
      ({ flowCookie, callback }) => {
        const cancelled = new URL(callback.pathname, callback);
        cancelled.searchParams.set('error', 'access_denied');
        cancelled.searchParams.set('state', callback.searchParams.get('state')!);
        return finish(cancelled, flowCookie);
      },
    ],
    [
      'an ID token with another nonce',
      ({ flowCookie, callback }) => withIdTokenChanged({ nonce: 'another-nonce' }, () => finish(callback, flowCookie)),
    ],
    [
      'an ID token for another client',
      ({ flowCookie, callback }) => withIdTokenChanged({ aud: 'someone-else' }, () => finish(callback, flowCookie)),
    ],
    [
      'an ID token from another issuer',
      ({ flowCookie, callback }) =>
        withIdTokenChanged({ iss: 'https://accounts.google.com' }, () => finish(callback, flowCookie)),
    ],
    [
      'an expired ID token',
      ({ flowCookie, callback }) =>
        withIdTokenChanged({ exp: Math.floor(Date.now() / 1000) - 600 }, () => finish(callback, flowCookie)),
    ],
  ];

  it.each(refusedFlows)('refuses %s: back to the login page, and no session', async (_, tamper) => {
    const before = await sessionCount();
    const response = await tamper(await startFlow());
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/admin-login?error=google-failed');
    expect(sessionCookieOf(response)).toBeUndefined();
    expect(await sessionCount()).toBe(before);
  });

  it('accepts each authorization code once', async () => {
    const { flowCookie, callback } = await startFlow();
    expect((await finish(callback, flowCookie)).headers.get('location')).toBe('/admin/species');
    const replay = await finish(callback, flowCookie);
    expect(replay.headers.get('location')).toBe('/admin-login?error=google-failed');
    expect(sessionCookieOf(replay)).toBeUndefined();
  });

  it('without OIDC_CLIENT_ID and OIDC_CLIENT_SECRET, the login page says Google sign-in is unavailable', async () => {
    delete process.env.OIDC_CLIENT_ID;
    delete process.env.OIDC_CLIENT_SECRET;
    try {
      const start = (await callFunction('/api/auth/google'))!;
      expect(start.status).toBe(302);
      expect(start.headers.get('location')).toBe('/admin-login?error=google-unavailable');
    } finally {
      Object.assign(process.env, { OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret });
    }
  });

  it('when the provider cannot be reached, says so on the login page, and works again once it can', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    process.env.OIDC_ISSUER = 'http://localhost:4829';
    try {
      const start = (await callFunction('/api/auth/google'))!;
      expect(start.headers.get('location')).toBe('/admin-login?error=google-unavailable');
      expect(String(logged.mock.calls[0]?.[0])).toContain('cannot reach the provider at http://localhost:4829/');
    } finally {
      process.env.OIDC_ISSUER = `http://localhost:${providerPort}`;
    }
    const { flowCookie, callback } = await startFlow();
    expect((await finish(callback, flowCookie)).headers.get('location')).toBe('/admin/species');
  });
});
