import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compress, negotiateEncoding, worthCompressing } from '../../src/server/localServer/compression.ts';

describe('negotiateEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.8', 'gzip'],
    ['*', 'br'],
    ['br;q=0, *', 'gzip'],
    ['GZIP ;q=0.5', 'gzip'],
    // Brotli whenever it is taken at all: it saves the more bytes, whatever the client's ranking.
    ['br;q=0.5, gzip', 'br'],
    ['identity', undefined],
    ['gzip;q=0', undefined],
    [undefined, undefined],
  ])('%s gives %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('compress', () => {
  const text = Buffer.from('<p>Seagrass meadows store carbon.</p>'.repeat(100));

  it('round-trips with brotli and gzip', async () => {
    expect(zlib.brotliDecompressSync(await compress(text, 'br', 'max')).equals(text)).toBe(true);
    expect(zlib.gunzipSync(await compress(text, 'gzip', 'fast')).equals(text)).toBe(true);
  });

  it('leaves small and binary answers alone', () => {
    expect(worthCompressing('text/html; charset=utf-8', 200)).toBe(false);
    expect(worthCompressing('image/png', 50_000)).toBe(false);
    expect(worthCompressing('image/svg+xml', 5_000)).toBe(true);
    expect(worthCompressing('application/json; charset=utf-8', 5_000)).toBe(true);
  });
});
