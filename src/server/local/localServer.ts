import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { compress, negotiateEncoding, worthCompressing, type Encoding } from './compression.ts';
import { matchFunctionRoute, type FunctionRoute } from './functionRoutes.ts';
import { findRedirect, headersFor, type NetlifyRules } from './netlifyRules.ts';
import { resolveStaticFile, type StaticFile } from './staticSite.ts';

export type LocalServerOptions = {
  /** The folder of the current build; read per request, because a publish swaps it. */
  siteDir: () => string;
  routes: FunctionRoute[];
  rules: NetlifyRules;
};

type Answer = { status: number; headers: Record<string, string>; body: Buffer | undefined; compressible: 'max' | 'fast' | false; cacheKey?: string };

/**
 * The production server of one machine (DESIGN.md decision 2): Netlify's routing order, in process.
 * Function paths first (as on Netlify), then static files, then netlify.toml redirects and rewrites,
 * then the site's 404 page.
 */
export function createLocalServer(options: LocalServerOptions): http.Server {
  const compressedCache = new CompressedCache(64 * 1024 * 1024);

  async function answer(request: http.IncomingMessage, url: URL): Promise<Answer> {
    const matched = matchFunctionRoute(options.routes, url.pathname);
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
    if (status === 200 && request.headers['if-none-match'] === etag) return { status: 304, headers, body: undefined, compressible: false };
    return { status, headers, body: fs.readFileSync(file.file), compressible: 'max', cacheKey: `${file.file}:${etag}` };
  }

  async function answerFunction(request: http.IncomingMessage, url: URL, route: FunctionRoute, params: Record<string, string>): Promise<Answer> {
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    const webRequest = new Request(url, {
      method: request.method,
      headers: toHeaders(request.headers),
      ...(hasBody ? { body: Readable.toWeb(request) as ReadableStream, duplex: 'half' } : {}),
    });
    const response = await route.handler(webRequest, { params, ip: request.socket.remoteAddress ?? '' });
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      headers[name] = value;
    });
    const body = request.method === 'HEAD' ? undefined : Buffer.from(await response.arrayBuffer());
    return { status: response.status, headers, body, compressible: 'fast' };
  }

  return http.createServer(async (request, response) => {
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
      body = await compressedCache.get(result.cacheKey, body, encoding, result.compressible);
      result.headers['content-encoding'] = encoding;
    }
    if (result.compressible && isCompressibleType(contentType)) result.headers.vary = 'Accept-Encoding';
    if (body) result.headers['content-length'] = String(body.length);
    response.writeHead(result.status, result.headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  });
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

/** Compressed static files, kept until the cache outgrows its budget (then it starts afresh). */
class CompressedCache {
  readonly #entries = new Map<string, Promise<Buffer>>();
  readonly #budget: number;
  #bytes = 0;

  constructor(budget: number) {
    this.#budget = budget;
  }

  get(key: string | undefined, body: Buffer, encoding: Encoding, effort: 'max' | 'fast'): Promise<Buffer> {
    if (!key) return compress(body, encoding, effort);
    const cacheKey = `${encoding}:${key}`;
    let entry = this.#entries.get(cacheKey);
    if (!entry) {
      if (this.#bytes > this.#budget) {
        this.#entries.clear();
        this.#bytes = 0;
      }
      entry = compress(body, encoding, effort);
      entry.then((compressed) => (this.#bytes += compressed.length)).catch(() => this.#entries.delete(cacheKey));
      this.#entries.set(cacheKey, entry);
    }
    return entry;
  }
}

export function siteDirExists(dir: string): boolean {
  return fs.existsSync(path.join(dir, 'index.html'));
}
