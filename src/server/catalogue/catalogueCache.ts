/**
 * The public lists change only when the catalogue is written, but are read on every visit: keep
 * each list's serialized answer until a write (catalogueChanged) or its time-to-live, whichever
 * comes first. In one process (npm start) every write invalidates at once; across Netlify function
 * instances an instance may serve a list up to `ttlMs` old, the same 60 s that requirements §9 lets
 * browsers cache it.
 */
let revision = 0;
const listeners = new Set<() => void>();

/** The CDN tag of every answer built from the catalogue; a catalogue write purges it. */
export const catalogueCacheTag = 'catalogue';

/** Every catalogue write calls this, after its transaction commits. */
export function catalogueChanged(): void {
  revision++;
  for (const listener of listeners) listener();
}

/** The local server purges its CDN cache here (on Netlify, the CDN is purged through its API). */
export function onCatalogueChanged(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The answer as UTF-8 bytes: encoding a long string for every response would cost more than the rest. */
export type CachedAnswer = { body: Uint8Array<ArrayBuffer>; etag: string };

export function cachedAnswer(
  ttlMs: number,
  read: (key: object) => Promise<unknown>,
): (key: object) => Promise<CachedAnswer> {
  let entry: { key: object; revision: number; expires: number; answer: Promise<CachedAnswer> } | undefined;
  return (key) => {
    const now = Date.now();
    if (!entry || entry.key !== key || entry.revision !== revision || entry.expires <= now) {
      const answer = read(key).then(serialize);
      const current = { key, revision, expires: now + ttlMs, answer };
      entry = current;
      // A failed read is not kept: the next request tries again.
      answer.catch(() => {
        if (entry === current) entry = undefined;
      });
    }
    return entry.answer;
  };
}

function serialize(value: unknown): CachedAnswer {
  const json = JSON.stringify(value);
  return { body: new TextEncoder().encode(json), etag: `"${fnv1a(json)}-${json.length.toString(36)}"` };
}

/** A fast non-cryptographic hash: the ETag only has to change when the body does. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
