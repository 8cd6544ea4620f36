import { promisify } from 'node:util';
import zlib from 'node:zlib';

export type Encoding = 'br' | 'gzip';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Below this, compression costs more than the bytes it saves. */
const minimumBytes = 1024;

export function isCompressible(contentType: string): boolean {
  return /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/.test(contentType);
}

/** Brotli when the client takes it, else gzip; undefined when it takes neither or says q=0. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)/.exec(param)?.[1]).find(Boolean);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const wants = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (wants('br')) return 'br';
  if (wants('gzip')) return 'gzip';
  return undefined;
}

/**
 * Static files are compressed once at the highest level and kept; API answers change per request,
 * so they get a fast level.
 */
export function compress(body: Buffer, encoding: Encoding, effort: 'max' | 'fast'): Promise<Buffer> {
  if (encoding === 'br') {
    return brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: effort === 'max' ? 11 : 4,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
  }
  return gzip(body, { level: effort === 'max' ? 9 : 5 });
}

export function worthCompressing(contentType: string, size: number): boolean {
  return size >= minimumBytes && isCompressible(contentType);
}
