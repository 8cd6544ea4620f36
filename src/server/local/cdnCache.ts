/**
 * What Netlify's CDN does in front of functions, done by the local server: a GET answer that says
 * `Netlify-CDN-Cache-Control: public, s-maxage=N` is kept for N seconds and served without calling
 * the function again, until its tags (`Netlify-Cache-Tag`) are purged. The CDN-only headers never
 * reach the browser, as on Netlify.
 */
export type CachedResponse = { status: number; headers: Record<string, string>; body: Buffer; etag: string | undefined };

const cdnHeaders = ['netlify-cdn-cache-control', 'cdn-cache-control', 'netlify-cache-tag', 'cache-tag', 'netlify-vary'];

/** What reaches the browser of a function's headers: the CDN's own never do. */
export function withoutCdnHeaders(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !cdnHeaders.includes(name)));
}

type Entry = { response: CachedResponse; tags: string[]; expires: number };

export class CdnCache {
  readonly #entries = new Map<string, Entry>();
  readonly #maxBytes: number;
  #bytes = 0;

  /**
   * Netlify's CDN has room for everything; this process does not. Media stay cached for a year, so
   * the bodies are held within `maxBytes`, the oldest dropped first, and none above a quarter of it.
   */
  constructor(maxBytes = 64 * 1024 * 1024) {
    this.#maxBytes = maxBytes;
  }

  get(key: string): CachedResponse | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= Date.now()) {
      this.#delete(key, entry);
      return undefined;
    }
    return entry.response;
  }

  /** Keeps the answer when its CDN directives allow, and returns the headers meant for the browser. */
  store(key: string, status: number, headers: Record<string, string>, body: Buffer): Record<string, string> {
    const browserHeaders = withoutCdnHeaders(headers);
    const seconds = status === 200 ? sharedMaxAge(headers['netlify-cdn-cache-control'] ?? headers['cdn-cache-control']) : 0;
    if (seconds > 0 && body.length <= this.#maxBytes / 4) {
      const tags = (headers['netlify-cache-tag'] ?? headers['cache-tag'] ?? '').split(',').map((tag) => tag.trim()).filter(Boolean);
      const previous = this.#entries.get(key);
      if (previous) this.#delete(key, previous);
      // A copy: the server adds per-request headers (content-encoding) to what it sends.
      this.#entries.set(key, { response: { status, headers: { ...browserHeaders }, body, etag: headers.etag }, tags, expires: Date.now() + seconds * 1000 });
      this.#bytes += body.length;
      // A Map iterates in insertion order: the first entries are the oldest.
      for (const [oldKey, oldEntry] of this.#entries) {
        if (this.#bytes <= this.#maxBytes) break;
        this.#delete(oldKey, oldEntry);
      }
    }
    return browserHeaders;
  }

  /** Like Netlify's purgeCache: the answers with any of these tags, or all without tags. */
  purge(tags?: string[]): void {
    for (const [key, entry] of this.#entries) {
      if (!tags || entry.tags.some((tag) => tags.includes(tag))) this.#delete(key, entry);
    }
  }

  #delete(key: string, entry: Entry): void {
    this.#entries.delete(key);
    this.#bytes -= entry.response.body.length;
  }
}

function sharedMaxAge(directives: string | undefined): number {
  if (!directives || /\b(no-store|private|no-cache)\b/i.test(directives) || !/\bpublic\b/i.test(directives)) return 0;
  const age = /\bs-maxage=(\d+)/i.exec(directives) ?? /\bmax-age=(\d+)/i.exec(directives);
  return age ? Number(age[1]) : 0;
}
