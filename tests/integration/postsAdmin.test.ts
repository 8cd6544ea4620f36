import { describe, expect, it } from 'vitest';
import type { HistoryChange, HistoryPage } from '../../src/lib/admin/history.ts';
import { readCatalogue } from '../../src/server/catalogue/readCatalogue.ts';
import { useAdminApiContext } from './adminApiContext.ts';
import { sameOrigin } from './adminSession.ts';
import { callFunction } from './callFunction.ts';
import { sealedJarPost } from './catalogueAdminFixtures.ts';
import { testDatabases } from './testDatabases.ts';

describe.each(testDatabases)('posts admin API on $name', (database) => {
  const api = useAdminApiContext(database);

  const stored = (id: number) => api.db.selectFrom('blogPosts').selectAll().where('id', '=', id).executeTakeFirst();
  const allRows = () => api.db.selectFrom('blogPosts').selectAll().orderBy('id').execute();
  // What the next build reads (the journal's pages and feed): published posts only.
  const published = async () => (await readCatalogue(api.db)).posts.map((post) => post.slug);
  const create = async (fields: Record<string, unknown> = {}) => {
    const { status, body } = await api.call('POST', '/api/posts', { ...sealedJarPost, ...fields });
    expect(status).toBe(201);
    return body as { id: number; slug: string; publishedAt: string; updatedAt: string };
  };

  it('POST /api/posts stores every field (201), its slug made from the title, and asks for a publish', async () => {
    const before = Date.now();
    const { status, body } = await api.call('POST', '/api/posts', {
      ...sealedJarPost,
      title: `  ${sealedJarPost.title} `,
    });
    expect(status).toBe(201);
    expect(body).toEqual({
      ...sealedJarPost,
      id: expect.any(Number),
      slug: 'what-a-sealed-jar-does-with-its-nitrogen',
      publishedAt: expect.any(String),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(new Date(body.publishedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    const row = await stored(body.id);
    expect(JSON.parse(JSON.stringify(row))).toEqual(body);
    expect(api.publishRequests).toBe(1);
    expect(await published()).toContain(body.slug);
  });

  it('POST gives a title another post has the next free slug, and defaults the alt text and the flag', async () => {
    const title = 'Open Day at the Workshop';
    const { imageAlt: _imageAlt, isPublished: _isPublished, ...required } = sealedJarPost;
    const first = await create({ title });
    const second = await api.call('POST', '/api/posts', { ...required, title });
    expect(second.status).toBe(201);
    expect([first.slug, second.body.slug]).toEqual(['open-day-at-the-workshop', 'open-day-at-the-workshop-2']);
    expect(await stored(second.body.id)).toMatchObject({ imageAlt: '', isPublished: true });
    expect((await create({ title: 'Open Day at the Workshop!' })).slug).toBe('open-day-at-the-workshop-3');
  });

  it('POST stores the slug and the date it is given', async () => {
    const post = await create({ slug: 'nitrogen-notes', publishedAt: '2026-03-05T09:30:00+01:00' });
    expect(post).toMatchObject({ slug: 'nitrogen-notes', publishedAt: '2026-03-05T08:30:00.000Z' });
  });

  it('GET /api/admin/posts lists every post with every stored field, drafts too, newest first', async () => {
    const draft = await create({
      title: 'A Draft Nobody Sees',
      isPublished: false,
      publishedAt: '2099-01-01T00:00:00Z',
    });
    const { status, body } = await api.call('GET', '/api/admin/posts');
    expect(status).toBe(200);
    // Every column of the row: the slug, the alt text and the timestamps an edit screen needs.
    expect(body[0]).toEqual(JSON.parse(JSON.stringify(await stored(draft.id))));
    expect(body.length).toBe((await allRows()).length);
    const dates = body.map((post: { publishedAt: string }) => post.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(await published()).not.toContain(draft.slug);
  });

  it('PATCH /api/posts/{id} replaces the fields, keeps the slug and date it is not given, and publishes', async () => {
    const created = await create({ publishedAt: '2026-04-01T10:00:00Z' });
    const edited = {
      ...sealedJarPost,
      title: 'Nitrogen, Revisited',
      excerpt: 'A second look.',
      content: 'Shorter now.',
      imageAlt: 'A jar in winter light',
      category: 'Company News',
    };
    const { status, body } = await api.call('PATCH', `/api/posts/${created.id}`, edited);
    expect(status).toBe(200);
    expect(body).toMatchObject({ ...edited, id: created.id, slug: created.slug, publishedAt: created.publishedAt });
    expect(new Date(body.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(created.updatedAt).getTime());
    expect(JSON.parse(JSON.stringify(await stored(created.id)))).toEqual(body);
    expect(api.publishRequests).toBe(2);

    const moved = await api.call('PATCH', `/api/posts/${created.id}`, {
      ...edited,
      slug: 'nitrogen-revisited',
      publishedAt: '2026-04-02T10:00:00.000Z',
      isPublished: false,
    });
    expect(moved.body).toMatchObject({ slug: 'nitrogen-revisited', publishedAt: '2026-04-02T10:00:00.000Z' });
    expect(await published()).not.toContain('nitrogen-revisited');
    // A post may be sent back with its own slug.
    expect(
      (await api.call('PATCH', `/api/posts/${created.id}`, { ...edited, slug: 'nitrogen-revisited' })).status,
    ).toBe(200);
  });

  it('refuses a slug another post has (400 on the slug), on POST and PATCH alike', async () => {
    const taken = await create({ slug: 'taken-address' });
    const other = await create({ slug: 'other-address' });
    const before = await allRows();
    const refusal = {
      status: 400,
      body: { message: 'Another post already has the address /journal/taken-address; choose another.', field: 'slug' },
    };
    expect(await api.call('POST', '/api/posts', { ...sealedJarPost, slug: taken.slug })).toMatchObject(refusal);
    expect(await api.call('PATCH', `/api/posts/${other.id}`, { ...sealedJarPost, slug: taken.slug })).toMatchObject(
      refusal,
    );
    expect(await allRows()).toEqual(before);
  });

  it('DELETE /api/posts/{id} removes it (204) and asks for a publish; a second delete is a 404', async () => {
    const created = await create();
    const { status, body } = await api.call('DELETE', `/api/posts/${created.id}`);
    expect([status, body]).toEqual([204, '']);
    expect(await stored(created.id)).toBeUndefined();
    expect(api.publishRequests).toBe(2);
    expect(await published()).not.toContain(created.slug);
    expect((await api.call('DELETE', `/api/posts/${created.id}`)).status).toBe(404);
  });

  it('PATCH and DELETE answer 404 for an unknown post, 400 for a malformed id, and ask for no publish', async () => {
    expect(await api.call('PATCH', '/api/posts/999999', sealedJarPost)).toMatchObject({
      status: 404,
      body: { message: 'Post not found; it may have been deleted.' },
    });
    expect((await api.call('DELETE', '/api/posts/999999')).status).toBe(404);
    expect(await api.call('DELETE', '/api/posts/abc')).toMatchObject({
      status: 400,
      body: { message: 'Invalid post id "abc": it must be a positive whole number.' },
    });
    expect(api.publishRequests).toBe(0);
  });

  it.each([
    ['no title', { title: undefined }, 'title', 'Title is required.'],
    ['a two-line title', { title: 'One\nTwo' }, 'title', 'Title contains characters that are not allowed.'],
    ['a title of 161 characters', { title: 'a'.repeat(161) }, 'title', 'Title can be at most 160 characters.'],
    ['a blank excerpt', { excerpt: '  ' }, 'excerpt', 'Excerpt is required.'],
    ['an excerpt of 301 characters', { excerpt: 'a'.repeat(301) }, 'excerpt', 'Excerpt can be at most 300 characters.'],
    ['no content', { content: undefined }, 'content', 'Content is required.'],
    ['content with a NUL', { content: 'a\u0000b' }, 'content', 'Content contains characters that are not allowed.'],
    ['content too long', { content: 'a'.repeat(20_001) }, 'content', 'Content can be at most 20,000 characters.'],
    [
      'a slug in capitals',
      { slug: 'Sealed-Jars' },
      'slug',
      'The address may hold only lower-case letters a–z, digits and single hyphens between them (sealed-jar-notes).',
    ],
    [
      'a slug with a double hyphen',
      { slug: 'sealed--jars' },
      'slug',
      'The address may hold only lower-case letters a–z, digits and single hyphens between them (sealed-jar-notes).',
    ],
    ['a slug of 101 characters', { slug: 'a'.repeat(101) }, 'slug', 'The address can be at most 100 characters.'],
    ['a slug as a number', { slug: 7 }, 'slug', 'The address must be text.'],
    [
      'a script address as image',
      { imageUrl: 'javascript:alert(1)' },
      'imageUrl',
      'A photo address must be a path on this site (/media/…) or an https:// address.',
    ],
    [
      'a two-line alt text',
      { imageAlt: 'one\ntwo' },
      'imageAlt',
      'The alt text contains characters that are not allowed.',
    ],
    [
      'an unknown category',
      { category: 'Gossip' },
      'category',
      'Choose one of the categories: New Ecosystems, Research Insights, Company News.',
    ],
    [
      'no category',
      { category: undefined },
      'category',
      'Choose one of the categories: New Ecosystems, Research Insights, Company News.',
    ],
    [
      'a date that is not ISO',
      { publishedAt: 'March 5, 2026' },
      'publishedAt',
      'The publication date must be an ISO timestamp (2026-11-28T09:00:00Z).',
    ],
    ['isPublished as text', { isPublished: 'yes' }, 'isPublished', 'isPublished must be true or false.'],
    ['an unknown field', { author: 'Ana' }, undefined, 'Unexpected field "author".'],
  ])(
    'POST and PATCH refuse %s (400 naming the field), store nothing, ask for no publish',
    async (_, change, field, message) => {
      const existing = await create();
      const before = await allRows();
      const publishes = api.publishRequests;
      const body = { ...sealedJarPost, ...change };
      const refusal = { status: 400, body: field === undefined ? { message } : { message, field } };
      expect(await api.call('POST', '/api/posts', body)).toMatchObject(refusal);
      expect(await api.call('PATCH', `/api/posts/${existing.id}`, body)).toMatchObject(refusal);
      expect(await allRows()).toEqual(before);
      expect(api.publishRequests).toBe(publishes);
    },
  );

  it.each([
    ['GET', '/api/admin/posts'],
    ['POST', '/api/posts'],
    ['PATCH', '/api/posts/1'],
    ['DELETE', '/api/posts/1'],
  ])('%s %s answers 401 without a session and changes nothing', async (method, path) => {
    await create();
    const before = await allRows();
    const body = method === 'POST' || method === 'PATCH' ? JSON.stringify(sealedJarPost) : undefined;
    const response = (await callFunction(path, {
      method,
      headers: { origin: sameOrigin, ...(body && { 'content-type': 'application/json' }) },
      body,
    }))!;
    expect(response.status).toBe(401);
    expect(await allRows()).toEqual(before);
  });

  describe('History', () => {
    const historyOf = async (id: number) =>
      ((await api.call('GET', `/api/admin/history?entity=post&id=${id}`)).body as HistoryPage).changes;
    const restore = (change: HistoryChange, body?: unknown) =>
      api.call('POST', `/api/admin/history/${change.id}/restore`, body);

    it('records each write once; a restore brings back the exact row, is itself undoable and publishes', async () => {
      const created = await create({ slug: 'history-of-a-post' });
      const original = await stored(created.id);
      await api.call('PATCH', `/api/posts/${created.id}`, { ...sealedJarPost, title: 'Edited Title' });
      const edited = await stored(created.id);
      await api.call('DELETE', `/api/posts/${created.id}`);
      const [deletion, update, creation] = await historyOf(created.id);
      expect([creation, update, deletion].map((change) => change!.action)).toEqual(['create', 'update', 'delete']);
      expect(update).toMatchObject({
        entity: 'post',
        before: { title: sealedJarPost.title },
        after: { title: 'Edited Title' },
      });
      expect(deletion!.after).toBeNull();

      const recentlyDeleted = (await api.call('GET', '/api/admin/history/deleted')).body.changes as HistoryChange[];
      expect(recentlyDeleted.map((change) => change.id)).toContain(deletion!.id);

      const publishes = api.publishRequests;
      expect((await restore(deletion!)).status).toBe(200);
      expect(await stored(created.id)).toEqual(edited);
      expect(api.publishRequests).toBe(publishes + 1);
      expect(await published()).toContain('history-of-a-post');
      // The edit is no longer the latest change: undone only once the admin confirms.
      expect((await restore(update!)).status).toBe(409);
      expect((await restore(update!, { overwrite: true })).status).toBe(200);
      expect(await stored(created.id)).toEqual(original);
    });

    it('refuses to restore a deleted post whose address another post has taken (409), changing nothing', async () => {
      const gone = await create({ slug: 'wanted-address' });
      await api.call('DELETE', `/api/posts/${gone.id}`);
      const [deletion] = await historyOf(gone.id);
      await create({ slug: 'wanted-address' });
      const before = await allRows();
      expect(await restore(deletion!)).toMatchObject({
        status: 409,
        body: {
          message:
            `Another post now has the address /journal/wanted-address that this version of post ${gone.id} had: ` +
            'give that post another address first, then restore this one.',
        },
      });
      expect(await allRows()).toEqual(before);
    });
  });
});
