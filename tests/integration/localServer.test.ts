import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openPGlite } from '../../src/server/db/openPGlite.ts';
import { ensureTestSite } from '../support/testSite.ts';
import { spawnServer, type ServerProcess } from './serverProcess.ts';

/**
 * `npm start` as a user runs it: a real process on a real port, with its own data folder and a copy
 * of the shared test site (built from the demo catalogue, so a first start finds it current).
 * These tests run one after another: they share the site folder and each other's data folder.
 */
type Server = ServerProcess;

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'closed-biomes-server-'));
const dataDir = path.join(workDir, 'data');
const siteDir = path.join(workDir, 'site');
const port = 4500 + Math.floor(Math.random() * 400);
const origin = `http://127.0.0.1:${port}`;
const running: Server[] = [];

function start(env: Record<string, string> = {}): Server {
  const server = spawnServer({ DATA_DIR: dataDir, SITE_DIR: siteDir, PORT: String(port), HOST: '127.0.0.1', ...env });
  running.push(server);
  return server;
}

/** Resolves on the line that says the server is serving (scripts/start.ts); rejects if it exits first. */
function waitUntilServing(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    const serving = () => server.output().includes('Press Ctrl+C to stop.');
    const onOutput = () => {
      if (!serving()) return;
      server.child.stdout!.off('data', onOutput);
      resolve();
    };
    server.child.stdout!.on('data', onOutput);
    onOutput();
    void server.exited.then(() => {
      if (!serving()) reject(new Error(`server exited early:\n${server.output()}`));
    });
  });
}

async function stop(server: Server, signal: NodeJS.Signals): Promise<number | null> {
  server.child.kill(signal);
  return server.exited;
}

beforeAll(async () => {
  fs.cpSync(await ensureTestSite(), siteDir, { recursive: true });
}, 300_000);

// A failed test must not leave its server holding the data folder for the next one.
afterEach(async () => {
  for (const server of running.splice(0)) if (server.child.exitCode === null) await stop(server, 'SIGTERM');
});

describe('npm start', { timeout: 180_000 }, () => {
  it('creates and seeds the database on first start, keeps a current site, serves pages and API', async () => {
    const server = start();
    await waitUntilServing(server);
    expect(server.output()).toContain('Created the database and added the demo catalogue.');
    expect(server.output()).not.toContain('Building the site');
    expect(server.output()).toContain(`Closed Biomes is running at http://127.0.0.1:${port}`);
    expect(server.output()).toContain(`Data: embedded PGlite in ${path.join(dataDir, 'pglite')}`);

    const home = await fetch(`${origin}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('Experience Multiple Ecosystems in One');
    const species = (await (await fetch(`${origin}/api/species`)).json()) as { id: number; commonName: string }[];
    expect(species.length).toBeGreaterThanOrEqual(20);
    const page = await fetch(`${origin}/species/${species[0]!.id}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(species[0]!.commonName);

    const missing = await fetch(`${origin}/no-such-page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Page Not Found');
    await stop(server, 'SIGTERM');
  });

  it('compresses text with brotli or gzip and applies the netlify.toml headers', async () => {
    const server = start();
    await waitUntilServing(server);
    const raw = await rawGet('/', 'br');
    expect(raw.headers['content-encoding']).toBe('br');
    expect(raw.headers['x-content-type-options']).toBe('nosniff');
    expect(raw.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(zlib.brotliDecompressSync(raw.body).toString()).toContain('Experience Multiple Ecosystems in One');
    const api = await rawGet('/api/species', 'gzip');
    expect(api.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(api.body).toString()).length).toBeGreaterThanOrEqual(20);
    const plain = await rawGet('/api/biomes', '');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('public, max-age=60');
    const image = await rawGet('/images/species/placeholder.svg', 'br');
    expect(image.status).toBe(200);
    const asset = fs.readdirSync(path.join(siteDir, '_astro')).find((file) => /\.(css|js)$/.test(file));
    expect(asset).toBeDefined();
    expect((await rawGet(`/_astro/${asset}`, 'br')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    await stop(server, 'SIGTERM');
  });

  it('refuses a second server on the same data folder with one sentence', async () => {
    const first = start();
    await waitUntilServing(first);
    const second = start({ PORT: String(port + 1) });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `Cannot start: Another server (process ${first.child.pid}) is already using the data in ${dataDir}; ` +
        'stop it first, or set DATA_DIR to another folder.',
    );
    expect(second.output()).not.toMatch(/^\s+at /m);
    expect((await fetch(`${origin}/api/biomes`)).status).toBe(200);
    await stop(first, 'SIGTERM');
  });

  it.each([
    [{ PORT: 'eighty' }, 'Cannot start: PORT must be a whole number from 1 to 65535, not "eighty".'],
    [
      { DATABASE_URL: 'postgres://nobody@127.0.0.1:9/site' },
      'Cannot start: Cannot reach the database at postgres://127.0.0.1:9/site (connect ECONNREFUSED 127.0.0.1:9); ' +
        'check DATABASE_URL.',
    ],
  ])('stops at start-up on a bad setting %o with one clear sentence', async (env, sentence) => {
    const server = start(env);
    expect(await server.exited).toBe(1);
    expect(server.output().trim().split('\n').at(-1)).toBe(sentence);
    expect(server.output()).not.toMatch(/^\s+at /m);
  });

  it('stops at start-up on a full disk with one sentence, leaving no temporary file', async () => {
    const server = start({ NODE_OPTIONS: '--import ./tests/integration/fullDiskPreload.ts' });
    expect(await server.exited).toBe(1);
    expect(server.output().trim().split('\n').at(-1)).toBe(
      `Cannot start: the disk that holds ${dataDir} is full (ENOSPC); free some space, then start again.`,
    );
    expect(server.output()).not.toMatch(/^\s+at /m);
    expect(fs.readdirSync(dataDir).filter((file) => file.endsWith('.tmp'))).toEqual([]);
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  });

  it('shuts down cleanly on SIGTERM and SIGINT under load, keeping the data intact', async () => {
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      const server = start();
      await waitUntilServing(server);
      const load = Array.from({ length: 40 }, () =>
        fetch(`${origin}/api/species`)
          .then((response) => response.status)
          .catch(() => 'refused'),
      );
      // Stopped once the server has answered one request of the load, with the rest still coming.
      await Promise.race(load);
      expect(await stop(server, signal)).toBe(0);
      // Requests already accepted were answered; later ones were refused, never half-served.
      expect((await Promise.all(load)).every((status) => status === 200 || status === 'refused')).toBe(true);
      expect(server.output()).toContain(`${signal} received`);
      expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
    }
    const restarted = start();
    await waitUntilServing(restarted);
    expect(restarted.output()).not.toContain('Created the database');
    expect(restarted.output()).not.toContain('Building the site');
    expect(((await (await fetch(`${origin}/api/species`)).json()) as unknown[]).length).toBeGreaterThanOrEqual(20);
    await stop(restarted, 'SIGTERM');
  });

  it('recovers after being killed outright: the stale lock is taken over and the data opens intact', async () => {
    const server = start();
    await waitUntilServing(server);
    const before = await (await fetch(`${origin}/api/species`)).text();
    await stop(server, 'SIGKILL');
    const restarted = start();
    await waitUntilServing(restarted);
    expect(await (await fetch(`${origin}/api/species`)).text()).toBe(before);
    await stop(restarted, 'SIGTERM');
  });

  it('with REBUILD_ON_PUBLISH=false records a publish as live without rebuilding the pages', async () => {
    const password = 'the local admin password of this test';
    const server = start({ REBUILD_ON_PUBLISH: 'false', ADMIN_PASSWORD: password, ADMIN_PASSWORD_HASH: '' });
    await waitUntilServing(server);
    const builtVersion = fs.readFileSync(path.join(siteDir, '.site-version'), 'utf8');
    const json = { origin, 'content-type': 'application/json' };
    const signIn = await fetch(`${origin}/api/auth/password`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ password }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const added = await fetch(`${origin}/api/species`, {
      method: 'POST',
      headers: { ...json, cookie },
      body: JSON.stringify({
        commonName: 'Unpublished Snail',
        scientificName: 'Planorbis nondum',
        environment: 'Lake Biome',
        status: 'Stable',
        niche: 'Consumer',
        description: 'Added while the server only records its publishes.',
        photos: ['/images/species/hornwort.svg'],
      }),
    });
    expect(added.status, await added.clone().text()).toBe(201);
    const publishState = async () =>
      ((await (await fetch(`${origin}/api/admin/publish`, { headers: { cookie } })).json()) as { state: string }).state;
    await expect.poll(publishState, { timeout: 20_000 }).toBe('live');
    expect(server.output()).toContain('Recorded the publish without rebuilding (REBUILD_ON_PUBLISH=false)');
    expect(server.output()).not.toContain('Published the catalogue');
    expect(fs.readFileSync(path.join(siteDir, '.site-version'), 'utf8')).toBe(builtVersion);
    await stop(server, 'SIGTERM');
  });

  it('rebuilds the pages when the catalogue changed since the last build', async () => {
    const handle = await openPGlite(dataDir);
    const [first] = await handle.db.selectFrom('species').select(['id', 'commonName']).orderBy('id').limit(1).execute();
    await handle.db
      .updateTable('species')
      .set({ commonName: 'Renamed Ramshorn Snail' })
      .where('id', '=', first!.id)
      .execute();
    await handle.close();
    try {
      const server = start();
      await waitUntilServing(server);
      expect(server.output()).toContain('Building the site from the current catalogue');
      expect(await (await fetch(`${origin}/species/${first!.id}`)).text()).toContain('Renamed Ramshorn Snail');
      await stop(server, 'SIGTERM');
    } finally {
      const restore = await openPGlite(dataDir);
      await restore.db
        .updateTable('species')
        .set({ commonName: first!.commonName })
        .where('id', '=', first!.id)
        .execute();
      await restore.close();
    }
  });
});

/** fetch() always decompresses; this shows the bytes on the wire. */
async function rawGet(pathname: string, acceptEncoding: string) {
  const http = await import('node:http');
  return new Promise<{ status: number; headers: Record<string, string | undefined>; body: Buffer }>(
    (resolve, reject) => {
      http
        .get(
          `${origin}${pathname}`,
          { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({
                status: response.statusCode!,
                headers: response.headers as Record<string, string | undefined>,
                body: Buffer.concat(chunks),
              }),
            );
          },
        )
        .on('error', reject);
    },
  );
}
