import { LRUCache } from 'lru-cache';

/**
 * What Netlify's CDN does in front of functions, done by the local server: a GET answer that says
 * `Netlify-CDN-Cache-Control: public, s-maxage=N` is kept for N seconds and served without calling
 * the function again, until its tags (`Netlify-Cache-Tag`) are purged. The CDN-only headers never
 * reach the browser, as on Netlify.
 */
export type CachedResponse = {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  etag: string | undefined;
};

const cdnHeaders = ['netlify-cdn-cache-control', 'cdn-cache-control', 'netlify-cache-tag', 'cache-tag', 'netlify-vary'];

/** What reaches the browser of a function's headers: the CDN's own never do. */
export function withoutCdnHeaders(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !cdnHeaders.includes(name)));
}

type Entry = { response: CachedResponse; tags: string[] };

export class CdnCache {
  readonly #entries: LRUCache<string, Entry>;

  /**
   * Netlify's CDN has room for everything; this process does not. Media stay cached for a year, so
   * the bodies are held within `maxBytes`, the oldest dropped first, and none above a quarter of it.
   */
  constructor(maxBytes = 64 * 1024 * 1024) {
    this.#entries = new LRUCache<string, Entry>({
      maxSize: maxBytes,
      maxEntrySize: maxBytes / 4,
      sizeCalculation: (entry) => Math.max(1, entry.response.body.length),
      // Date.now rather than performance.now: the s-maxage is wall-clock time (and tests fake it).
      perf: Date,
      ttlResolution: 0,
    });
  }

  get(key: string): CachedResponse | undefined {
    // peek: a read does not make an entry younger, so the first stored is the first dropped.
    return this.#entries.peek(key)?.response;
  }

  /** Keeps the answer when its CDN directives allow, and returns the headers meant for the browser. */
  store(key: string, status: number, headers: Record<string, string>, body: Buffer): Record<string, string> {
    const browserHeaders = withoutCdnHeaders(headers);
    const seconds =
      status === 200 ? sharedMaxAge(headers['netlify-cdn-cache-control'] ?? headers['cdn-cache-control']) : 0;
    if (seconds > 0) {
      const tags = (headers['netlify-cache-tag'] ?? headers['cache-tag'] ?? '')
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean);
      // A copy: the server adds per-request headers (content-encoding) to what it sends.
      const response = { status, headers: { ...browserHeaders }, body, etag: headers.etag };
      // HTTP: an answer is stale once its age reaches s-maxage; lru-cache's ttl is stale only beyond it.
      this.#entries.set(key, { response, tags }, { ttl: seconds * 1000 - 1 });
    }
    return browserHeaders;
  }

  /** Like Netlify's purgeCache: the answers with any of these tags, or all without tags. */
  purge(tags?: string[]): void {
    if (!tags) return this.#entries.clear();
    for (const [key, entry] of this.#entries.entries()) {
      if (entry.tags.some((tag) => tags.includes(tag))) this.#entries.delete(key);
    }
  }
}

function sharedMaxAge(directives: string | undefined): number {
  if (!directives || /\b(no-store|private|no-cache)\b/i.test(directives) || !/\bpublic\b/i.test(directives)) return 0;
  const age = /\bs-maxage=(\d+)/i.exec(directives) ?? /\bmax-age=(\d+)/i.exec(directives);
  return age ? Number(age[1]) : 0;
}
