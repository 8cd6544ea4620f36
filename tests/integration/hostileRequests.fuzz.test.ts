import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usePublisher } from '../../src/server/publish/publisher.ts';
import { CdnCache } from '../../src/server/localServer/cdnCache.ts';
import { loadFunctionRoutes, type FunctionRoute } from '../../src/server/localServer/functionRoutes.ts';
import { siteHostPolicy } from '../../src/server/localServer/hostPolicy.ts';
import { createLocalServer } from '../../src/server/localServer/localServer.ts';
import { readNetlifyRules } from '../../src/server/localServer/netlifyRules.ts';
import { readVisitorLimits } from '../../src/server/http/visitorLimits.ts';
import {
  createAdminSessionCookie,
  forgedAdminSessionCookie,
  testSiteUrl,
  useAdminTestContext,
} from './adminSession.ts';
import {
  fuzzUnsubscribeSecret,
  hostileRequest,
  mayBeCarriedOut,
  servedMethods,
  siteHost,
  type HostileRequest,
} from './hostileRequestArbitraries.ts';
import { expectationOf, readStoredRows, type Answer, type SentRequest } from './storedRows.ts';
import { testDatabases } from './testDatabases.ts';

/**
 * Property-based fuzzing of every write and every id in a path, over HTTP: generated hostile
 * requests (odd methods, hosts, content types, bodies, headers, ids, tokens, with and without a
 * valid admin session) sent to the local server with the real functions, on the embedded database,
 * one keep-alive connection at a time. None may answer 5xx (but 501 to a method the site does not
 * serve) or take over 5 s, no admin request without a live session (and, for a write, this site's
 * Origin) may succeed, the server must keep serving, and after every request each table, the
 * outbox and the media hold exactly what that request, if it succeeded, should have stored.
 */
const runs = 1100;
const hangMs = 5000;
const seed = Number(process.env.FUZZ_SEED ?? 20261123);

describe('hostile requests over HTTP (fast-check)', () => {
  const database = testDatabases[0]!;
  const context = useAdminTestContext(database, {
    UNSUBSCRIBE_SECRET: fuzzUnsubscribeSecret,
    // Every request comes from 127.0.0.1: the per-client limits would soon refuse every valid write.
    NEWSLETTER_RATE_LIMIT: '100000',
    CONTACT_RATE_LIMIT: '100000',
    RESEND_WEBHOOK_SECRET: `whsec_${Buffer.from('the fuzz test webhook secret').toString('base64')}`,
  });
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'closed-biomes-fuzz-site-'));
  const afterResponse: Promise<unknown>[] = [];
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  let server: http.Server;
  let port = 0;
  let validSession = '';

  beforeAll(async () => {
    delete process.env.RESEND_API_KEY;
    fs.writeFileSync(path.join(siteDir, 'index.html'), '<!doctype html><title>Home</title>');
    fs.writeFileSync(path.join(siteDir, '404.html'), '<!doctype html><title>Page Not Found</title>');
    usePublisher({ request: async () => {}, state: async () => ({ state: 'live' }) });
    validSession = await createAdminSessionCookie(context.db);
    // The functions get the waitUntil Netlify gives them, so that the mail sent after an answer is counted with it.
    const waitUntil = (task: Promise<unknown>) => afterResponse.push(task);
    const routes = (await loadFunctionRoutes(path.resolve('netlify/functions'))).map((route): FunctionRoute => {
      const handler = route.handler as (request: Request, context: object) => Response | Promise<Response>;
      return { ...route, handler: (request, functionContext) => handler(request, { ...functionContext, waitUntil }) };
    });
    server = createLocalServer({
      siteDir: () => siteDir,
      routes,
      rules: readNetlifyRules('netlify.toml'),
      cdnCache: new CdnCache(),
      hostPolicy: siteHostPolicy({ siteUrl: testSiteUrl, listenHost: '127.0.0.1', extraHosts: [] }),
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    agent.destroy();
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    fs.rmSync(siteDir, { recursive: true, force: true });
  });

  async function encodedBody(request: HostileRequest): Promise<{ bytes?: Buffer; contentType?: string }> {
    if (!request.body)
      return request.contentTypeOverride === undefined ? {} : { contentType: request.contentTypeOverride };
    let { bytes, contentType } = request.body;
    if (bytes instanceof FormData) {
      const encoded = new Response(bytes);
      contentType = encoded.headers.get('content-type')!;
      bytes = new Uint8Array(await encoded.arrayBuffer());
    }
    return { bytes: Buffer.from(bytes), contentType: request.contentTypeOverride ?? contentType };
  }

  /** The bytes a request sends: none with GET and HEAD. */
  const bodyOf = (request: HostileRequest, bytes: Buffer | undefined) =>
    request.method === 'GET' || request.method === 'HEAD' ? undefined : bytes;

  function headersOf(request: HostileRequest, contentType: string | undefined, bytes: Buffer | undefined) {
    const headers: http.OutgoingHttpHeaders = Object.fromEntries(request.extraHeaders);
    headers.host = request.host;
    // Node frames a DELETE's or OPTIONS' body only when told its length; unframed, it reads as the next request.
    if (bytes) headers['content-length'] = bytes.length;
    if (contentType !== undefined) headers['content-type'] = contentType;
    if (request.origin !== undefined) headers.origin = request.origin;
    const cookie = {
      valid: validSession,
      forged: forgedAdminSessionCookie(),
      hostile: "admin_session=' or 1=1 --; admin_session=x",
      none: undefined,
    }[request.session];
    if (cookie) headers.cookie = cookie;
    return headers;
  }

  /** Sends one request; its whole answer, or 'hang' when it has not come within hangMs. */
  function send(request: { method: string; path: string }, headers: http.OutgoingHttpHeaders, bytes?: Buffer) {
    return new Promise<Answer | 'hang'>((resolve, reject) => {
      const outgoing = http.request({
        port,
        host: '127.0.0.1',
        agent,
        method: request.method,
        path: request.path,
        headers,
      });
      const timer = setTimeout(() => {
        outgoing.destroy();
        resolve('hang');
      }, hangMs);
      outgoing.on('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      outgoing.on('response', (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          clearTimeout(timer);
          const text = Buffer.concat(chunks).toString('utf8');
          let json: unknown;
          try {
            json = response.headers['content-type']?.includes('json') ? JSON.parse(text) : undefined;
          } catch {
            json = undefined;
          }
          resolve({ status: response.statusCode ?? 0, location: response.headers.location, json });
        });
      });
      outgoing.end(bytes);
    });
  }

  it(
    `answers ${runs} generated hostile requests without a 5xx or a hang, and stores only what the valid ones should`,
    { timeout: 240_000 },
    async () => {
      const welcomeIntervalMs = readVisitorLimits().welcomeIntervalMs;
      const outboxDir = path.join(context.dataDir, 'outbox');
      const byStatus = new Map<number, number>();
      const firstRows = await readStoredRows(context.db, context.dataDir);
      let sent = 0;

      await fc.assert(
        fc.asyncProperty(hostileRequest, async (request) => {
          const { bytes: encoded, contentType } = await encodedBody(request);
          const bytes = bodyOf(request, encoded);
          const sentRequest: SentRequest = {
            method: request.method,
            path: request.path,
            contentType,
            body: bytes?.toString('utf8'),
          };
          const before = await readStoredRows(context.db, context.dataDir);
          const expected = await expectationOf(sentRequest, before, context.db, outboxDir, welcomeIntervalMs);
          const answer = await send(request, headersOf(request, contentType, bytes), bytes);
          sent++;
          const label = `${request.method} ${request.path.slice(0, 120)}`;
          expect(answer, `${label} was not answered within ${hangMs} ms`).not.toBe('hang');
          const { status } = answer as Answer;
          byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
          if (status === 501) expect(servedMethods, `${label}: 501`).not.toContain(request.method);
          else expect(status, `${label}: ${JSON.stringify((answer as Answer).json)}`).toBeLessThan(500);
          if (!mayBeCarriedOut(request, testSiteUrl))
            expect(status < 200 || status > 299, `${label} (session ${request.session}) answered ${status}`).toBe(true);
          while (afterResponse.length > 0) await Promise.all(afterResponse.splice(0));
          const after = await readStoredRows(context.db, context.dataDir);
          expect(after.counts, `${label} answered ${status}`).toEqual(expected(answer as Answer));
        }),
        { numRuns: runs, seed, interruptAfterTimeLimit: 200_000, markInterruptAsFailure: true },
      );

      const home = await send({ method: 'GET', path: '/' }, { host: siteHost });
      expect(home).toMatchObject({ status: 200 });
      expect(sent).toBeGreaterThanOrEqual(1000);
      const lastRows = await readStoredRows(context.db, context.dataDir);
      const totals = [...byStatus].sort(([a], [b]) => a - b).map(([status, count]) => `${status}: ${count}`);
      const stored = Object.entries(lastRows.counts).map(
        ([name, count]) => `${name} ${firstRows.counts[name as keyof typeof firstRows.counts]}→${count}`,
      );
      console.log(
        `Fuzz (seed ${seed}): ${sent} hostile requests; answers ${totals.join(', ')}; ` +
          `stored rows and files, each as every request's own answer said: ${stored.join(', ')}.`,
      );
    },
  );
});
