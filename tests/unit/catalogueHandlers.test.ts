import { beforeAll, describe, expect, it, vi } from 'vitest';
import { catalogueCacheTag } from '../../src/server/catalogue/catalogueCache.ts';
import { useDatabase } from '../../src/server/db/currentDatabase.ts';
import type { Database } from '../../src/server/db/database.ts';
import { itemHandler, listHandler } from '../../src/server/http/catalogueHandlers.ts';

// The handlers only hand the database to the read they are given: any object stands in for it.
const database = { name: 'stand-in database' } as unknown as Database;
beforeAll(() => useDatabase(database));

const get = (headers: Record<string, string> = {}, method = 'GET') =>
  new Request('https://closedbiomes.example/api/biomes', { method, headers });

describe('listHandler', () => {
  const rows = [{ id: 1, title: 'Kettle Lake Biome' }];
  const list = vi.fn(async (db: Database) => (db === database ? rows : []));
  const handler = listHandler(list);

  it('answers the list as JSON, cacheable for 60 s and tagged for the CDN, with an ETag', async () => {
    const response = await handler(get());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(rows);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'cache-control': 'public, max-age=60',
      'netlify-cdn-cache-control': 'public, s-maxage=60',
      'netlify-cache-tag': catalogueCacheTag,
      'content-type': 'application/json; charset=utf-8',
      etag: expect.stringMatching(/^"[0-9a-z]+-[0-9a-z]+"$/),
    });
  });

  it('answers a revalidation with the same ETag by 304 without a body, and reads the list once', async () => {
    const list = vi.fn(async () => rows);
    const handler = listHandler(list);
    const { headers } = await handler(get());
    const etag = headers.get('etag')!;
    const revalidated = await handler(get({ 'if-none-match': etag }));
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    expect(revalidated.headers.get('etag')).toBe(etag);
    expect(revalidated.headers.get('cache-control')).toBe('public, max-age=60');
    expect((await handler(get({ 'if-none-match': '"other"' }))).status).toBe(200);
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('refuses a write with 405', async () => {
    expect((await handler(get({}, 'POST'))).status).toBe(405);
  });
});

describe('itemHandler', () => {
  const find = vi.fn(async (db: Database, id: number) =>
    db === database && id === 3 ? { id, title: 'Seagrass Meadow' } : undefined,
  );
  const handler = itemHandler({ singular: 'biome', title: 'Biome' }, find);

  it('answers the row of the path’s id as JSON, not cached', async () => {
    const response = await handler(get(), { params: { id: '3' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: 3, title: 'Seagrass Meadow' });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(find).toHaveBeenLastCalledWith(database, 3);
  });

  it('answers 404 naming an unknown id, 400 for a malformed one, 405 for a write', async () => {
    const unknown = await handler(get(), { params: { id: '4' } });
    expect([unknown.status, await unknown.json()]).toEqual([404, { message: 'Biome 4 was not found.' }]);
    const malformed = await handler(get(), { params: { id: 'x' } });
    expect([malformed.status, await malformed.json()]).toEqual([
      400,
      { message: 'Invalid biome id "x": it must be a positive whole number.' },
    ]);
    expect((await handler(get({}, 'DELETE'), { params: { id: '3' } })).status).toBe(405);
    expect(find).not.toHaveBeenCalledWith(database, Number.NaN);
  });
});
