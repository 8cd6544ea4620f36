import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { CdnCache, withoutCdnHeaders } from './cdnCache.ts';
import { compress, negotiateEncoding, worthCompressing } from './compression.ts';
import { matchFunctionRoute, type FunctionRoute } from './functionRoutes.ts';
import { findRedirect, headersFor, type NetlifyRules } from './netlifyRules.ts';
import { resolveStaticFile, type StaticFile } from './staticSite.ts';
import { matchesEtag } from '../http/entityTag.ts';

export type LocalServerOptions = {
  /** The folder of the current build; read per request, because a publish swaps it. */
  siteDir: () => string;
  routes: FunctionRoute[];
  rules: NetlifyRules;
  /** Netlify's CDN in front of the functions; the caller purges it when the catalogue changes. */
  cdnCache: CdnCache;
};

type Answer = { status: number; headers: Record<string, string>; setCookies?: string[]; body: Buffer | undefined; compressible: 'max' | 'fast' | false; cacheKey?: string };

/**
 * The production server of one machine (DESIGN.md decision 2): Netlify's routing order, in process.
 * Function paths first (as on Netlify), then static files, then netlify.toml redirects and rewrites,
 * then the site's 404 page.
 */
export function createLocalServer(options: LocalServerOptions): http.Server {
  // Static files and their compressed forms are kept in memory: the site is small and a hit skips
  // the disk and the compressor. Keys carry size and mtime, so a rebuilt file is a new entry.
  const fileBodies = new MemoryCache<Buffer>(128 * 1024 * 1024);
  const compressedBodies = new MemoryCache<Promise<Buffer>>(64 * 1024 * 1024);

  async function answer(request: http.IncomingMessage, url: URL): Promise<Answer> {
    const matched = matchFunctionRoute(options.routes, url.pathname, request.method ?? 'GET');
    if (matched) return answerFunction(request, url, matched.route, matched.params);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return { status: 405, headers: { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' }, body: Buffer.from('Method Not Allowed'), compressible: false };
    }
    const root = options.siteDir();
    const file = resolveStaticFile(root, url.pathname);
    const redirect = findRedirect(options.rules, url.pathname, file !== undefined);
    if (redirect) {
      const { rule, target } = redirect;
      if (rule.status === 301 || rule.status === 302 || rule.status === 307 || rule.status === 308) {
        return { status: rule.status, headers: { location: target + url.search }, body: undefined, compressible: false };
      }
      const rewritten = resolveStaticFile(root, new URL(target, url).pathname);
      if (rewritten) return staticAnswer(rewritten, rule.status, url.pathname, request);
    }
    if (file) return staticAnswer(file, 200, url.pathname, request);
    const notFound = resolveStaticFile(root, '/404.html');
    if (notFound) return staticAnswer(notFound, 404, url.pathname, request);
    return { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' }, body: Buffer.from('Not Found'), compressible: false };
  }

  function staticAnswer(file: StaticFile, status: number, pathname: string, request: http.IncomingMessage): Answer {
    const etag = `W/"${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}"`;
    const headers = { ...headersFor(options.rules, pathname), 'content-type': file.contentType, etag };
    if (status === 200 && matchesEtag(request.headers['if-none-match'], etag)) return { status: 304, headers, body: undefined, compressible: false };
    const cacheKey = `${file.file}:${etag}`;
    const body = fileBodies.get(cacheKey, () => fs.readFileSync(file.file), (buffer) => buffer.length);
    return { status, headers, body, compressible: 'max', cacheKey };
  }

  async function answerFunction(request: http.IncomingMessage, url: URL, route: FunctionRoute, params: Record<string, string>): Promise<Answer> {
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    const cacheKey = url.pathname + url.search;
    const cached = isRead ? options.cdnCache.get(cacheKey) : undefined;
    if (cached) {
      if (cached.etag && matchesEtag(request.headers['if-none-match'], cached.etag)) return { status: 304, headers: { ...cached.headers }, body: undefined, compressible: false };
      return { status: cached.status, headers: { ...cached.headers }, body: cached.body, compressible: 'fast', cacheKey: cached.etag && `${cacheKey}:${cached.etag}` };
    }
    const hasBody = !isRead;
    const webRequest = new Request(url, {
      method: request.method,
      headers: toHeaders(request.headers),
      ...(hasBody ? { body: Readable.toWeb(request) as ReadableStream, duplex: 'half' } : {}),
    });
    const response = await route.handler(webRequest, { params, ip: request.socket.remoteAddress ?? '' });
    const functionHeaders: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      // Each Set-Cookie is a header line of its own (a sign-in sets several); they are sent apart.
      if (name !== 'set-cookie') functionHeaders[name] = value;
    });
    const setCookies = response.headers.getSetCookie();
    const body = Buffer.from(await response.arrayBuffer());
    // Only a GET answer is kept, as on Netlify: a HEAD answer has no body to serve a later GET with.
    const headers = request.method === 'GET' ? options.cdnCache.store(cacheKey, response.status, functionHeaders, body) : withoutCdnHeaders(functionHeaders);
    // An answer with an ETag is the same bytes every time: compress it once.
    return { status: response.status, headers, setCookies, body: request.method === 'HEAD' ? undefined : body, compressible: 'fast', cacheKey: headers.etag && `${cacheKey}:${headers.etag}` };
  }

  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', `http://${request.headers.host ?? 'localhost'}`);
    let result: Answer;
    try {
      result = await answer(request, url);
    } catch (error) {
      console.error(`${request.method} ${url.pathname} failed:`, error);
      result = { status: 500, headers: { 'content-type': 'application/json; charset=utf-8' }, body: Buffer.from(JSON.stringify({ message: 'Something went wrong on our side. Please try again later.' })), compressible: false };
    }
    let body = result.body;
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    const contentType = result.headers['content-type'] ?? '';
    if (body && encoding && result.compressible && !result.headers['content-encoding'] && worthCompressing(contentType, body.length)) {
      const source = body;
      const effort = result.compressible;
      body = await (result.cacheKey
        ? compressedBodies.get(`${encoding}:${result.cacheKey}`, () => compress(source, encoding, effort), () => source.length)
        : compress(source, encoding, effort));
      result.headers['content-encoding'] = encoding;
    }
    if (result.compressible && isCompressibleType(contentType)) result.headers.vary = 'Accept-Encoding';
    if (body) result.headers['content-length'] = String(body.length);
    response.writeHead(result.status, result.setCookies?.length ? { ...result.headers, 'set-cookie': result.setCookies } : result.headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  // Node closes an idle kept-alive connection after 5 s; a client that sends on it at that moment
  // gets ECONNRESET. Clients and proxies reuse connections for longer (60 s is the common idle time).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return server;
}

function isCompressibleType(contentType: string): boolean {
  return worthCompressing(contentType, Number.POSITIVE_INFINITY);
}

function toHeaders(incoming: http.IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming)) {
    if (value === undefined || name.startsWith(':')) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return headers;
}

/** Values kept until their total size outgrows the budget; then it starts afresh (simple, and rare). */
class MemoryCache<V> {
  readonly #entries = new Map<string, V>();
  readonly #budget: number;
  #bytes = 0;

  constructor(budget: number) {
    this.#budget = budget;
  }

  get(key: string, create: () => V, sizeOf: (value: V) => number): V {
    let value = this.#entries.get(key);
    if (value === undefined) {
      value = create();
      const size = sizeOf(value);
      if (this.#bytes + size > this.#budget) {
        this.#entries.clear();
        this.#bytes = 0;
      }
      this.#entries.set(key, value);
      this.#bytes += size;
    }
    return value;
  }
}
