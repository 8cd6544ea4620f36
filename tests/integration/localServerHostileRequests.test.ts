import fs from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CdnCache } from '../../src/server/localServer/cdnCache.ts';
import type { FunctionHandler, FunctionRoute } from '../../src/server/localServer/functionRoutes.ts';
import { siteHostPolicy } from '../../src/server/localServer/hostPolicy.ts';
import { createLocalServer } from '../../src/server/localServer/localServer.ts';
import { readNetlifyRules } from '../../src/server/localServer/netlifyRules.ts';

/**
 * What a stranger on the network can send: requests are written byte for byte on a raw socket, and
 * after each one a normal GET must still be answered.
 */
function route(pathname: string, handler: FunctionHandler): FunctionRoute {
  return {
    name: pathname,
    patterns: [{ prefix: pathname, literal: true, pattern: new URLPattern({ pathname }) }],
    methods: undefined,
    handler,
  };
}

const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'closed-biomes-hostile-'));
fs.mkdirSync(path.join(siteDir, '_astro'));
fs.writeFileSync(path.join(siteDir, 'index.html'), '<!doctype html><title>Home</title>');
fs.writeFileSync(path.join(siteDir, '404.html'), '<!doctype html><title>Page Not Found</title>');
fs.writeFileSync(path.join(siteDir, '_astro', 'app.js'), 'console.log(1)');

const routes = [
  route('/api/echo', () => new Response('{}', { headers: { 'content-type': 'application/json' } })),
  route('/api/broken', () => {
    throw new Error('a bug inside a function');
  }),
  // Fetch's Headers take a control character that Node refuses to send: the failure comes after the answer.
  route('/api/odd-header', () => new Response('{}', { headers: { 'x-note': 'a\u0001b' } })),
  // Like readBody's size limit: reads the first chunk, then refuses the rest unread.
  route('/api/refuse-early', async (request) => {
    await request.body?.getReader().read();
    return new Response('{"message":"Too large"}', { status: 413, headers: { 'content-type': 'application/json' } });
  }),
];

let server: http.Server;
let port: number;

beforeAll(async () => {
  server = createLocalServer({
    siteDir: () => siteDir,
    routes,
    rules: readNetlifyRules('netlify.toml'),
    cdnCache: new CdnCache(),
    hostPolicy: siteHostPolicy({
      siteUrl: 'https://closedbiomes.example',
      listenHost: '0.0.0.0',
      extraHosts: ['shop.example.org'],
    }),
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(siteDir, { recursive: true, force: true });
});

afterEach(() => vi.restoreAllMocks());

type RawResponse = { status: number; headers: Record<string, string>; body: string };

/** Splits what the server sent into complete responses (every answer of this server has a length). */
function parseResponses(bytes: Buffer): RawResponse[] {
  const responses: RawResponse[] = [];
  let rest = bytes.toString('latin1');
  for (;;) {
    const end = rest.indexOf('\r\n\r\n');
    if (end < 0) return responses;
    const [statusLine, ...lines] = rest.slice(0, end).split('\r\n');
    const headers = Object.fromEntries(
      lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
    );
    const length = Number(headers['content-length'] ?? 0);
    if (rest.length < end + 4 + length) return responses;
    responses.push({ status: Number(statusLine!.split(' ')[1]), headers, body: rest.slice(end + 4, end + 4 + length) });
    rest = rest.slice(end + 4 + length);
  }
}

/**
 * Writes `chunks` on one connection and resolves once `expected` responses have arrived or the
 * server closed the connection: whichever comes first, never a wait for a timeout.
 */
function exchange(chunks: (string | Buffer)[], expected = 1): Promise<{ responses: RawResponse[]; closed: boolean }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = Buffer.alloc(0);
    const finish = (closed: boolean) => {
      socket.destroy();
      resolve({ responses: parseResponses(received), closed });
    };
    socket.on('data', (data) => {
      received = Buffer.concat([received, data]);
      if (parseResponses(received).length >= expected) finish(false);
    });
    // The server may close while this side still writes a refused body: that is a close, not a failure.
    socket.on('error', () => finish(true));
    socket.on('close', () => finish(true));
    for (const chunk of chunks) socket.write(chunk);
  });
}

async function firstStatus(raw: string): Promise<number | undefined> {
  return (await exchange([raw])).responses[0]?.status;
}

async function expectStillServing(): Promise<void> {
  const response = await exchange([`GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`]);
  expect(response.responses[0]?.status).toBe(200);
}

describe('the local server under hostile requests', () => {
  it.each(['exa mple', '', 'localhost:99999', '[::1', 'a%zz', 'a<b', 'a@b', 'a/b'])(
    'answers a malformed Host %j with 400 and keeps serving',
    async (host) => {
      expect(await firstStatus(`GET / HTTP/1.1\r\nHost: ${host}\r\n\r\n`)).toBe(400);
      await expectStillServing();
    },
  );

  it("answers only the site's hosts: SITE_URL's, loopback, the listening address and ALLOWED_HOSTS", async () => {
    for (const host of ['closedbiomes.example', 'localhost', `127.0.0.1:${port}`, '[::1]', 'Shop.Example.org']) {
      expect(await firstStatus(`GET / HTTP/1.1\r\nHost: ${host}\r\n\r\n`), host).toBe(200);
    }
    for (const host of ['attacker.example', 'closedbiomes.example.attacker.example', '0.0.0.0', '192.168.1.20']) {
      expect(await firstStatus(`GET /api/echo HTTP/1.1\r\nHost: ${host}\r\n\r\n`), host).toBe(421);
    }
    await expectStillServing();
  });

  it.each([
    ['TRACE on a function route', 501, 'TRACE /api/echo HTTP/1.1'],
    ['TRACE on a page', 501, 'TRACE / HTTP/1.1'],
    ['a WebDAV method', 501, 'PROPFIND / HTTP/1.1'],
    ['an unknown method', 400, 'BREW / HTTP/1.1'],
    ['a write to a page', 405, 'DELETE /index.html HTTP/1.1'],
    ['a path segment too long for the file system', 404, `GET /${'a'.repeat(300)} HTTP/1.1`],
    ['a path too long to serve', 414, `GET /${'a/'.repeat(5000)} HTTP/1.1`],
    ['an absolute-form target naming another host', 400, 'GET http://attacker.example/ HTTP/1.1'],
    ['a protocol-relative target (a path, not another host)', 404, 'GET //attacker.example/x HTTP/1.1'],
    ['a malformed percent-encoding', 404, 'GET /%zz%ff HTTP/1.1'],
  ])('answers %s with %i and keeps serving', async (_, status, requestLine) => {
    expect(await firstStatus(`${requestLine}\r\nHost: 127.0.0.1\r\n\r\n`)).toBe(status);
    await expectStillServing();
  });

  it('answers a CONNECT with 501 and keeps serving', async () => {
    const { responses } = await exchange([
      'CONNECT attacker.example:443 HTTP/1.1\r\nHost: attacker.example:443\r\n\r\n',
    ]);
    expect(responses[0]?.status).toBe(501);
    expect(responses[0]?.headers).toMatchObject({ connection: 'close', 'x-content-type-options': 'nosniff' });
    expect(responses[0]?.body).toBe('Not Implemented: this server is not a proxy.');
    await expectStillServing();
  });

  it.each([
    ['twice the same', ['127.0.0.1', '127.0.0.1']],
    ['a second one naming another host', ['127.0.0.1', 'attacker.example']],
    ['a second one naming another allowed host', ['127.0.0.1', 'localhost']],
  ])('answers two Host headers (%s) with 400 and keeps serving', async (_, [first, second]) => {
    const { responses } = await exchange([`GET / HTTP/1.1\r\nHost: ${first}\r\nhOST: ${second}\r\n\r\n`]);
    expect(responses[0]?.status).toBe(400);
    expect(responses[0]?.body).toBe('Bad Request: the request has more than one Host header.');
    await expectStillServing();
  });

  it('answers an exception inside a request with 500, logs it once, and keeps serving', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { responses } = await exchange(['GET /api/broken HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n']);
    expect(responses[0]?.status).toBe(500);
    expect(responses[0]?.body).toBe('Something went wrong on our side. Please try again later.');
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0]![0])).toContain('GET /api/broken failed');
    await expectStillServing();
  });
});

describe('a failure after the answer was made', () => {
  it('answers a failure while sending (a header Node refuses) with 500, logs it once, and keeps serving', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { responses } = await exchange(['GET /api/odd-header HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n']);
    expect(responses[0]?.status).toBe(500);
    expect(responses[0]?.headers.connection).toBe('close');
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0]![0])).toContain('GET /api/odd-header failed while sending');
    await expectStillServing();
  });
});

describe('a body the server refused before reading it', () => {
  const refusedPost = (size: number) => [
    'POST /api/refuse-early HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/octet-stream\r\n' +
      `Content-Length: ${size}\r\n\r\n`,
    Buffer.alloc(size, 'x'),
    'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n',
  ];

  it(
    'is read and dropped when small, so the next request on the connection is answered',
    { timeout: 20_000 },
    async () => {
      const { responses } = await exchange(refusedPost(256 * 1024), 2);
      expect(responses.map((response) => response.status)).toEqual([413, 200]);
      expect(responses[0]!.headers.connection).not.toBe('close');
    },
  );

  it(
    'ends the connection with Connection: close when large, so the client is never left waiting',
    { timeout: 20_000 },
    async () => {
      const { responses, closed } = await exchange(refusedPost(8 * 1024 * 1024), 2);
      expect(responses[0]?.status).toBe(413);
      expect(responses[0]?.headers.connection).toBe('close');
      expect(responses.length === 2 || closed).toBe(true);
      await expectStillServing();
    },
  );

  it('is dropped after a refusal of the server itself (a write to a page)', { timeout: 20_000 }, async () => {
    const [head, body, next] = refusedPost(256 * 1024);
    const { responses } = await exchange([String(head).replace('/api/refuse-early', '/index.html'), body!, next!], 2);
    expect(responses.map((response) => response.status)).toEqual([405, 200]);
  });
});

describe('security headers of the local server', () => {
  const get = (pathname: string, headers: Record<string, string> = {}) =>
    new Promise<http.IncomingMessage>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: pathname, headers }, (response) => resolve(response.resume()))
        .on('error', reject);
    });

  it('sends HSTS only behind https', async () => {
    expect((await get('/')).headers['strict-transport-security']).toBeUndefined();
    expect((await get('/', { 'x-forwarded-proto': 'https' })).headers['strict-transport-security']).toBe(
      'max-age=31536000',
    );
  });

  it('never caches a 404 as an immutable bundle, even under /_astro/', async () => {
    expect((await get('/_astro/app.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await get('/_astro/missing.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends the security headers with its own refusals', async () => {
    const refusal = await get('/index.html', { host: 'attacker.example' });
    expect(refusal.statusCode).toBe(421);
    expect(refusal.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'cache-control': 'no-store',
    });
  });
});
