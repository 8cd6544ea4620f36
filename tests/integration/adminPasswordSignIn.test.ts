import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hashAdminPassword } from '../../src/server/auth/adminPassword.ts';
import {
  accessGrantedMessage,
  incorrectPasswordMessage,
  passwordPortalIdentity,
} from '../../src/lib/admin/adminSignInTexts.ts';
import { passwordLockout, portalClosedMessage } from '../../src/server/auth/passwordSignIn.ts';
import { everyClientKey } from '../../src/server/repositories/adminPasswordFailureRepository.ts';
import { hashSessionId } from '../../src/server/repositories/adminSessionRepository.ts';
import {
  countAdminSessions,
  foreignOrigin,
  sameOrigin,
  testAdminPassword,
  useAdminTestContext,
} from './adminSession.ts';
import { callFunction } from './callFunction.ts';
import { testDatabases } from './testDatabases.ts';

let ipCounter = 0;
/** Each test signs in from a client of its own, so that lockouts never leak between tests. */
const freshIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

function signIn(
  password: unknown,
  ip: string,
  {
    origin = sameOrigin,
    url = '/api/auth/password',
    cookie,
  }: { origin?: string | null; url?: string; cookie?: string } = {},
) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (origin !== null) headers.origin = origin;
  if (cookie) headers.cookie = cookie;
  return callFunction(
    url,
    { method: 'POST', headers, body: JSON.stringify({ password }) },
    { ip },
  ) as Promise<Response>;
}

/** The `name=value` part of each Set-Cookie, by cookie name. */
function cookiesOf(response: Response): Record<string, { value: string; attributes: string }> {
  return Object.fromEntries(
    response.headers.getSetCookie().map((line) => {
      const [pair, ...attributes] = line.split(';');
      const [name, value] = pair!.split('=');
      return [
        name!.trim(),
        { value: value ?? '', attributes: attributes.map((attribute) => attribute.trim()).join('; ') },
      ];
    }),
  );
}

const statusOf = async (password: string, ip: string) => (await signIn(password, ip)).status;

describe.each(testDatabases)('password portal on $name', (database) => {
  const context = useAdminTestContext(database);
  const sessionCount = () => countAdminSessions(context.db);
  // Each test starts with the global budget unspent, so that the file's own failures never close the portal.
  beforeEach(async () => {
    await context.db.deleteFrom('adminPasswordFailures').where('clientKey', '=', everyClientKey).execute();
  });

  it('signs in with the right password: a session cookie and the admin check passes', async () => {
    const before = Date.now();
    const response = await signIn(testAdminPassword, freshIp());
    const after = Date.now();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      message: accessGrantedMessage,
      user: { isAdmin: true, email: passwordPortalIdentity },
    });

    const cookies = cookiesOf(response);
    expect(cookies.admin_session!.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Plain-http localhost: no Secure (the browser would drop it), and so no __Host- prefix either.
    expect(cookies.admin_session!.attributes).toBe('Max-Age=43200; Path=/; HttpOnly; SameSite=Lax');
    expect(cookies.admin_signed_in).toEqual({ value: '1', attributes: 'Max-Age=43200; Path=/; SameSite=Lax' });

    const cookie = `admin_session=${cookies.admin_session!.value}`;
    const check = (await callFunction('/api/auth/admin', { headers: { cookie } }))!;
    expect(check.status).toBe(200);
    expect(check.headers.get('cache-control')).toBe('no-store');
    const body = (await check.json()) as { isAdmin: boolean; email: string; expiresAt: string; timeZone: string };
    // With the site's time zone, which the admin screens show their times in (SITE_TIME_ZONE's default).
    expect(body).toMatchObject({ isAdmin: true, email: passwordPortalIdentity, timeZone: 'America/New_York' });
    // Twelve hours from the sign-in.
    expect(Date.parse(body.expiresAt)).toBeGreaterThanOrEqual(before + 12 * 3600_000);
    expect(Date.parse(body.expiresAt)).toBeLessThanOrEqual(after + 12 * 3600_000);
    const user = (await callFunction('/api/auth/user', { headers: { cookie } }))!;
    expect(await user.json()).toEqual({ user: { isAdmin: true, email: passwordPortalIdentity } });
  });

  it('stores only the SHA-256 of the session id', async () => {
    const sessionId = cookiesOf(await signIn(testAdminPassword, freshIp())).admin_session!.value;
    const rows = await context.db.selectFrom('adminSessions').selectAll().execute();
    expect(rows.map((row) => row.idHash)).toContain(hashSessionId(sessionId));
    expect(JSON.stringify(rows)).not.toContain(sessionId);
  });

  it('sets Secure cookies with the __Host- prefix on https, and reads only those there', async () => {
    const response = await signIn(testAdminPassword, freshIp(), {
      url: 'https://closedbiomes.example/api/auth/password',
      origin: 'https://closedbiomes.example',
    });
    expect(response.status).toBe(200);
    const cookies = cookiesOf(response);
    expect(cookies['__Host-admin_session']!.attributes).toBe('Max-Age=43200; Path=/; HttpOnly; Secure; SameSite=Lax');
    expect(cookies.admin_signed_in!.attributes).toBe('Max-Age=43200; Path=/; Secure; SameSite=Lax');
    const sessionId = cookies['__Host-admin_session']!.value;
    const over = (cookie: string) =>
      callFunction('https://closedbiomes.example/api/auth/admin', { headers: { cookie } }).then(
        (answer) => answer!.status,
      );
    expect(await over(`__Host-admin_session=${sessionId}`)).toBe(200);
    // A cookie without the prefix could have been set by another subdomain: not accepted over https.
    expect(await over(`admin_session=${sessionId}`)).toBe(401);
  });

  it('refuses a wrong password with the requirements’ message, and sets no cookie and stores no session', async () => {
    const before = await sessionCount();
    for (const password of [
      'wrong',
      testAdminPassword.toUpperCase(),
      `${testAdminPassword} `,
      testAdminPassword.slice(0, -1),
    ]) {
      const response = await signIn(password, freshIp());
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: incorrectPasswordMessage });
      expect(response.headers.getSetCookie()).toEqual([]);
    }
    expect(await sessionCount()).toBe(before);
  });

  it.each([
    ['another site’s Origin', foreignOrigin, 403, /did not come from this site/],
    ['no Origin', null, 403, /did not come from this site/],
  ])('refuses a sign-in with %s', async (_, origin, status, message) => {
    const response = await signIn(testAdminPassword, freshIp(), { origin });
    expect(response.status).toBe(status);
    expect(((await response.json()) as { message: string }).message).toMatch(message);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('accepts SITE_URL’s origin as its own', async () => {
    expect((await signIn(testAdminPassword, freshIp(), { origin: 'https://closedbiomes.example' })).status).toBe(200);
  });

  it.each<[string, RequestInit, number, RegExp]>([
    ['a GET', { method: 'GET' }, 405, /not allowed/],
    [
      'text/plain',
      { method: 'POST', headers: { origin: sameOrigin, 'content-type': 'text/plain' }, body: '{"password":"x"}' },
      415,
      /application\/json/,
    ],
    [
      'no password',
      { method: 'POST', headers: { origin: sameOrigin, 'content-type': 'application/json' }, body: '{}' },
      400,
      /must be text/,
    ],
    [
      'an empty password',
      { method: 'POST', headers: { origin: sameOrigin, 'content-type': 'application/json' }, body: '{"password":""}' },
      400,
      /enter the password/,
    ],
    [
      'a number',
      { method: 'POST', headers: { origin: sameOrigin, 'content-type': 'application/json' }, body: '{"password":12}' },
      400,
      /must be text/,
    ],
    [
      'an extra field',
      {
        method: 'POST',
        headers: { origin: sameOrigin, 'content-type': 'application/json' },
        body: '{"password":"x","isAdmin":true}',
      },
      400,
      /Unexpected field "isAdmin"/,
    ],
  ])('refuses %s', async (_, init, status, message) => {
    const response = (await callFunction('/api/auth/password', init, { ip: freshIp() }))!;
    expect(response.status).toBe(status);
    expect(((await response.json()) as { message: string }).message).toMatch(message);
  });

  describe('lockout', () => {
    it('locks an address out for 15 min after 5 wrong passwords, even for the right one, with a 429', async () => {
      const ip = freshIp();
      for (let attempt = 1; attempt <= passwordLockout.maxFailures; attempt++)
        expect(await statusOf('wrong', ip)).toBe(401);
      const refused = await signIn(testAdminPassword, ip);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({
        message: 'Too many incorrect passwords. Sign-in from your network is locked; please try again in 15 minutes.',
      });
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(14 * 60);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      expect(refused.headers.getSetCookie()).toEqual([]);
      // Attempts while locked do not prolong the lock.
      await signIn('wrong', ip);
      const [row] = await context.db
        .selectFrom('adminPasswordFailures')
        .selectAll()
        .where('clientKey', '=', ip)
        .execute();
      expect(row!.failures).toBe(5);
    });

    it('does not lock other addresses, but does lock the rest of an IPv6 /64', async () => {
      const ip = freshIp();
      for (let attempt = 1; attempt <= 5; attempt++) await signIn('wrong', ip);
      expect(await statusOf(testAdminPassword, ip)).toBe(429);
      expect(await statusOf(testAdminPassword, freshIp())).toBe(200);

      for (let attempt = 1; attempt <= 5; attempt++) await signIn('wrong', '2001:db8:42:1::1');
      expect(await statusOf(testAdminPassword, '2001:db8:42:1:ffff::9')).toBe(429);
      expect(await statusOf(testAdminPassword, '2001:db8:42:2::1')).toBe(200);
    });

    it('opens again once the 15 minutes are over', async () => {
      const ip = freshIp();
      for (let attempt = 1; attempt <= 5; attempt++) await signIn('wrong', ip);
      expect(await statusOf(testAdminPassword, ip)).toBe(429);
      // As if the 15 minutes had passed.
      const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);
      await context.db
        .updateTable('adminPasswordFailures')
        .set({ firstFailureAt: ago(16), lockedUntil: ago(0.1) })
        .where('clientKey', '=', ip)
        .execute();
      expect(await statusOf('wrong', ip)).toBe(401);
      expect(await statusOf(testAdminPassword, ip)).toBe(200);
    });

    it('counts failures within 15 minutes of the first: older ones are forgotten', async () => {
      const ip = freshIp();
      for (let attempt = 1; attempt <= 4; attempt++) await signIn('wrong', ip);
      await context.db
        .updateTable('adminPasswordFailures')
        .set({ firstFailureAt: new Date(Date.now() - 15 * 60_000 - 1000) })
        .where('clientKey', '=', ip)
        .execute();
      for (let attempt = 1; attempt <= 4; attempt++) expect(await statusOf('wrong', ip)).toBe(401);
      expect(await statusOf(testAdminPassword, ip)).toBe(200);
    });

    it('a right password takes back only its own attempt; other attempts still count, and no lock lifts', async () => {
      const [shared, other, locked] = [freshIp(), freshIp(), freshIp()];
      // An attacker behind the admin's own address guesses four times…
      for (let attempt = 1; attempt <= 4; attempt++) expect(await statusOf('wrong', shared)).toBe(401);
      for (let attempt = 1; attempt <= 4; attempt++) await signIn('wrong', other);
      for (let attempt = 1; attempt <= 5; attempt++) await signIn('wrong', locked);
      // …then the admin signs in from that address: the attacker's count is not reset by it.
      expect(await statusOf(testAdminPassword, shared)).toBe(200);
      expect(await statusOf('wrong', shared)).toBe(401);
      expect(await statusOf(testAdminPassword, shared)).toBe(429);
      // The other address still has its four: the fifth locks it.
      expect(await statusOf('wrong', other)).toBe(401);
      expect(await statusOf(testAdminPassword, other)).toBe(429);
      expect(await statusOf(testAdminPassword, locked)).toBe(429);
    });

    it('lets at most 5 of 12 simultaneous guesses from one address be checked', async () => {
      const ip = freshIp();
      const statuses = await Promise.all(Array.from({ length: 12 }, () => statusOf('wrong', ip)));
      expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
      expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(7);
      expect(await statusOf(testAdminPassword, ip)).toBe(429);
    });

    it('sweeps the counts of addresses whose window and lock are over', async () => {
      const ip = freshIp();
      await signIn('wrong', ip);
      await context.db
        .updateTable('adminPasswordFailures')
        .set({ firstFailureAt: new Date(Date.now() - 16 * 60_000) })
        .where('clientKey', '=', ip)
        .execute();
      await signIn('wrong', freshIp());
      expect(
        await context.db.selectFrom('adminPasswordFailures').select('clientKey').where('clientKey', '=', ip).execute(),
      ).toEqual([]);
    });
  });

  describe('global budget (ADMIN_PASSWORD_GLOBAL_MAX_FAILURES=6)', () => {
    beforeEach(() => {
      process.env.ADMIN_PASSWORD_GLOBAL_MAX_FAILURES = '6';
    });
    afterEach(() => {
      delete process.env.ADMIN_PASSWORD_GLOBAL_MAX_FAILURES;
    });

    it('wrong passwords from many addresses spend it; the portal then closes to all for an hour', async () => {
      const sessionsBefore = await sessionCount();
      // Two guesses from each of three addresses: none of them is locked on its own.
      for (const ip of [freshIp(), freshIp(), freshIp()])
        for (let attempt = 1; attempt <= 2; attempt++) expect(await statusOf('wrong', ip)).toBe(401);
      const refused = await signIn(testAdminPassword, freshIp());
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ message: portalClosedMessage(60) });
      expect(portalClosedMessage(60)).toBe(
        'Too many incorrect passwords have been tried on this site, from many networks, so password sign-in is ' +
          'closed for everyone for 60 minutes. Sign in with Google meanwhile.',
      );
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(59 * 60);
      expect(retryAfter).toBeLessThanOrEqual(60 * 60);
      expect(refused.headers.getSetCookie()).toEqual([]);
      expect(await sessionCount()).toBe(sessionsBefore);
    });

    it('right passwords do not spend it, and a locked address’s refused attempts do not either', async () => {
      for (let signInCount = 0; signInCount < 10; signInCount++)
        expect(await statusOf(testAdminPassword, freshIp())).toBe(200);
      const locked = freshIp();
      for (let attempt = 1; attempt <= 5; attempt++) await signIn('wrong', locked);
      for (let attempt = 1; attempt <= 10; attempt++) expect(await statusOf('wrong', locked)).toBe(429);
      // Five of the budget's six are spent; a sixth wrong password from elsewhere is still checked.
      expect(await statusOf('wrong', freshIp())).toBe(401);
      expect(await statusOf(testAdminPassword, freshIp())).toBe(429);
    });

    it('opens again once the hour is over', async () => {
      for (let attempt = 1; attempt <= 6; attempt++) await signIn('wrong', freshIp());
      expect(await statusOf(testAdminPassword, freshIp())).toBe(429);
      const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);
      await context.db
        .updateTable('adminPasswordFailures')
        .set({ firstFailureAt: ago(61), lockedUntil: ago(0.1) })
        .where('clientKey', '=', everyClientKey)
        .execute();
      expect(await statusOf(testAdminPassword, freshIp())).toBe(200);
    });
  });

  describe('sessions', () => {
    async function signedInCookie(): Promise<string> {
      return `admin_session=${cookiesOf(await signIn(testAdminPassword, freshIp())).admin_session!.value}`;
    }
    const adminStatus = async (cookie: string) =>
      (await callFunction('/api/auth/admin', { headers: { cookie } }))!.status;

    it('refuses an expired session, deletes it, and sweeps expired sessions at the next sign-in', async () => {
      const cookie = await signedInCookie();
      const idHash = hashSessionId(cookie.split('=')[1]!);
      await context.db
        .updateTable('adminSessions')
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where('idHash', '=', idHash)
        .execute();
      const stale = await signedInCookie();
      await context.db
        .updateTable('adminSessions')
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where('idHash', '=', hashSessionId(stale.split('=')[1]!))
        .execute();

      expect(await adminStatus(cookie)).toBe(401);
      expect(
        await context.db.selectFrom('adminSessions').select('idHash').where('idHash', '=', idHash).execute(),
      ).toEqual([]);
      await signedInCookie();
      expect(
        await context.db.selectFrom('adminSessions').select('idHash').where('expiresAt', '<=', new Date()).execute(),
      ).toEqual([]);
    });

    it('a new sign-in ends the session the browser already had', async () => {
      const first = await signedInCookie();
      const second = cookiesOf(await signIn(testAdminPassword, freshIp(), { cookie: first })).admin_session!.value;
      expect(await adminStatus(first)).toBe(401);
      expect(await adminStatus(`admin_session=${second}`)).toBe(200);
    });

    it('signs out: the session is gone on the server and the cookies are cleared', async () => {
      const cookie = await signedInCookie();
      const response = (await callFunction('/api/auth/logout', {
        method: 'POST',
        headers: { cookie, origin: sameOrigin },
      }))!;
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({ message: 'You have been signed out.' });
      const cookies = cookiesOf(response);
      expect(cookies.admin_session).toEqual({ value: '', attributes: 'Max-Age=0; Path=/; HttpOnly; SameSite=Lax' });
      expect(cookies.admin_signed_in).toEqual({ value: '', attributes: 'Max-Age=0; Path=/; SameSite=Lax' });
      // The old cookie, replayed, is worth nothing.
      expect(await adminStatus(cookie)).toBe(401);
      expect(
        await context.db
          .selectFrom('adminSessions')
          .select('idHash')
          .where('idHash', '=', hashSessionId(cookie.split('=')[1]!))
          .execute(),
      ).toEqual([]);
    });

    it('signing out from another site is refused and leaves the session alive', async () => {
      const cookie = await signedInCookie();
      const response = (await callFunction('/api/auth/logout', {
        method: 'POST',
        headers: { cookie, origin: foreignOrigin },
      }))!;
      expect(response.status).toBe(403);
      expect(await adminStatus(cookie)).toBe(200);
    });

    it('signing out without a session still clears the cookies', async () => {
      const response = (await callFunction('/api/auth/logout', { method: 'POST', headers: { origin: sameOrigin } }))!;
      expect(response.status).toBe(200);
      expect(Object.keys(cookiesOf(response))).toEqual(['admin_session', 'admin_signed_in']);
    });

    it('GET /api/auth/user without a session is a 401 that forgets the sign-in hint', async () => {
      const response = (await callFunction('/api/auth/user', { headers: { cookie: 'admin_signed_in=1' } }))!;
      expect(response.status).toBe(401);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({ message: 'Please sign in to the admin area.' });
      expect(cookiesOf(response).admin_signed_in).toEqual({ value: '', attributes: 'Max-Age=0; Path=/; SameSite=Lax' });
    });
  });

  describe('where the password comes from', () => {
    it('in local mode without ADMIN_PASSWORD: a random password made once in DATA_DIR/admin-password', async () => {
      delete process.env.ADMIN_PASSWORD;
      try {
        expect(await statusOf(testAdminPassword, freshIp())).toBe(401);
        const file = path.join(context.dataDir, 'admin-password');
        const generated = fs.readFileSync(file, 'utf8').trim();
        expect(generated).toMatch(/^[A-Za-z0-9_-]{24}$/);
        expect(fs.statSync(file).mode & 0o777).toBe(0o600);
        expect(await statusOf(generated, freshIp())).toBe(200);
        expect(fs.readFileSync(file, 'utf8').trim()).toBe(generated);
      } finally {
        process.env.ADMIN_PASSWORD = testAdminPassword;
      }
    });

    it('ADMIN_PASSWORD_HASH wins over ADMIN_PASSWORD', async () => {
      process.env.ADMIN_PASSWORD_HASH = await hashAdminPassword('the hashed one, long enough');
      try {
        expect(await statusOf(testAdminPassword, freshIp())).toBe(401);
        expect(await statusOf('the hashed one, long enough', freshIp())).toBe(200);
      } finally {
        delete process.env.ADMIN_PASSWORD_HASH;
      }
    });

    it('on Netlify only ADMIN_PASSWORD_HASH opens the portal', async () => {
      delete process.env.ADMIN_PASSWORD;
      process.env.NETLIFY = 'true';
      try {
        const closed = await signIn('anything', freshIp());
        expect(closed.status).toBe(503);
        expect(await closed.json()).toEqual({
          message: 'The password portal is not set up on this site; please sign in with Google.',
        });

        process.env.ADMIN_PASSWORD = testAdminPassword;
        // A plain password in Netlify's settings is a configuration error, said in one logged sentence.
        const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
        expect(await statusOf(testAdminPassword, freshIp())).toBe(500);
        expect(String(logged.mock.calls[0]?.[1])).toContain(
          'ADMIN_PASSWORD is accepted only when the site runs on your own machine',
        );
        logged.mockRestore();
      } finally {
        delete process.env.NETLIFY;
        process.env.ADMIN_PASSWORD = testAdminPassword;
      }
    });
  });
});
