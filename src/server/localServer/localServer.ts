import fs from 'node:fs';
import http from 'node:http';
import { Readable, type Duplex } from 'node:stream';
import type { TLSSocket } from 'node:tls';
import { LRUCache } from 'lru-cache';
import { plainAnswer, type Answer } from './answer.ts';
import { CdnCache, withoutCdnHeaders } from './cdnCache.ts';
import { compress, negotiateEncoding, worthCompressing, type Encoding } from './compression.ts';
import { matchFunctionRoute, type FunctionRoute } from './functionRoutes.ts';
import { findRedirect, headersFor, type NetlifyRules } from './netlifyRules.ts';
import type { HostPolicy } from './hostPolicy.ts';
import { checkRequest } from './requestChecks.ts';
import { resolveStaticFile, type StaticFile } from './staticSite.ts';
import { keepConnectionUsable } from './unreadBody.ts';
import { matchesEtag } from '../http/entityTag.ts';

export type LocalServerOptions = {
  /** The folder of the current build; read per request, because a publish swaps it. */
  siteDir: () => string;
  routes: FunctionRoute[];
  rules: NetlifyRules;
  /** Netlify's CDN in front of the functions; the caller purges it when the catalogue changes. */
  cdnCache: CdnCache;
  /** The hosts it answers (hostPolicy.ts); without one, any well-formed Host. */
  hostPolicy?: HostPolicy;
};

/**
 * The production server of one machine (docs/design.md decision 2): Netlify's routing order, in process.
 * Function paths first (as on Netlify), then static files, then netlify.toml redirects and rewrites,
 * then the site's 404 page.
 */
export function createLocalServer(options: LocalServerOptions): http.Server {
  // Static files and their compressed forms are kept in memory: the site is small and a hit skips
  // the disk and the compressor. Keys carry size and mtime, so a rebuilt file is a new entry.
  const fileBodies = new LRUCache<string, Buffer>({
    maxSize: 128 * 1024 * 1024,
    sizeCalculation: (body) => Math.max(1, body.length),
  });
  const compressedBodies = new LRUCache<string, Promise<Buffer>>({ maxSize: 64 * 1024 * 1024 });

  async function answer(request: http.IncomingMessage, url: URL): Promise<Answer> {
    const matched = matchFunctionRoute(options.routes, url.pathname, request.method ?? 'GET');
    if (matched) return answerFunction(request, url, matched.route, matched.params);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return plainAnswer(405, 'Method Not Allowed', { allow: 'GET, HEAD' });
    }
    const root = options.siteDir();
    const file = resolveStaticFile(root, url.pathname);
    const redirect = findRedirect(options.rules, url.pathname, file !== undefined);
    if (redirect) {
      const { rule, target } = redirect;
      if (rule.status === 301 || rule.status === 302 || rule.status === 307 || rule.status === 308) {
        return {
          status: rule.status,
          headers: { location: target + url.search },
          body: undefined,
          compressible: false,
        };
      }
      const targetPath = new URL(target, url).pathname;
      const rewritten = resolveStaticFile(root, targetPath);
      const headerPath = rule.status === 200 ? url.pathname : targetPath;
      if (rewritten) return staticAnswer(rewritten, rule.status, headerPath, request);
    }
    if (file) return staticAnswer(file, 200, url.pathname, request);
    const notFound = resolveStaticFile(root, '/404.html');
    if (notFound) return staticAnswer(notFound, 404, '/404', request);
    return plainAnswer(404, 'Not Found');
  }

  /**
   * `headerPath` names the netlify.toml headers that apply: the requested path for a page, the page
   * actually sent for an error, so that a 404 under /_astro/ is not cached as an immutable bundle.
   */
  function staticAnswer(file: StaticFile, status: number, headerPath: string, request: http.IncomingMessage): Answer {
    const etag = `W/"${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}"`;
    const headers = { ...headersFor(options.rules, headerPath), 'content-type': file.contentType, etag };
    if (status === 200 && matchesEtag(request.headers['if-none-match'], etag))
      return { status: 304, headers, body: undefined, compressible: false };
    const cacheKey = `${file.file}:${etag}`;
    let body = fileBodies.get(cacheKey);
    if (!body) fileBodies.set(cacheKey, (body = fs.readFileSync(file.file)));
    return { status, headers, body, compressible: 'max', cacheKey };
  }

  /** Compressed once per encoding and key; a failed compression is not kept. */
  function compressedBody(
    source: Buffer,
    encoding: Encoding,
    effort: 'max' | 'fast',
    cacheKey: string | undefined,
  ): Promise<Buffer> {
    if (!cacheKey) return compress(source, encoding, effort);
    const key = `${encoding}:${cacheKey}`;
    let compressed = compressedBodies.get(key);
    if (!compressed) {
      compressed = compress(source, encoding, effort);
      compressedBodies.set(key, compressed, { size: Math.max(1, source.length) });
      compressed.catch(() => compressedBodies.delete(key));
    }
    return compressed;
  }

  async function answerFunction(
    request: http.IncomingMessage,
    url: URL,
    route: FunctionRoute,
    params: Record<string, string>,
  ): Promise<Answer> {
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    const cacheKey = url.pathname + url.search;
    const cached = isRead ? options.cdnCache.get(cacheKey) : undefined;
    if (cached) {
      if (cached.etag && matchesEtag(request.headers['if-none-match'], cached.etag))
        return { status: 304, headers: { ...cached.headers }, body: undefined, compressible: false };
      return {
        status: cached.status,
        headers: { ...cached.headers },
        body: cached.body,
        compressible: 'fast',
        cacheKey: cached.etag && `${cacheKey}:${cached.etag}`,
      };
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
    const headers =
      request.method === 'GET'
        ? options.cdnCache.store(cacheKey, response.status, functionHeaders, body)
        : withoutCdnHeaders(functionHeaders);
    // An answer with an ETag is the same bytes every time: compress it once.
    return {
      status: response.status,
      headers,
      setCookies,
      body: request.method === 'HEAD' ? undefined : body,
      compressible: 'fast',
      cacheKey: headers.etag && `${cacheKey}:${headers.etag}`,
    };
  }

  async function send(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    const checked = checkRequest(request, options.hostPolicy);
    let result: Answer;
    if ('refusal' in checked) {
      result = checked.refusal;
    } else {
      try {
        result = await answer(request, checked.url);
      } catch (error) {
        console.error(`${request.method} ${checked.url.pathname} failed:`, error);
        result = plainAnswer(500, 'Something went wrong on our side. Please try again later.');
      }
    }
    // HSTS means something only over https; a browser ignores it over http anyway (RFC 6797 8.1).
    if (!isHttps(request)) delete result.headers['strict-transport-security'];
    let body = result.body;
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    const contentType = result.headers['content-type'] ?? '';
    if (
      body &&
      encoding &&
      result.compressible &&
      !result.headers['content-encoding'] &&
      worthCompressing(contentType, body.length)
    ) {
      body = await compressedBody(body, encoding, result.compressible, result.cacheKey);
      result.headers['content-encoding'] = encoding;
    }
    if (result.compressible && isCompressibleType(contentType)) result.headers.vary = 'Accept-Encoding';
    if (body) result.headers['content-length'] = String(body.length);
    keepConnectionUsable(request, response);
    response.writeHead(
      result.status,
      result.setCookies?.length ? { ...result.headers, 'set-cookie': result.setCookies } : result.headers,
    );
    response.end(request.method === 'HEAD' ? undefined : body);
  }

  const server = http.createServer((request, response) => {
    // Nothing a request does may end the process: a failure outside the answer (compression, a
    // header Node refuses) is logged once and answered 500 when the headers are not yet out.
    send(request, response).catch((error: unknown) => {
      console.error(`${request.method} ${request.url?.slice(0, 200)} failed while sending:`, error);
      try {
        if (response.headersSent) throw new Error('The answer had begun; only closing it is left.');
        const failure = plainAnswer(500, 'Something went wrong on our side. Please try again later.');
        response.writeHead(failure.status, { ...failure.headers, connection: 'close' }).end(failure.body);
      } catch {
        response.destroy();
      }
    });
  });
  // Node hands a CONNECT to this event instead of the handler, and closes it unanswered without a listener.
  server.on('connect', (_request: http.IncomingMessage, socket: Duplex) => {
    socket.on('error', () => {});
    socket.end(rawAnswer(plainAnswer(501, 'Not Implemented: this server is not a proxy.'), 'Not Implemented'));
  });
  // Node closes an idle kept-alive connection after 5 s; a client that sends on it at that moment
  // gets ECONNRESET. Clients and proxies reuse connections for longer (60 s is the common idle time).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return server;
}

/** An answer as the bytes of an HTTP/1.1 response that closes its connection. */
function rawAnswer(answer: Answer, reason: string): Buffer {
  const body = answer.body ?? Buffer.alloc(0);
  const headers = { ...answer.headers, 'content-length': String(body.length), connection: 'close' };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  return Buffer.concat([Buffer.from(`HTTP/1.1 ${answer.status} ${reason}\r\n${head.join('')}\r\n`), body]);
}

function isCompressibleType(contentType: string): boolean {
  return worthCompressing(contentType, Number.POSITIVE_INFINITY);
}

/** Behind a TLS-terminating proxy the request arrives over http, saying so in X-Forwarded-Proto. */
function isHttps(request: http.IncomingMessage): boolean {
  // A connection the client has already closed has no socket left to ask.
  const socket = request.socket as TLSSocket | null;
  return socket?.encrypted === true || request.headers['x-forwarded-proto'] === 'https';
}

function toHeaders(incoming: http.IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming)) {
    if (value === undefined || name.startsWith(':')) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return headers;
}
