import { describe, expect, it } from 'vitest';
import { requireAdmin } from '../../src/server/auth/requireAdmin.ts';
import { HttpError, respond } from '../../src/server/http/jsonResponse.ts';
import {
  createAdminSessionCookie,
  defaultAdminEmail,
  expiredAdminSessionCookie,
  forgedAdminSessionCookie,
  foreignOrigin,
  sameOrigin,
  testSiteUrl,
  useAdminTestContext,
} from './adminSession.ts';
import { testDatabases } from './testDatabases.ts';

const at = (method: string, headers: Record<string, string>, url = 'http://localhost:4321/api/species/1') =>
  new Request(url, { method, headers });

async function refusal(request: Request): Promise<number | undefined> {
  try {
    await requireAdmin(request);
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    return (error as HttpError).status;
  }
}

describe.each(testDatabases)('requireAdmin on $name', (database) => {
  const context = useAdminTestContext(database);

  it('answers the signed-in administrator and when the session ends', async () => {
    const before = Date.now();
    const cookie = await createAdminSessionCookie(context.db);
    const after = Date.now();
    const session = await requireAdmin(at('GET', { cookie }));
    expect(Object.keys(session).sort()).toEqual(['clientAddress', 'email', 'expiresAt']);
    expect(session.email).toBe(defaultAdminEmail);
    // Made without a sign-in request, so from no known address.
    expect(session.clientAddress).toBeNull();
    // Twelve hours from the sign-in.
    expect(session.expiresAt.getTime()).toBeGreaterThanOrEqual(before + 12 * 3600_000);
    expect(session.expiresAt.getTime()).toBeLessThanOrEqual(after + 12 * 3600_000);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])(
    'lets a %s through from this site’s own origin or SITE_URL’s',
    async (method) => {
      const cookie = await createAdminSessionCookie(context.db);
      expect(await refusal(at(method, { cookie, origin: sameOrigin }))).toBeUndefined();
      expect(await refusal(at(method, { cookie, origin: testSiteUrl }))).toBeUndefined();
      const secureCookie = await createAdminSessionCookie(context.db, defaultAdminEmail, { secure: true });
      expect(
        await refusal(
          at(
            method,
            { cookie: secureCookie, origin: 'https://closedbiomes.example' },
            'https://closedbiomes.example/api/species/1',
          ),
        ),
      ).toBeUndefined();
    },
  );

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])(
    'refuses a signed-in %s with 403 when the Origin is missing or another site’s',
    async (method) => {
      const cookie = await createAdminSessionCookie(context.db);
      for (const origin of [
        foreignOrigin,
        'null',
        'http://localhost:4322',
        'https://closedbiomes.example.evil.test',
        'http://closedbiomes.example',
      ]) {
        expect(await refusal(at(method, { cookie, origin }))).toBe(403);
      }
      expect(await refusal(at(method, { cookie }))).toBe(403);
    },
  );

  it('does not ask reads for an Origin', async () => {
    const cookie = await createAdminSessionCookie(context.db);
    expect(await refusal(at('GET', { cookie }))).toBeUndefined();
    expect(await refusal(at('HEAD', { cookie, origin: foreignOrigin }))).toBeUndefined();
  });

  it('refuses with 401 without a live session, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      expect(await refusal(at(method, { origin: sameOrigin }))).toBe(401);
      expect(await refusal(at(method, { origin: sameOrigin, cookie: forgedAdminSessionCookie() }))).toBe(401);
      expect(
        await refusal(at(method, { origin: sameOrigin, cookie: await expiredAdminSessionCookie(context.db) })),
      ).toBe(401);
      expect(await refusal(at(method, { origin: sameOrigin, cookie: 'admin_session=' }))).toBe(401);
    }
  });

  it('inside respond() becomes a JSON {message} that is never cached', async () => {
    const response = await respond(
      at('DELETE', { cookie: await createAdminSessionCookie(context.db), origin: foreignOrigin }),
      async () => {
        await requireAdmin(at('DELETE', { cookie: await createAdminSessionCookie(context.db), origin: foreignOrigin }));
        throw new Error('not reached');
      },
    );
    expect(response.status).toBe(403);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ message: 'This request did not come from this site, so it was refused.' });
  });
});
