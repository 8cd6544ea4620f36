import { describe, expect, it } from 'vitest';
import type { PublicResource } from '../../src/lib/catalogue/catalogue.ts';
import { readCatalogue } from '../../src/server/catalogue/readCatalogue.ts';
import { useAdminApiContext } from './adminApiContext.ts';
import { callFunction } from './callFunction.ts';
import { mossGuideResource } from './catalogueAdminFixtures.ts';
import { testDatabases } from './testDatabases.ts';

const video = {
  ...mossGuideResource,
  title: 'Sealing a Jar',
  type: 'Video',
  fileUrl: 'https://www.youtube.com/watch?v=abc123',
};

describe.each(testDatabases)('resources admin API on $name', (database) => {
  const api = useAdminApiContext(database);

  const publicList = async () => (await (await callFunction('/api/resources'))!.json()) as PublicResource[];
  const publicOfType = async (type: string) =>
    (await (await callFunction(`/api/resources/type/${type}`))!.json()) as PublicResource[];
  const stored = (id: number) => api.db.selectFrom('resources').selectAll().where('id', '=', id).executeTakeFirst();

  it('GET /api/admin/resources lists every resource with every stored field, hidden ones too', async () => {
    const hidden = await api.db
      .insertInto('resources')
      .values({ ...mossGuideResource, type: 'Guide', title: 'Hidden', isActive: false })
      .returningAll()
      .executeTakeFirstOrThrow();
    const { status, body } = await api.call('GET', '/api/admin/resources');
    expect(status).toBe(200);
    expect(body).toContainEqual(hidden);
    expect((await publicList()).map((resource) => resource.id)).not.toContain(hidden.id);
  });

  it('POST /api/resources stores every field (201), in the public API at once, and asks for a publish', async () => {
    const { status, body } = await api.call('POST', '/api/resources', mossGuideResource);
    expect(status).toBe(201);
    expect(body).toEqual({ ...mossGuideResource, id: expect.any(Number) });
    expect(await stored(body.id)).toEqual(body);
    expect(api.publishRequests).toBe(1);
    const { isActive: _isActive, ...publicFields } = body;
    expect((await publicList()).find((resource) => resource.id === body.id)).toEqual(publicFields);
    expect(await publicOfType('Guide')).toContainEqual(publicFields);
  });

  it('a Video keeps its https address', async () => {
    const { status, body } = await api.call('POST', '/api/resources', video);
    expect(status).toBe(201);
    expect(await stored(body.id)).toMatchObject({ type: 'Video', fileUrl: 'https://www.youtube.com/watch?v=abc123' });
  });

  it('PATCH /api/resources/{id} replaces every field; public list and build catalogue follow; publishes', async () => {
    const { body: created } = await api.call('POST', '/api/resources', mossGuideResource);
    const edited = {
      title: 'Water Log',
      description: 'Track the water of your biome.',
      type: 'Spreadsheet',
      fileUrl: '/media/fedcba9876543210fedcba9876543210.xlsx/water-log.xlsx',
      imageUrl: '/images/resources/water-log.svg',
      imageAlt: 'A spreadsheet of dates and readings',
      isActive: true,
    };
    const { status, body } = await api.call('PATCH', `/api/resources/${created.id}`, edited);
    expect(status).toBe(200);
    expect(body).toEqual({ ...edited, id: created.id });
    expect(await stored(created.id)).toEqual(body);
    expect(api.publishRequests).toBe(2);
    const { isActive: _isActive, ...publicFields } = body;
    expect(await publicOfType('Spreadsheet')).toContainEqual(publicFields);
    expect((await publicOfType('Guide')).map((resource) => resource.id)).not.toContain(created.id);
    expect((await readCatalogue(api.db)).resources).toContainEqual(publicFields);
  });

  it('PATCH with isActive false hides the resource from the public API', async () => {
    const { body: created } = await api.call('POST', '/api/resources', mossGuideResource);
    expect(
      (await api.call('PATCH', `/api/resources/${created.id}`, { ...mossGuideResource, isActive: false })).status,
    ).toBe(200);
    expect((await publicList()).map((resource) => resource.id)).not.toContain(created.id);
  });

  it('DELETE /api/resources/{id} removes it (204) and asks for a publish; a second delete is a 404', async () => {
    const { body: created } = await api.call('POST', '/api/resources', mossGuideResource);
    expect(await api.call('DELETE', `/api/resources/${created.id}`)).toMatchObject({ status: 204, body: '' });
    expect(await stored(created.id)).toBeUndefined();
    expect(api.publishRequests).toBe(2);
    expect((await publicList()).map((resource) => resource.id)).not.toContain(created.id);
    expect((await api.call('DELETE', `/api/resources/${created.id}`)).status).toBe(404);
  });

  it('PATCH and DELETE answer 404 for an unknown resource and 400 for a malformed id', async () => {
    expect(await api.call('PATCH', '/api/resources/999999', mossGuideResource)).toMatchObject({
      status: 404,
      body: { message: 'Resource not found; it may have been deleted.' },
    });
    expect((await api.call('DELETE', '/api/resources/999999')).status).toBe(404);
    expect(await api.call('DELETE', '/api/resources/-3')).toMatchObject({
      status: 400,
      body: { message: 'Invalid resource id "-3": it must be a positive whole number.' },
    });
    expect(api.publishRequests).toBe(0);
  });

  it.each([
    ['an unknown type', { type: 'Podcast' }, 'Choose one of the types: Guide, PDF, Spreadsheet, Video.'],
    [
      'a video on plain http',
      { ...video, fileUrl: 'http://videos.example/seal' },
      'A video’s address must start with https://.',
    ],
    [
      'a video that is a file of the site',
      { ...video, fileUrl: '/media/0123456789abcdef0123456789abcdef.pdf/x.pdf' },
      'A video’s address must start with https://.',
    ],
    [
      'a guide that links elsewhere',
      { fileUrl: 'https://files.example/guide.pdf' },
      'A Guide must be an uploaded document (a /media/… address of this site).',
    ],
    [
      'a script address as file',
      { type: 'PDF', fileUrl: 'javascript:alert(1)' },
      'A PDF must be an uploaded document (a /media/… address of this site).',
    ],
    ['no file', { fileUrl: '' }, 'Add the file: upload a document, or give the video’s https:// address.'],
    ['no title', { title: undefined }, 'Title is required.'],
    [
      'a data: image',
      { imageUrl: 'data:image/png;base64,AAAA' },
      'A photo address must be a path on this site (/media/…) or an https:// address.',
    ],
    ['an unknown field', { price: 1 }, 'Unexpected field "price".'],
  ])('POST and PATCH refuse %s (400), store nothing and ask for no publish', async (_name, change, message) => {
    const before = await api.db.selectFrom('resources').selectAll().orderBy('id').execute();
    const body = { ...mossGuideResource, ...change };
    expect(await api.call('POST', '/api/resources', body)).toMatchObject({ status: 400, body: { message } });
    expect(await api.call('PATCH', `/api/resources/${before[0]!.id}`, body)).toMatchObject({
      status: 400,
      body: { message },
    });
    expect(await api.db.selectFrom('resources').selectAll().orderBy('id').execute()).toEqual(before);
    expect(api.publishRequests).toBe(0);
  });
});
