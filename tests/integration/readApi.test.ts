import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoBiomes } from '../../src/server/db/seed/demoBiomes.ts';
import { demoResources } from '../../src/server/db/seed/demoResources.ts';
import { demoSpecies } from '../../src/server/db/seed/demoSpecies.ts';
import { catalogueChanged } from '../../src/server/catalogue/catalogueCache.ts';
import { useDatabase } from '../../src/server/db/currentDatabase.ts';
import type { DatabaseHandle } from '../../src/server/db/database.ts';
import { prepareDatabase } from '../../src/server/db/prepareDatabase.ts';
import { callFunction } from './callFunction.ts';
import { testDatabases } from './testDatabases.ts';

async function getJson(path: string) {
  const response = await callFunction(path);
  if (!response) throw new Error(`no function serves ${path}`);
  return { response, body: (await response.json()) as any };
}

describe.each(testDatabases)('read API on $name', (database) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await database.open();
    await prepareDatabase(handle.db);
    useDatabase(handle.db);
  });

  afterAll(async () => {
    await handle.close();
  });

  describe('GET /api/biomes', () => {
    it('lists every active biome with the fields the catalogue cards use, cached for 60 s', async () => {
      const { response, body } = await getJson('/api/biomes');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('public, max-age=60');
      expect(body.map((biome: any) => biome.title)).toEqual(demoBiomes.map((biome) => biome.title));
      for (const biome of body) {
        expect(biome).toMatchObject({
          id: expect.any(Number),
          title: expect.any(String),
          description: expect.any(String),
          imageUrl: expect.stringMatching(/^\/images\/biomes\/.+\.svg$/),
        });
        expect(biome).not.toHaveProperty('isActive');
      }
    });

    it('answers one biome by id, and the same fields as the list', async () => {
      const list = (await getJson('/api/biomes')).body;
      const { response, body } = await getJson(`/api/biomes/${list[2].id}`);
      expect(response.status).toBe(200);
      expect(body).toEqual(list[2]);
    });

    it.each(['abc', '0', '-3', '1.5', '12abc', '99999999999', '%20'])(
      'refuses the malformed id "%s" with 400 and a JSON message',
      async (id) => {
        const { response, body } = await getJson(`/api/biomes/${id}`);
        expect(response.status).toBe(400);
        expect(body).toEqual({ message: expect.stringContaining('positive whole number') });
      },
    );

    it('answers 404 with a JSON message for an id that does not exist', async () => {
      const { response, body } = await getJson('/api/biomes/987654');
      expect(response.status).toBe(404);
      expect(body).toEqual({ message: 'Biome 987654 was not found.' });
    });

    it('hides an inactive biome from the list and from its own address', async () => {
      const [hidden] = await handle.db
        .insertInto('biomes')
        .values({ ...demoBiomes[0]!, title: 'Retired Lake Biome', isActive: false })
        .returning('id')
        .execute();
      catalogueChanged();
      const list = (await getJson('/api/biomes')).body;
      expect(list.some((biome: any) => biome.id === hidden!.id)).toBe(false);
      expect((await getJson(`/api/biomes/${hidden!.id}`)).response.status).toBe(404);
    });

    it('serves the list from memory until the catalogue changes, and answers a matching ETag with 304', async () => {
      const before = await getJson('/api/biomes');
      const etag = before.response.headers.get('etag')!;
      expect(etag).toMatch(/^"[a-z0-9]+-[a-z0-9]+"$/);
      const revalidated = (await callFunction('/api/biomes', { headers: { 'if-none-match': etag } }))!;
      expect(revalidated.status).toBe(304);
      expect(await revalidated.text()).toBe('');
      await handle.db
        .insertInto('biomes')
        .values({ ...demoBiomes[1]!, title: 'Second Mangrove Biome' })
        .execute();
      expect((await getJson('/api/biomes')).body).toEqual(before.body);
      catalogueChanged();
      const after = await getJson('/api/biomes');
      expect(after.body.map((biome: any) => biome.title)).toContain('Second Mangrove Biome');
      expect(after.response.headers.get('etag')).not.toBe(etag);
      await handle.db.deleteFrom('biomes').where('title', '=', 'Second Mangrove Biome').execute();
      catalogueChanged();
    });

    it('leaves other methods to the admin: a POST without an admin session gets 401 and a JSON message', async () => {
      const response = (await callFunction('/api/biomes', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      }))!;
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: 'Please sign in to the admin area.' });
    });
  });

  describe('GET /api/species', () => {
    it('lists every active species with its photos and dated update notes as JSON lists', async () => {
      const { response, body } = await getJson('/api/species');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=60');
      expect(body).toHaveLength(demoSpecies.length);
      const withNotes = demoSpecies.find((species) => species.updateNotes.length > 0)!;
      const served = body.find((species: any) => species.commonName === withNotes.commonName);
      expect(served.photos).toEqual(withNotes.photos);
      expect(served.updateNotes).toEqual(withNotes.updateNotes);
      expect(served).toMatchObject({ isActive: true, createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    });

    it('answers one species by id, 400 for a malformed id and 404 for an unknown one', async () => {
      const list = (await getJson('/api/species')).body;
      expect((await getJson(`/api/species/${list[5].id}`)).body).toEqual(list[5]);
      const malformed = await getJson('/api/species/seven');
      expect(malformed.response.status).toBe(400);
      expect(malformed.body.message).toMatch(/Invalid species id/);
      const unknown = await getJson('/api/species/424242');
      expect(unknown.response.status).toBe(404);
      expect(unknown.body).toEqual({ message: 'Species 424242 was not found.' });
    });

    it('hides an inactive species', async () => {
      const first = (await getJson('/api/species')).body[0];
      await handle.db.updateTable('species').set({ isActive: false }).where('id', '=', first.id).execute();
      catalogueChanged();
      try {
        expect((await getJson('/api/species')).body.some((species: any) => species.id === first.id)).toBe(false);
        expect((await getJson(`/api/species/${first.id}`)).response.status).toBe(404);
      } finally {
        await handle.db.updateTable('species').set({ isActive: true }).where('id', '=', first.id).execute();
        catalogueChanged();
      }
    });

    it('pages with ?limit=&offset=: the same items, the total, a Link to the next page while any', async () => {
      const whole = (await getJson('/api/species')).body;
      const first = await getJson('/api/species?limit=10');
      expect(first.response.status).toBe(200);
      expect(first.body).toEqual(whole.slice(0, 10));
      expect(first.response.headers.get('x-total-count')).toBe(String(whole.length));
      expect(first.response.headers.get('link')).toBe('</api/species?limit=10&offset=10>; rel="next"');
      expect(first.response.headers.get('cache-control')).toBe('public, max-age=60');
      const middle = await getJson('/api/species?limit=10&offset=20');
      expect(middle.body).toEqual(whole.slice(20, 30));
      const last = await getJson(`/api/species?limit=10&offset=${whole.length - 3}`);
      expect(last.body).toEqual(whole.slice(-3));
      expect(last.response.headers.get('link')).toBeNull();
      const beyond = await getJson(`/api/species?offset=${whole.length}`);
      expect(beyond.body).toEqual([]);
      // An offset alone takes the default limit of 100.
      expect((await getJson('/api/species?offset=1')).body).toEqual(whole.slice(1, 101));
    });

    it.each<[string, string, RegExp]>([
      ['limit=0', 'limit', /at least 1/],
      ['limit=501', 'limit', /at most 500/],
      ['limit=ten', 'limit', /whole number/],
      ['limit=', 'limit', /whole number/],
      ['offset=-1', 'offset', /whole number/],
      ['offset=1.5', 'offset', /whole number/],
    ])('refuses ?%s with 400, naming the field', async (query, field, message) => {
      const { response, body } = await getJson(`/api/species?${query}`);
      expect(response.status).toBe(400);
      expect(body).toEqual({ message: expect.stringMatching(message), field });
    });
  });

  describe('GET /api/resources', () => {
    it('lists every active resource, cached for 60 s', async () => {
      const { response, body } = await getJson('/api/resources');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=60');
      expect(body.map((resource: any) => resource.title)).toEqual(demoResources.map((resource) => resource.title));
    });

    it.each(['Guide', 'PDF', 'Spreadsheet', 'Video'])(
      'lists only the %s resources at /api/resources/type/%s',
      async (type) => {
        const { response, body } = await getJson(`/api/resources/type/${type}`);
        expect(response.status).toBe(200);
        expect(body.length).toBe(demoResources.filter((resource) => resource.type === type).length);
        expect(body.length).toBeGreaterThan(0);
        expect(body.every((resource: any) => resource.type === type)).toBe(true);
      },
    );

    it('refuses an unknown resource type with 400 and a JSON message', async () => {
      const { response, body } = await getJson('/api/resources/type/Podcast');
      expect(response.status).toBe(400);
      expect(body.message).toMatch(/Guide, PDF, Spreadsheet, Video/);
    });
  });
});

describe('read API with the database unreachable', () => {
  it('answers 503 with a JSON message instead of failing', async () => {
    const { default: pg } = await import('pg');
    const { PostgresDialect } = await import('kysely');
    const { createKysely } = await import('../../src/server/db/database.ts');
    // Port 9 (discard) has no Postgres: every connection attempt is refused.
    const db = createKysely(
      new PostgresDialect({
        pool: new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:9/none', connectionTimeoutMillis: 2000 }),
      }),
    );
    useDatabase(db);
    try {
      for (const path of ['/api/biomes', '/api/species/1', '/api/resources/type/Guide']) {
        const { response, body } = await getJson(path);
        expect(response.status).toBe(503);
        expect(body.message).toMatch(/temporarily unavailable/);
      }
    } finally {
      await db.destroy();
    }
  });
});
