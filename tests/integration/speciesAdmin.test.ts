import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PublicSpecies } from '../../src/lib/catalogue/catalogue.ts';
import { useDatabase } from '../../src/server/db/currentDatabase.ts';
import type { DatabaseHandle } from '../../src/server/db/database.ts';
import { prepareDatabase } from '../../src/server/db/prepareDatabase.ts';
import { usePublisher, type PublishState } from '../../src/server/publish/publisher.ts';
import { createAdminSessionCookie } from './adminSession.ts';
import { callFunction } from './callFunction.ts';
import { formRequest, plainImage } from './imageFixtures.ts';
import { testDatabases } from './testDatabases.ts';
import { ghostShrimp } from '../support/speciesFixtures.ts';

const origin = 'http://localhost:4321';

/** Records publish requests instead of building. */
function recordingPublisher() {
  const requests: number[] = [];
  let state: PublishState = { state: 'live' };
  return {
    requests,
    setState: (next: PublishState) => (state = next),
    publisher: {
      async request() {
        requests.push(Date.now());
      },
      async state() {
        return state;
      },
    },
  };
}

describe.each(testDatabases)('species admin API on $name', (database) => {
  let handle: DatabaseHandle;
  let cookie: string;
  const publishing = recordingPublisher();

  async function call(method: string, pathname: string, body?: unknown) {
    const response = (await callFunction(pathname, {
      method,
      headers: { cookie, origin, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }))!;
    return {
      status: response.status,
      body: response.headers.get('content-type')?.includes('json') ? await response.json() : await response.text(),
      response,
    };
  }

  const publicList = async () => (await (await callFunction('/api/species'))!.json()) as PublicSpecies[];

  const previousDataDir = process.env.DATA_DIR;

  beforeAll(async () => {
    // Uploads land in DATA_DIR/media: a folder of this test's own.
    process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'species-admin-'));
    handle = await database.open();
    await prepareDatabase(handle.db);
    useDatabase(handle.db);
    cookie = await createAdminSessionCookie(handle.db);
    usePublisher(publishing.publisher);
  });

  beforeEach(() => {
    useDatabase(handle.db);
    usePublisher(publishing.publisher);
    publishing.requests.length = 0;
  });

  afterAll(async () => {
    usePublisher(undefined);
    await handle.close();
    fs.rmSync(process.env.DATA_DIR!, { recursive: true, force: true });
    if (previousDataDir === undefined) delete process.env.DATA_DIR;
    else process.env.DATA_DIR = previousDataDir;
  });

  it('POST /api/species creates the species (201), in the public list at once, and asks for a publish', async () => {
    const { status, body } = await call('POST', '/api/species', {
      ...ghostShrimp,
      commonName: '  Ghost shrimp  ',
      photos: ['/media/abc.webp'],
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      ...ghostShrimp,
      id: expect.any(Number),
      photos: ['/media/abc.webp'],
      careInstructions: '',
      updateNotes: [],
      isActive: true,
    });
    expect((await publicList()).map((species) => species.id)).toContain(body.id);
    expect(publishing.requests).toHaveLength(1);
  });

  it('PATCH /api/species/{id} replaces the fields; a hidden one leaves the public list, not the admin’s', async () => {
    const { body: created } = await call('POST', '/api/species', ghostShrimp);
    const { status, body } = await call('PATCH', `/api/species/${created.id}`, {
      ...ghostShrimp,
      status: 'Thriving',
      isActive: false,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: created.id, status: 'Thriving', isActive: false });
    expect((await publicList()).map((species) => species.id)).not.toContain(created.id);
    const { body: adminList } = await call('GET', '/api/admin/species');
    expect(adminList.find((species: PublicSpecies) => species.id === created.id)).toMatchObject({ isActive: false });
    expect(publishing.requests).toHaveLength(2);
  });

  it('DELETE /api/species/{id} removes it; a second delete is a 404', async () => {
    const { body: created } = await call('POST', '/api/species', ghostShrimp);
    expect((await call('DELETE', `/api/species/${created.id}`)).body).toEqual({ message: 'Species deleted.' });
    expect((await callFunction(`/api/species/${created.id}`))!.status).toBe(404);
    expect((await call('DELETE', `/api/species/${created.id}`)).status).toBe(404);
  });

  it('POST /api/species/{id}/photo appends the photo', async () => {
    const { body: created } = await call('POST', '/api/species', { ...ghostShrimp, photos: ['/media/first.webp'] });
    const { status, body } = await call('POST', `/api/species/${created.id}/photo`, { photoUrl: '/media/second.webp' });
    expect(status).toBe(200);
    expect(body.photos).toEqual(['/media/first.webp', '/media/second.webp']);
  });

  it('POST /api/species/{id}/update-note stamps the trimmed note with the server time', async () => {
    const { body: created } = await call('POST', '/api/species', ghostShrimp);
    const before = Date.now();
    const { status, body } = await call('POST', `/api/species/${created.id}/update-note`, {
      note: '  Molted twice this week.  ',
      photos: ['/media/molt.webp'],
    });
    const after = Date.now();
    expect(status).toBe(200);
    expect(body.updateNotes).toEqual([
      { date: expect.any(String), note: 'Molted twice this week.', photos: ['/media/molt.webp'] },
    ]);
    expect(Date.parse(body.updateNotes[0].date)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(body.updateNotes[0].date)).toBeLessThanOrEqual(after);
  });

  it('POST /api/species/{id}/photo stores and answers the photo’s alt text; without one, the default', async () => {
    const { body: created } = await call('POST', '/api/species', ghostShrimp);
    const withAlt = await call('POST', `/api/species/${created.id}/photo`, {
      photoUrl: '/media/shrimp-on-leaf.webp',
      alt: '  A ghost shrimp resting on a hornwort leaf ',
    });
    expect(withAlt.status).toBe(200);
    expect(withAlt.body.photos).toEqual(['/media/shrimp-on-leaf.webp']);
    expect(withAlt.body.photoAlts).toEqual({
      '/media/shrimp-on-leaf.webp': 'A ghost shrimp resting on a hornwort leaf',
    });
    const withoutAlt = await call('POST', `/api/species/${created.id}/photo`, {
      photoUrl: '/media/plain.webp',
      alt: '',
    });
    expect(withoutAlt.body.photos).toEqual(['/media/shrimp-on-leaf.webp', '/media/plain.webp']);
    expect(withoutAlt.body.photoAlts).toEqual({
      '/media/shrimp-on-leaf.webp': 'A ghost shrimp resting on a hornwort leaf',
    });
    const publicCopy = (await (await callFunction(`/api/species/${created.id}`))!.json()) as PublicSpecies;
    expect(publicCopy.photoAlts).toEqual(withoutAlt.body.photoAlts);
  });

  it('a species starts with no alt texts, and POST /api/species stores those of its photos', async () => {
    expect((await call('POST', '/api/species', { ...ghostShrimp, photos: ['/media/a.webp'] })).body.photoAlts).toEqual(
      {},
    );
    const { status, body } = await call('POST', '/api/species', {
      ...ghostShrimp,
      photos: ['/media/a.webp', '/media/b.webp'],
      photoAlts: { '/media/a.webp': 'A shrimp', '/media/b.webp': '' },
    });
    expect(status).toBe(201);
    expect(body.photoAlts).toEqual({ '/media/a.webp': 'A shrimp' });
  });

  it('PATCH /api/species/{id} replaces the alt texts when sent, else keeps those of remaining photos', async () => {
    const { body: created } = await call('POST', '/api/species', {
      ...ghostShrimp,
      photos: ['/media/a.webp', '/media/b.webp'],
      updateNotes: [{ date: '2026-03-01T10:00:00.000Z', note: 'Molted.', photos: ['/media/molt.webp'] }],
      photoAlts: { '/media/a.webp': 'First', '/media/b.webp': 'Second', '/media/molt.webp': 'A shed skin' },
    });
    // An edit from a form that knows nothing of alt texts: the removed photo's text goes with it.
    const kept = await call('PATCH', `/api/species/${created.id}`, {
      ...ghostShrimp,
      photos: ['/media/a.webp'],
      updateNotes: created.updateNotes,
    });
    expect(kept.status).toBe(200);
    expect(kept.body.photoAlts).toEqual({ '/media/a.webp': 'First', '/media/molt.webp': 'A shed skin' });
    const replaced = await call('PATCH', `/api/species/${created.id}`, {
      ...ghostShrimp,
      photos: ['/media/a.webp'],
      updateNotes: [],
      photoAlts: { '/media/a.webp': 'Renamed' },
    });
    expect(replaced.body.photoAlts).toEqual({ '/media/a.webp': 'Renamed' });
    const cleared = await call('PATCH', `/api/species/${created.id}`, {
      ...ghostShrimp,
      photos: ['/media/a.webp'],
      photoAlts: { '/media/a.webp': '' },
    });
    expect(cleared.body.photoAlts).toEqual({});
  });

  it('POST /api/species/{id}/update-note stores the alt texts of the note’s photos', async () => {
    const { body: created } = await call('POST', '/api/species', {
      ...ghostShrimp,
      photos: ['/media/a.webp'],
      photoAlts: { '/media/a.webp': 'First' },
    });
    const { status, body } = await call('POST', `/api/species/${created.id}/update-note`, {
      note: 'Molted.',
      photos: ['/media/molt.webp'],
      photoAlts: { '/media/molt.webp': 'A shed skin on the gravel' },
    });
    expect(status).toBe(200);
    expect(body.photoAlts).toEqual({ '/media/a.webp': 'First', '/media/molt.webp': 'A shed skin on the gravel' });
  });

  it.each([
    [
      'an alt text that is too long',
      'POST',
      '/api/species/1/photo',
      { photoUrl: '/media/x.webp', alt: 'x'.repeat(201) },
      'The alt text can be at most 200 characters.',
      'alt',
    ],
    [
      'an alt text with a control character',
      'POST',
      '/api/species/1/photo',
      { photoUrl: '/media/x.webp', alt: 'one\ntwo' },
      'The alt text contains characters that are not allowed.',
      'alt',
    ],
    [
      'an alt text for a photo the species is not sent with',
      'POST',
      '/api/species',
      { ...ghostShrimp, photos: ['/media/a.webp'], photoAlts: { '/media/b.webp': 'Stray' } },
      'The alt text for /media/b.webp does not belong to any photo sent with it.',
      'photoAlts',
    ],
    [
      'an alt text for a photo the note does not carry',
      'POST',
      '/api/species/1/update-note',
      { note: 'Molted.', photoAlts: { '/media/b.webp': 'Stray' } },
      'The alt text for /media/b.webp does not belong to any photo sent with it.',
      'photoAlts',
    ],
    [
      'alt texts as a list',
      'PATCH',
      '/api/species/1',
      { ...ghostShrimp, photoAlts: ['Stray'] },
      'photoAlts must be an object of alt texts by photo address.',
      'photoAlts',
    ],
  ])('refuses %s with a 400 that says why, changing nothing', async (_name, method, pathname, body, message, field) => {
    const before = await call('GET', '/api/admin/species');
    const answer = await call(method, pathname, body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message, field });
    expect((await call('GET', '/api/admin/species')).body).toEqual(before.body);
    expect(publishing.requests).toHaveLength(0);
  });

  it.each([
    [
      'an environment outside the list',
      'POST',
      '/api/species',
      { ...ghostShrimp, environment: 'Desert Biome' },
      400,
      'environment',
    ],
    ['a missing name', 'POST', '/api/species', { ...ghostShrimp, commonName: undefined }, 400, 'commonName'],
    ['a malformed id', 'PATCH', '/api/species/abc', ghostShrimp, 400, undefined],
    ['an unknown id', 'PATCH', '/api/species/987654', ghostShrimp, 404, undefined],
    ['a blank note', 'POST', '/api/species/1/update-note', { note: '   ' }, 400, 'note'],
    ['a script photo address', 'POST', '/api/species/1/photo', { photoUrl: 'javascript:alert(1)' }, 400, 'photoUrl'],
    [
      'a photo for an unknown species',
      'POST',
      '/api/species/987654/photo',
      { photoUrl: '/media/x.webp' },
      404,
      undefined,
    ],
  ])(
    'refuses %s with a JSON message, changing nothing and publishing nothing',
    async (_name, method, pathname, body, status, field) => {
      const before = await call('GET', '/api/admin/species');
      const answer = await call(method, pathname, body);
      expect(answer.status).toBe(status);
      // A refusal about one field of the body names it; one about the address or the row does not.
      expect(answer.body).toEqual(
        field === undefined ? { message: expect.any(String) } : { message: expect.any(String), field },
      );
      expect((await call('GET', '/api/admin/species')).body).toEqual(before.body);
      expect(publishing.requests).toHaveLength(0);
    },
  );

  it('POST /api/upload stores a signed-in admin’s image and answers its /media address, which serves it', async () => {
    const form = new FormData();
    form.append('image', new File([new Uint8Array(await plainImage('png'))], 'leaf.png', { type: 'image/png' }));
    form.append('alt', 'A hornwort leaf');
    const upload = await formRequest(form);
    const response = (await callFunction('/api/upload', {
      method: 'POST',
      headers: { ...Object.fromEntries(upload.headers), cookie, origin },
      body: await upload.arrayBuffer(),
    }))!;
    expect(response.status).toBe(201);
    const stored = (await response.json()) as { url: string; alt: string };
    expect(stored).toMatchObject({
      url: expect.stringMatching(/^\/media\/[0-9a-f]{32}\.webp$/),
      alt: 'A hornwort leaf',
    });
    const served = (await callFunction(stored.url))!;
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
  });

  it('GET /api/admin/publish answers the publisher’s state', async () => {
    publishing.setState({ state: 'failed', failedAt: '2026-11-22T10:00:00.000Z', message: 'The site build failed.' });
    expect((await call('GET', '/api/admin/publish')).body).toEqual({
      state: 'failed',
      failedAt: '2026-11-22T10:00:00.000Z',
      message: 'The site build failed.',
    });
    publishing.setState({ state: 'live' });
  });

  it('GET /api/subscribers lists id, email, subscribedAt, isActive, why one left, last issue, newest', async () => {
    await handle.db
      .insertInto('subscribers')
      .values([
        {
          email: 'old@example.org',
          subscribedAt: '2026-01-02T03:04:05.000Z',
          isActive: false,
          unsubscribeReason: 'complaint',
        },
        { email: 'new@example.org', subscribedAt: '2026-11-02T03:04:05.000Z' },
      ])
      .execute();
    const { status, body, response } = await call('GET', '/api/subscribers');
    expect(status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(body.slice(0, 2)).toEqual([
      {
        id: expect.any(Number),
        email: 'new@example.org',
        subscribedAt: '2026-11-02T03:04:05.000Z',
        isActive: true,
        unsubscribeReason: null,
        lastIssue: null,
      },
      {
        id: expect.any(Number),
        email: 'old@example.org',
        subscribedAt: '2026-01-02T03:04:05.000Z',
        isActive: false,
        unsubscribeReason: 'complaint',
        lastIssue: null,
      },
    ]);
  });

  it('GET /api/subscribers.csv downloads the list as CSV, with formula-looking cells defused', async () => {
    await handle.db
      .insertInto('subscribers')
      .values({ email: '=cmd@example.org', subscribedAt: '2026-11-03T00:00:00.000Z' })
      .execute();
    const { status, body, response } = await call('GET', '/api/subscribers.csv');
    expect(status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (body as string).split('\r\n');
    expect(lines[0]).toBe('Email Address,Date Subscribed,Status');
    expect(lines).toContain("'=cmd@example.org,2026-11-03T00:00:00.000Z,Active");
    expect(lines).toContain('old@example.org,2026-01-02T03:04:05.000Z,Unsubscribed');
  });
});
