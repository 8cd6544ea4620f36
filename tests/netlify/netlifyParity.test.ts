import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { getStore } from '@netlify/blobs';
import { NetlifyDev } from '@netlify/dev';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useDatabase } from '../../src/server/db/currentDatabase.ts';
import type { DatabaseHandle } from '../../src/server/db/database.ts';
import { openPostgres } from '../../src/server/db/openPostgres.ts';
import { prepareDatabase } from '../../src/server/db/prepareDatabase.ts';
import {
  loadFunctionRoutes,
  matchFunctionRoute,
  type FunctionRoute,
} from '../../src/server/localServer/functionRoutes.ts';
import { mediaStore, mediaStoreName } from '../../src/server/media/mediaStore.ts';
import { storeUploadedImage } from '../../src/server/media/storeUploadedImage.ts';
import { photoPng, uploadRequest } from '../integration/imageFixtures.ts';
import { newsletterRateLimit } from '../../src/server/http/rateLimit.ts';

/**
 * Netlify parity: the same requests answered by Netlify's own emulator (@netlify/dev, which bundles
 * each function with zip-it-and-ship-it/esbuild and routes by the `config.path` it extracts, as a
 * deploy does) and by our in-process router (src/server/localServer/functionRoutes.ts, which the local
 * server and the integration tests use) must give the same answers. If a `config.path` or a handler
 * signature drifts from what Netlify understands, the emulator stops matching or answers differently.
 *
 * Both sides read one Postgres schema: the emulated functions open DATABASE_URL themselves (they run
 * in worker threads, so `useDatabase` cannot reach them); the router gets a handle via `useDatabase`.
 */

const projectRoot = path.resolve(import.meta.dirname, '../..');
const origin = 'http://localhost:8888';

let schema: string;
let adminUrl: string;
let handle: DatabaseHandle | undefined;
let netlify: NetlifyDev | undefined;
let routes: FunctionRoute[];
const previousDatabaseUrl = process.env.DATABASE_URL;
const previousDataDir = process.env.DATA_DIR;
let embedded: { pglite: PGlite; server: PGLiteSocketServer } | undefined;

/**
 * TEST_DATABASE_URL when set (CI: the machine's Postgres); otherwise an in-memory PGlite served over
 * Postgres' wire protocol on a local port, so `npm test` needs no database server.
 */
async function databaseUrl(): Promise<string> {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  const pglite = await PGlite.create();
  const port = 5500 + Math.floor(Math.random() * 400);
  const server = new PGLiteSocketServer({ db: pglite, host: '127.0.0.1', port, maxConnections: 32 });
  await server.start();
  embedded = { pglite, server };
  return `postgres://postgres@127.0.0.1:${port}/postgres`;
}

type Answer = { status: number; contentType: string | null; cacheControl: string | null; body: any };

async function read(response: Response): Promise<Answer> {
  const text = await response.text();
  const contentType = response.headers.get('content-type');
  return {
    status: response.status,
    contentType,
    cacheControl: response.headers.get('cache-control'),
    body: contentType?.startsWith('application/json') ? JSON.parse(text) : text,
  };
}

/** One request through the emulator's request chain; it must be a function that answers. */
async function viaNetlify(pathname: string, init?: RequestInit): Promise<Answer> {
  const result = await netlify!.handleAndIntrospect(new Request(new URL(pathname, origin), init));
  if (!result) throw new Error(`@netlify/dev routed no function to ${pathname}: check that function's config.path.`);
  expect(result.type).toBe('function');
  return read(result.response);
}

/** The same request through the in-process router, as tests/integration and the local server call it. */
async function viaRouter(pathname: string, init?: RequestInit, ip = '127.0.0.1'): Promise<Answer> {
  const url = new URL(pathname, origin);
  const matched = matchFunctionRoute(routes, url.pathname, init?.method ?? 'GET');
  if (!matched) throw new Error(`the in-process router matched no function to ${pathname}.`);
  return read(await matched.route.handler(new Request(url, init), { params: matched.params, ip }));
}

const postJson = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** Asks both, insists they agree, and returns the (shared) answer for endpoint-specific checks. */
async function parity(pathname: string): Promise<Answer> {
  const emulated = await viaNetlify(pathname);
  const local = await viaRouter(pathname);
  expect(emulated, `${pathname}: @netlify/dev and the in-process router disagree`).toEqual(local);
  return emulated;
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

describe('Netlify parity of the API under @netlify/dev', () => {
  beforeAll(async () => {
    // The emulated functions open the database by URL, from their own worker threads.
    const url = await databaseUrl();
    adminUrl = url;
    schema = `netlify_parity_${Math.random().toString(36).slice(2, 10)}`;
    await adminQuery(`create schema ${schema}`);

    handle = await openPostgres(url, { searchPath: schema, max: 2 });
    await prepareDatabase(handle.db);

    // @netlify/dev runs every call in a fresh worker thread (a cold start each time), which reads
    // DATABASE_URL from its copy of process.env. pg sends the URL's `options` parameter to the server
    // at connect time, so the functions' search_path is our schema.
    const functionsUrl = new URL(url);
    functionsUrl.searchParams.set('options', `-c search_path=${schema}`);
    process.env.DATABASE_URL = functionsUrl.href;
    // Without RESEND_API_KEY the functions write mail to DATA_DIR/outbox: keep it out of the project.
    process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'netlify-parity-'));

    netlify = new NetlifyDev({
      projectRoot,
      functions: { enabled: true },
      // Netlify Blobs as on Netlify: a local blobs server under .netlify/blobs-serve, whose context the
      // emulator puts in process.env, so the emulated functions and the in-process router both use it.
      blobs: { enabled: true },
      // Everything else off: none is needed to route to functions, and several would touch the network
      // (geolocation, AI gateway) or start servers (database, edge functions' Deno).
      aiGateway: { enabled: false },
      database: { enabled: false },
      edgeFunctions: { enabled: false },
      // netlify.toml [build.environment] does not reach deployed functions either; DATABASE_URL is set above.
      environmentVariables: { enabled: false },
      geolocation: { enabled: false },
      headers: { enabled: false }, // applies to static files only, never to function responses
      images: { enabled: false },
      redirects: { enabled: false },
      staticFiles: { enabled: false },
      // No Netlify account: an empty token stops start() from reading (and creating) the global
      // ~/.config/netlify store, and with no linked site the config is resolved offline.
      apiToken: '',
      // .gitignore already ignores .netlify/; the emulator must not edit a tracked file.
      skipGitignore: true,
      // No HTTP server of its own: requests go in through handleAndIntrospect().
      serverAddress: null,
    });
    await netlify.start();

    routes = await loadFunctionRoutes(path.join(projectRoot, 'netlify/functions'));
    useDatabase(handle.db);
  });

  afterAll(async () => {
    try {
      await netlify?.stop(); // closes its file watchers; each call's worker thread has already answered
      await handle?.close();
    } finally {
      if (previousDatabaseUrl === undefined) delete process.env.DATABASE_URL;
      else process.env.DATABASE_URL = previousDatabaseUrl;
      if (process.env.DATA_DIR) fs.rmSync(process.env.DATA_DIR, { recursive: true, force: true });
      if (previousDataDir === undefined) delete process.env.DATA_DIR;
      else process.env.DATA_DIR = previousDataDir;
      if (schema) await adminQuery(`drop schema if exists ${schema} cascade`);
      await embedded?.server.stop();
      await embedded?.pglite.close();
    }
  });

  it('GET /api/biomes lists the biomes as JSON, cached for 60 s', async () => {
    const { status, contentType, cacheControl, body } = await parity('/api/biomes');
    expect(status).toBe(200);
    expect(contentType).toBe('application/json; charset=utf-8');
    // Netlify applies netlify.toml [[headers]] to static files only, never to a function's response,
    // so this is the function's own header in production as well.
    expect(cacheControl).toBe('public, max-age=60');
    expect(Array.isArray(body)).toBe(true);
    expect(body.length).toBeGreaterThan(0);
  });

  it('GET /api/biomes/:id answers the same object as the list', async () => {
    // The list through the router, which the test above proves equal to the emulator's: every
    // emulated call costs a rebuild of its function, so the suite makes only the calls it checks.
    const list = (await viaRouter('/api/biomes')).body;
    const { status, body } = await parity(`/api/biomes/${list[0].id}`);
    expect(status).toBe(200);
    expect(body).toEqual(list[0]);
  });

  it('GET /api/biomes/abc is a 400 with a JSON message', async () => {
    const { status, body } = await parity('/api/biomes/abc');
    expect(status).toBe(400);
    expect(body).toEqual({ message: expect.any(String) });
  });

  it('GET /api/biomes/987654 is a 404 with a JSON message', async () => {
    const { status, body } = await parity('/api/biomes/987654');
    expect(status).toBe(404);
    expect(body).toEqual({ message: expect.any(String) });
  });

  it('GET /api/species and /api/species/:id', async () => {
    const list = await parity('/api/species');
    expect(list.status).toBe(200);
    expect(list.body.length).toBeGreaterThan(0);
    const one = await parity(`/api/species/${list.body[0].id}`);
    expect(one.status).toBe(200);
    expect(one.body).toEqual(list.body[0]);
  });

  it('GET /api/resources/type/Guide lists only guides', async () => {
    const { status, body } = await parity('/api/resources/type/Guide');
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(0);
    expect(body.every((resource: { type: string }) => resource.type === 'Guide')).toBe(true);
  });

  it('Netlify routes POST /newsletter/unsubscribe to its function by config.method, and a GET to none', async () => {
    const press = (): RequestInit => ({
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    const pathname = '/newsletter/unsubscribe?token=1.AAAAAAAAAAAAAAAAAAAAAA';
    const emulated = await viaNetlify(pathname, press());
    expect(emulated).toEqual(await viaRouter(pathname, press()));
    expect(emulated.status).toBe(303);
    // The GET is the static confirmation page, which only the CDN serves.
    expect(await netlify!.handleAndIntrospect(new Request(new URL(pathname, origin)))).toBeUndefined();
  });

  it('POST /api/newsletter/subscribe stores the address under Netlify as locally', async () => {
    const email = `parity-${Date.now()}@example.org`;
    const { status, body } = await viaNetlify(
      '/api/newsletter/subscribe',
      postJson({ email: `  ${email.toUpperCase()} ` }),
    );
    expect({ status, body }).toEqual({
      status: 200,
      body: { message: 'Thank you for subscribing to our newsletter.' },
    });
    const rows = await handle!.db
      .selectFrom('subscribers')
      .select(['email', 'isActive'])
      .where('email', '=', email)
      .execute();
    expect(rows).toEqual([{ email, isActive: true }]);
  });

  it('POST /api/contact stores the message unread under Netlify as locally', async () => {
    const message = {
      name: 'Parity',
      email: 'parity@example.org',
      subject: `Parity ${Date.now()}`,
      message: '<b>kept as text</b>',
    };
    const { status } = await viaNetlify('/api/contact', postJson(message));
    expect(status).toBe(200);
    const rows = await handle!.db
      .selectFrom('contactMessages')
      .select(['name', 'message', 'isRead'])
      .where('subject', '=', message.subject)
      .execute();
    expect(rows).toEqual([{ name: 'Parity', message: '<b>kept as text</b>', isRead: false }]);
  });

  it('a form posted without JavaScript is answered with the same 303 to its outcome page under Netlify', async () => {
    const email = `form-parity-${Date.now()}@example.org`;
    const form: RequestInit = {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email, website: '' }).toString(),
    };
    const result = await netlify!.handleAndIntrospect(
      new Request(new URL('/api/newsletter/subscribe?form=resources', origin), form),
    );
    expect(result?.type).toBe('function');
    expect(result!.response.status).toBe(303);
    expect(result!.response.headers.get('location')).toBe('/newsletter/resources/subscribed');
    const rows = await handle!.db
      .selectFrom('subscribers')
      .select(['email', 'isActive'])
      .where('email', '=', email)
      .execute();
    expect(rows).toEqual([{ email, isActive: true }]);
  });

  it('a bad body gets the same 4xx under Netlify as locally', async () => {
    const bad: RequestInit = { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'email=a@b.org' };
    const emulated = await viaNetlify('/api/newsletter/subscribe', bad);
    expect(emulated).toEqual(await viaRouter('/api/newsletter/subscribe', bad));
    expect(emulated.status).toBe(415);
  });

  it('the rate limit counts the address Netlify reports in the database, across function instances', async () => {
    // Netlify gives a function the client's address as context.ip (the emulator takes it from
    // x-forwarded-for); every emulated call runs in a fresh worker (a cold instance), so a limit
    // kept in memory would never trip.
    const client = '203.0.113.7';
    const fromClient = (body: unknown): RequestInit => ({
      ...postJson(body),
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    });
    const probe = await viaNetlify(
      '/api/contact',
      fromClient({ name: 'Probe', email: 'probe@example.org', subject: 'Which address?', message: 'probe' }),
    );
    expect(probe.status).toBe(200);
    const counted = await handle!.db
      .selectFrom('rateLimits')
      .select('count')
      .where('key', '=', `contact:${client}`)
      .execute();
    expect(counted).toEqual([{ count: 1 }]);

    // The client has used up the default limit (a classroom's), which the emulated function reads as
    // the in-process one does. Counted as the function counts, in fixed windows: this one and the
    // next are full, so a window that turns while the emulator answers cannot reopen the limit.
    const { limit, windowSeconds } = newsletterRateLimit();
    const windowMs = windowSeconds * 1000;
    const thisWindow = Math.floor(Date.now() / windowMs) * windowMs;
    await handle!.db
      .insertInto('rateLimits')
      .values(
        [thisWindow, thisWindow + windowMs].map((start) => ({
          key: `newsletter:${client}`,
          windowStart: new Date(start),
          count: limit,
        })),
      )
      .execute();
    const refused = await viaNetlify(
      '/api/newsletter/subscribe',
      fromClient({ email: `limit-over-${Date.now()}@example.org` }),
    );
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: 'Too many requests. Please wait a few minutes and try again.' });
  });

  it('GET /media/:key serves from Netlify Blobs what an upload stored there, byte for byte', async () => {
    // The upload runs in-process (the emulator corrupts binary request bodies); the emulator's Blobs
    // context is in process.env, so it lands in the emulated Netlify Blobs, not in DATA_DIR.
    expect(mediaStore().kind).toBe('netlify-blobs');
    const stored = await storeUploadedImage(await uploadRequest(await photoPng(320, 240), { alt: 'parity' }));
    try {
      expect(fs.existsSync(path.join(process.env.DATA_DIR!, 'media'))).toBe(false);
      const inBlobs = await getStore(mediaStoreName).get(stored.key, { type: 'arrayBuffer' });
      expect(inBlobs?.byteLength).toBeGreaterThan(0);

      const headersOf = (response: Response) =>
        Object.fromEntries(
          [
            'content-type',
            'content-length',
            'cache-control',
            'x-content-type-options',
            'content-security-policy',
            'etag',
          ].map((name) => [name, response.headers.get(name)]),
        );
      const emulated = (await netlify!.handleAndIntrospect(new Request(new URL(stored.url, origin))))!;
      expect(emulated.type).toBe('function');
      const local = await matchFunctionRoute(routes, stored.url, 'GET')!.route.handler(
        new Request(new URL(stored.url, origin)),
        { params: {}, ip: '127.0.0.1' },
      );
      expect(emulated.response.status).toBe(200);
      expect(headersOf(emulated.response)).toEqual(headersOf(local));
      expect(headersOf(emulated.response)).toMatchObject({
        'content-type': 'image/webp',
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
      });
      const [emulatedBytes, localBytes] = [
        Buffer.from(await emulated.response.arrayBuffer()),
        Buffer.from(await local.arrayBuffer()),
      ];
      expect(emulatedBytes.equals(localBytes)).toBe(true);
      expect(emulatedBytes.equals(Buffer.from(inBlobs!))).toBe(true);
    } finally {
      await getStore(mediaStoreName).delete(stored.key);
    }
  });

  it('GET /media/:key answers an unknown key with 404 and a malformed one with 400, as locally', async () => {
    const missing = await parity('/media/0123456789abcdef0123456789abcdef.webp');
    expect(missing.status).toBe(404);
    const malformed = await parity('/media/..%2Fetc%2Fpasswd');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ message: expect.stringMatching(/^Invalid media key/) });
  });

  it('under Netlify as locally, admin checks answer 401 without a session; Google sign-in says it is off', async () => {
    for (const pathname of ['/api/auth/user', '/api/auth/admin']) {
      const { status, cacheControl, body } = await parity(pathname);
      expect({ status, cacheControl, body }).toEqual({
        status: 401,
        cacheControl: 'no-store',
        body: { message: 'Please sign in to the admin area.' },
      });
    }
    const start = await netlify!.handleAndIntrospect(
      new Request(new URL('/api/auth/google', origin), { redirect: 'manual' }),
    );
    expect(start?.type).toBe('function');
    expect(start!.response.status).toBe(302);
    expect(start!.response.headers.get('location')).toBe('/admin-login?error=google-unavailable');
  });

  it('on Netlify the password portal makes no local password: without ADMIN_PASSWORD_HASH it is closed', async () => {
    // Locally the same request would be checked against a password generated into DATA_DIR.
    const signIn: RequestInit = {
      ...postJson({ password: 'whatever it is' }),
      headers: { 'content-type': 'application/json', origin },
    };
    const { status, body } = await viaNetlify('/api/auth/password', signIn);
    expect({ status, body }).toEqual({
      status: 503,
      body: { message: 'The password portal is not set up on this site; please sign in with Google.' },
    });
  });

  it.each([
    ['POST', '/api/species'],
    ['PATCH', '/api/species/1'],
    ['DELETE', '/api/species/1'],
  ])(
    '%s %s reaches the write function its config.method names, beside the GET on the same path',
    async (method, pathname) => {
      const init: RequestInit = {
        method,
        headers: { 'content-type': 'application/json', origin },
        ...(method === 'DELETE' ? {} : { body: '{}' }),
      };
      const emulated = await viaNetlify(pathname, init);
      expect(emulated).toEqual(await viaRouter(pathname, init));
      // The write's guard answered (no session), not the read's 405.
      expect(emulated.status).toBe(401);
    },
  );
});
