import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueChanged } from '../../src/server/catalogue/catalogueCache.ts';
import { useDatabase } from '../../src/server/db/currentDatabase.ts';
import type { DatabaseHandle } from '../../src/server/db/database.ts';
import { openEmbeddedDatabase } from './testDatabases.ts';
import { prepareDatabase } from '../../src/server/db/prepareDatabase.ts';
import { createProjectServer } from '../../src/server/localServer/startLocalServer.ts';

/** The local server in this process: the functions behind the CDN emulation, over real HTTP. */
describe('local server in front of the functions', () => {
  let handle: DatabaseHandle;
  let server: http.Server;
  let origin: string;

  beforeAll(async () => {
    handle = await openEmbeddedDatabase();
    await prepareDatabase(handle.db);
    useDatabase(handle.db);
    // No site folder is needed for the API; static paths answer 404 here.
    server = await createProjectServer(path.resolve('.'), () => path.resolve('tests/no-site'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await handle.close();
  });

  it('serves a list from the CDN cache until the catalogue changes, without the CDN-only headers', async () => {
    const first = await fetch(`${origin}/api/biomes`);
    expect(first.headers.get('cache-control')).toBe('public, max-age=60');
    expect(first.headers.get('netlify-cdn-cache-control')).toBeNull();
    expect(first.headers.get('netlify-cache-tag')).toBeNull();
    const before = (await first.json()) as { title: string }[];

    await handle.db
      .insertInto('biomes')
      .values({
        title: 'Tidal Seagrass Biome',
        type: 'Marine',
        description: 'd',
        lightLevel: 'l',
        temperature: 't',
        waterNeeds: 'w',
        imageUrl: '/images/biomes/seagrass-meadow.svg',
        price: 100,
      })
      .execute();
    // Without the write telling anyone, the cached answer stands (as on Netlify's CDN).
    useDatabase(handle.db);
    expect(await (await fetch(`${origin}/api/biomes`)).json()).toEqual(before);

    catalogueChanged();
    const after = (await (await fetch(`${origin}/api/biomes`)).json()) as { title: string }[];
    expect(after.map((biome) => biome.title)).toEqual([...before.map((biome) => biome.title), 'Tidal Seagrass Biome']);
  });

  it('answers a cached list conditionally and compressed', async () => {
    const first = await fetch(`${origin}/api/species`);
    const etag = first.headers.get('etag')!;
    const revalidated = await fetch(`${origin}/api/species`, { headers: { 'if-none-match': etag } });
    expect(revalidated.status).toBe(304);
    // Twice: the first answer fills the cache, the second comes from it.
    for (const encoding of ['gzip', 'gzip', 'br', 'br']) {
      const compressed = await fetch(`${origin}/api/species`, { headers: { 'accept-encoding': encoding } });
      expect(compressed.headers.get('content-encoding')).toBe(encoding);
      expect(((await compressed.json()) as unknown[]).length).toBeGreaterThan(20);
    }
  });

  it('never caches errors', async () => {
    expect((await fetch(`${origin}/api/biomes/424242`)).status).toBe(404);
    await handle.db
      .insertInto('biomes')
      .values({
        title: 'Late Lake Biome',
        type: 'Aquatic',
        description: 'd',
        lightLevel: 'l',
        temperature: 't',
        waterNeeds: 'w',
        imageUrl: '/images/biomes/alpine-lake.svg',
        price: 100,
      })
      .execute();
    const [row] = await handle.db.selectFrom('biomes').select('id').where('title', '=', 'Late Lake Biome').execute();
    const response = await fetch(`${origin}/api/biomes/${row!.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('sends each Set-Cookie of a function as a header line of its own, and never caches them', async () => {
    const saved = process.env.ADMIN_PASSWORD;
    process.env.ADMIN_PASSWORD = 'local server cookie test';
    try {
      const signIn = () =>
        fetch(`${origin}/api/auth/password`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin },
          body: JSON.stringify({ password: 'local server cookie test' }),
        });
      const response = await signIn();
      expect(response.status).toBe(200);
      const cookies = response.headers.getSetCookie();
      expect(cookies.map((cookie) => cookie.split('=')[0])).toEqual(['admin_session', 'admin_signed_in']);
      const user = await fetch(`${origin}/api/auth/user`, {
        headers: { cookie: cookies.map((cookie) => cookie.split(';')[0]).join('; ') },
      });
      expect(await user.json()).toEqual({ user: { isAdmin: true, email: 'password portal' } });
      // A GET that signs nobody in stays uncached: the next caller without a cookie is not signed in.
      expect((await fetch(`${origin}/api/auth/user`)).status).toBe(401);
    } finally {
      if (saved === undefined) delete process.env.ADMIN_PASSWORD;
      else process.env.ADMIN_PASSWORD = saved;
    }
  });

  it('keeps idle connections open longer than clients do, so a reused one is never reset under a request', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ status: number; socket: unknown }>((resolve, reject) => {
        const request = http.get(`${origin}/api/biomes`, { agent }, (response) => {
          response.resume();
          response.on('end', () => resolve({ status: response.statusCode!, socket: request.socket }));
        });
        request.on('error', reject);
      });
    try {
      const first = await get();
      // Past Node's default of 5 s (plus its 1 s buffer), after which the server would have closed it.
      await new Promise((resolve) => setTimeout(resolve, 7000));
      const second = await get();
      expect([first.status, second.status]).toEqual([200, 200]);
      expect(second.socket).toBe(first.socket);
    } finally {
      agent.destroy();
    }
  });

  it('refuses writes to static paths with 405', async () => {
    const response = await fetch(`${origin}/index.html`, { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });
});
