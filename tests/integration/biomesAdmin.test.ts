import { describe, expect, it } from 'vitest';
import type { PublicBiome } from '../../src/lib/catalogue/catalogue.ts';
import { readCatalogue } from '../../src/server/catalogue/readCatalogue.ts';
import { useAdminApiContext } from './adminApiContext.ts';
import { callFunction } from './callFunction.ts';
import { cloudForestBiome } from './catalogueAdminFixtures.ts';
import { testDatabases } from './testDatabases.ts';

describe.each(testDatabases)('biomes admin API on $name', (database) => {
  const api = useAdminApiContext(database);

  const publicBiome = async (id: number) => {
    const response = (await callFunction(`/api/biomes/${id}`))!;
    return { status: response.status, body: (await response.json()) as PublicBiome };
  };
  const publicList = async () => (await (await callFunction('/api/biomes'))!.json()) as PublicBiome[];
  const stored = (id: number) => api.db.selectFrom('biomes').selectAll().where('id', '=', id).executeTakeFirst();

  it('GET /api/admin/biomes lists every biome with every stored field, hidden ones too', async () => {
    const hidden = await api.db
      .insertInto('biomes')
      .values({ ...cloudForestBiome, title: 'Hidden Biome', isActive: false })
      .returningAll()
      .executeTakeFirstOrThrow();
    const { status, body } = await api.call('GET', '/api/admin/biomes');
    expect(status).toBe(200);
    expect(body).toContainEqual(hidden);
    expect(body.length).toBe(
      Number(
        (
          await api.db
            .selectFrom('biomes')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    );
    expect((await publicList()).map((biome) => biome.id)).not.toContain(hidden.id);
  });

  it('POST /api/biomes stores every field (201), shows it in the public API at once, asks for a publish', async () => {
    const { status, body } = await api.call('POST', '/api/biomes', {
      ...cloudForestBiome,
      title: '  Cloud Forest Biome  ',
    });
    expect(status).toBe(201);
    expect(body).toEqual({ ...cloudForestBiome, id: expect.any(Number) });
    expect(await stored(body.id)).toEqual(body);
    expect(api.publishRequests).toBe(1);
    const { isActive: _isActive, ...publicFields } = body;
    expect((await publicList()).find((biome) => biome.id === body.id)).toEqual(publicFields);
    expect((await readCatalogue(api.db)).biomes).toContainEqual(publicFields);
  });

  it('POST defaults the alt text to empty and the biome to active', async () => {
    const { imageAlt: _imageAlt, isActive: _isActive, ...required } = cloudForestBiome;
    const { status, body } = await api.call('POST', '/api/biomes', required);
    expect(status).toBe(201);
    expect(await stored(body.id)).toMatchObject({ imageAlt: '', isActive: true });
  });

  it('PATCH /api/biomes/{id} replaces every field; public biome, list and build data follow; publishes', async () => {
    const { body: created } = await api.call('POST', '/api/biomes', cloudForestBiome);
    const edited = {
      title: 'Misty Mangrove Biome',
      type: 'Brackish',
      description: 'Roots in brackish water.',
      lightLevel: 'Bright light',
      temperature: '22–28 °C',
      waterNeeds: 'Top up with fresh water monthly',
      price: 23950,
      imageUrl: '/media/fedcba9876543210fedcba9876543210.webp',
      imageAlt: 'Mangrove roots under water',
      isActive: true,
    };
    const { status, body } = await api.call('PATCH', `/api/biomes/${created.id}`, edited);
    expect(status).toBe(200);
    expect(body).toEqual({ ...edited, id: created.id });
    expect(await stored(created.id)).toEqual(body);
    expect(api.publishRequests).toBe(2);
    const { isActive: _isActive, ...publicFields } = body;
    expect(await publicBiome(created.id)).toEqual({ status: 200, body: publicFields });
    expect((await readCatalogue(api.db)).biomes).toContainEqual(publicFields);
  });

  it('PATCH with isActive false hides the biome from the public API but keeps it in the admin list', async () => {
    const { body: created } = await api.call('POST', '/api/biomes', cloudForestBiome);
    await api.call('PATCH', `/api/biomes/${created.id}`, { ...cloudForestBiome, isActive: false });
    expect((await publicBiome(created.id)).status).toBe(404);
    expect((await publicList()).map((biome) => biome.id)).not.toContain(created.id);
    expect((await api.call('GET', '/api/admin/biomes')).body.map((biome: { id: number }) => biome.id)).toContain(
      created.id,
    );
  });

  it('DELETE /api/biomes/{id} removes it (204) and asks for a publish; a second delete is a 404', async () => {
    const { body: created } = await api.call('POST', '/api/biomes', cloudForestBiome);
    const { status, body } = await api.call('DELETE', `/api/biomes/${created.id}`);
    expect(status).toBe(204);
    expect(body).toBe('');
    expect(await stored(created.id)).toBeUndefined();
    expect(api.publishRequests).toBe(2);
    expect((await publicBiome(created.id)).status).toBe(404);
    expect((await api.call('DELETE', `/api/biomes/${created.id}`)).status).toBe(404);
  });

  it('PATCH and DELETE answer 404 for an unknown biome, 400 for a malformed id, and ask for no publish', async () => {
    expect(await api.call('PATCH', '/api/biomes/999999', cloudForestBiome)).toMatchObject({
      status: 404,
      body: { message: 'Biome not found; it may have been deleted.' },
    });
    expect((await api.call('DELETE', '/api/biomes/999999')).status).toBe(404);
    expect(await api.call('PATCH', '/api/biomes/1.5', cloudForestBiome)).toMatchObject({
      status: 400,
      body: { message: 'Invalid biome id "1.5": it must be a positive whole number.' },
    });
    expect(api.publishRequests).toBe(0);
  });

  it.each([
    ['no title', { title: undefined }, 'Title is required.'],
    ['a blank description', { description: '   ' }, 'Description is required.'],
    ['a price in dollars', { price: 189.5 }, 'The price must be a whole number of US cents.'],
    ['a negative price', { price: -1 }, 'The price cannot be negative.'],
    ['a price as text', { price: '189' }, 'The price must be a number of US cents.'],
    [
      'a script address as image',
      { imageUrl: 'javascript:alert(1)' },
      'A photo address must be a path on this site (/media/…) or an https:// address.',
    ],
    ['a two-line alt text', { imageAlt: 'one\ntwo' }, 'The alt text contains characters that are not allowed.'],
    ['an unknown field', { category: 'Lake' }, 'Unexpected field "category".'],
    ['isActive as text', { isActive: 'yes' }, 'isActive must be true or false.'],
  ])('POST and PATCH refuse %s (400), store nothing and ask for no publish', async (_name, change, message) => {
    const before = await api.db.selectFrom('biomes').selectAll().orderBy('id').execute();
    const body = { ...cloudForestBiome, ...change };
    expect(await api.call('POST', '/api/biomes', body)).toMatchObject({ status: 400, body: { message } });
    expect(await api.call('PATCH', `/api/biomes/${before[0]!.id}`, body)).toMatchObject({
      status: 400,
      body: { message },
    });
    expect(await api.db.selectFrom('biomes').selectAll().orderBy('id').execute()).toEqual(before);
    expect(api.publishRequests).toBe(0);
  });
});
