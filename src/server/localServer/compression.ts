import { promisify } from 'node:util';
import zlib from 'node:zlib';
import Negotiator from 'negotiator';

export type Encoding = 'br' | 'gzip';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Below this, compression costs more than the bytes it saves. */
const minimumBytes = 1024;

export function isCompressible(contentType: string): boolean {
  return /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/.test(contentType);
}

/** The encodings we serve, the first the client accepts winning: brotli saves the more bytes. */
const servedEncodings: readonly Encoding[] = ['br', 'gzip'];

/**
 * Brotli when the client takes it, else gzip; undefined when it takes neither or says q=0.
 * negotiator reads the header (q-values, `*`, case and order); the choice among what it accepts is ours.
 */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }).encodings(servedEncodings);
  return servedEncodings.find((encoding) => accepted.includes(encoding));
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
