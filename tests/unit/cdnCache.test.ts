import { afterEach, describe, expect, it, vi } from 'vitest';
import { CdnCache } from '../../src/server/localServer/cdnCache.ts';

const body = Buffer.from('[]');
const cacheable = {
  'content-type': 'application/json',
  'cache-control': 'public, max-age=60',
  'netlify-cdn-cache-control': 'public, s-maxage=60',
  'netlify-cache-tag': 'catalogue',
  etag: '"a"',
};

describe('CdnCache', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps a public answer for its s-maxage and hands the browser only its own headers', () => {
    vi.useFakeTimers();
    const cache = new CdnCache();
    const browserHeaders = cache.store('/api/species', 200, cacheable, body);
    expect(browserHeaders).toEqual({
      'content-type': 'application/json',
      'cache-control': 'public, max-age=60',
      etag: '"a"',
    });
    expect(cache.get('/api/species')).toEqual({ status: 200, headers: browserHeaders, body, etag: '"a"' });
    vi.advanceTimersByTime(59_000);
    expect(cache.get('/api/species')).toBeDefined();
    vi.advanceTimersByTime(1_000);
    expect(cache.get('/api/species')).toBeUndefined();
  });

  it.each([
    ['no CDN directive', { 'cache-control': 'public, max-age=60' }, 200],
    ['private', { 'netlify-cdn-cache-control': 'private, s-maxage=60' }, 200],
    ['no-store', { 'netlify-cdn-cache-control': 'public, no-store' }, 200],
    ['an error status', cacheable, 404],
  ])('does not keep an answer with %s', (_, headers, status) => {
    const cache = new CdnCache();
    cache.store('/api/x', status, headers, body);
    expect(cache.get('/api/x')).toBeUndefined();
  });

  it('purges by tag, or everything', () => {
    const cache = new CdnCache();
    cache.store('/api/species', 200, cacheable, body);
    cache.store('/api/other', 200, { ...cacheable, 'netlify-cache-tag': 'other' }, body);
    cache.purge(['catalogue']);
    expect(cache.get('/api/species')).toBeUndefined();
    expect(cache.get('/api/other')).toBeDefined();
    cache.purge();
    expect(cache.get('/api/other')).toBeUndefined();
  });
});

describe('CdnCache memory budget', () => {
  const immutable = {
    'content-type': 'image/webp',
    'netlify-cdn-cache-control': 'public, durable, max-age=31536000, immutable',
  };

  it('keeps bodies within its budget, dropping the oldest first', () => {
    const cache = new CdnCache(4000);
    for (const key of ['/media/a', '/media/b', '/media/c', '/media/d'])
      cache.store(key, 200, immutable, Buffer.alloc(1000));
    expect(cache.get('/media/a')).toBeDefined();
    cache.store('/media/e', 200, immutable, Buffer.alloc(1000));
    expect(cache.get('/media/a')).toBeUndefined();
    expect(['/media/b', '/media/c', '/media/d', '/media/e'].every((key) => cache.get(key) !== undefined)).toBe(true);
  });

  it('counts a replaced answer once', () => {
    const cache = new CdnCache(4000);
    for (let round = 0; round < 10; round++) cache.store('/media/a', 200, immutable, Buffer.alloc(1000));
    cache.store('/media/b', 200, immutable, Buffer.alloc(1000));
    cache.store('/media/c', 200, immutable, Buffer.alloc(1000));
    expect(cache.get('/media/a')).toBeDefined();
  });

  it('does not keep a body larger than a quarter of its budget', () => {
    const cache = new CdnCache(4000);
    cache.store('/media/big', 200, immutable, Buffer.alloc(1001));
    expect(cache.get('/media/big')).toBeUndefined();
  });
});
