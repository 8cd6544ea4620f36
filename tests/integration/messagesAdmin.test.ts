import { describe, expect, it, vi } from 'vitest';
import { sweepExpiredMessages } from '../../src/server/contact/contactHandler.ts';
import { useAdminApiContext } from './adminApiContext.ts';
import { testDatabases } from './testDatabases.ts';

const message = {
  name: 'Ana Silva',
  email: 'ana@example.org',
  subject: 'Shipping to Lisbon',
  message: 'Do you ship sealed biomes to Portugal?',
};

describe.each(testDatabases)('contact inbox API on $name', (database) => {
  const api = useAdminApiContext(database);

  async function store(fields: Partial<typeof message> & { createdAt?: string; isRead?: boolean }) {
    return api.db
      .insertInto('contactMessages')
      .values({ ...message, ...fields })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async function clearInbox() {
    await api.db.deleteFrom('contactMessages').execute();
  }

  it('GET /api/admin/messages lists every message newest first, with the counts of all and unread ones', async () => {
    await clearInbox();
    const older = await store({ subject: 'Older', createdAt: '2026-10-01T09:00:00.000Z', isRead: true });
    const newer = await store({ subject: 'Newer', createdAt: '2026-11-01T09:00:00.000Z' });
    const { status, body, response } = await api.call('GET', '/api/admin/messages');
    expect(status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(body).toEqual({
      messages: [
        { ...message, id: newer.id, subject: 'Newer', createdAt: '2026-11-01T09:00:00.000Z', isRead: false },
        { ...message, id: older.id, subject: 'Older', createdAt: '2026-10-01T09:00:00.000Z', isRead: true },
      ],
      counts: { total: 2, unread: 1 },
    });
    expect((await api.call('GET', '/api/admin/messages/counts')).body).toEqual({ total: 2, unread: 1 });
  });

  it('?q= searches name, e-mail, subject and message, ignoring case; counts stay the whole inbox’s', async () => {
    await clearInbox();
    const rows = await Promise.all([
      store({ name: 'Bruno Costa', email: 'bruno@example.org', subject: 'A', message: 'Hello.' }),
      store({ name: 'C', email: 'carla@moss.example', subject: 'B', message: 'Hello.' }),
      store({ name: 'D', email: 'd@example.org', subject: 'Order 100% late', message: 'Hello.' }),
      store({ name: 'E', email: 'e@example.org', subject: 'C', message: 'My hornwort turned BROWN.' }),
    ]);
    const search = async (q: string) => {
      const { status, body } = await api.call('GET', `/api/admin/messages?q=${encodeURIComponent(q)}`);
      expect(status).toBe(200);
      expect(body.counts).toEqual({ total: 4, unread: 4 });
      return body.messages.map((found: { id: number }) => found.id);
    };
    expect(await search('bruno COSTA')).toEqual([rows[0].id]);
    expect(await search('@MOSS.')).toEqual([rows[1].id]);
    expect(await search('100%')).toEqual([rows[2].id]);
    expect(await search('10_%')).toEqual([]);
    expect(await search('brown')).toEqual([rows[3].id]);
    expect(await search('  ')).toHaveLength(4);
  });

  it('refuses a search with control characters or over 200 characters (400)', async () => {
    expect(await api.call('GET', '/api/admin/messages?q=a%00b')).toMatchObject({
      status: 400,
      body: { message: 'The search contains characters that are not allowed.' },
    });
    expect(await api.call('GET', `/api/admin/messages?q=${'a'.repeat(201)}`)).toMatchObject({
      status: 400,
      body: { message: 'The search can be at most 200 characters.' },
    });
  });

  it('never lists or counts a message past the privacy page’s 24 months; the listing sweeps it away', async () => {
    await clearInbox();
    const expiredAt = new Date();
    expiredAt.setUTCMonth(expiredAt.getUTCMonth() - 24);
    expiredAt.setUTCDate(expiredAt.getUTCDate() - 1);
    await store({ subject: 'Expired', createdAt: expiredAt.toISOString() });
    const young = await store({ subject: 'Young' });
    // Two hours on, past the hourly guard of the sweep that the earlier listings already ran.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2 * 3600_000 });
    try {
      const { body } = await api.call('GET', '/api/admin/messages');
      expect(body).toEqual({ messages: [expect.objectContaining({ id: young.id })], counts: { total: 1, unread: 1 } });
    } finally {
      vi.useRealTimers();
    }
    expect(await api.db.selectFrom('contactMessages').select('subject').execute()).toEqual([{ subject: 'Young' }]);
  });

  it('an expired message is swept with the history records holding its rows; younger ones keep theirs', async () => {
    await clearInbox();
    const expiredAt = new Date();
    expiredAt.setUTCMonth(expiredAt.getUTCMonth() - 24);
    expiredAt.setUTCDate(expiredAt.getUTCDate() - 1);
    const expiredRead = await store({ subject: 'Expired, read', createdAt: expiredAt.toISOString() });
    const expiredDeleted = await store({ subject: 'Expired, deleted', createdAt: expiredAt.toISOString() });
    const young = await store({ subject: 'Young' });
    for (const row of [expiredRead, young]) {
      expect((await api.call('PATCH', `/api/admin/messages/${row.id}`, { isRead: true })).status).toBe(200);
    }
    expect((await api.call('DELETE', `/api/admin/messages/${expiredDeleted.id}`)).status).toBe(204);
    const messageChanges = () =>
      api.db
        .selectFrom('changes')
        .select('entityId')
        .where('entity', '=', 'message')
        .where('entityId', 'in', [expiredRead.id, expiredDeleted.id, young.id])
        .orderBy('id')
        .execute();
    expect(await messageChanges()).toHaveLength(3);

    // Five hours on, past the hourly guard of the sweeps that the earlier listings already ran.
    expect(await sweepExpiredMessages(api.db, new Date(Date.now() + 5 * 3600_000))).toBe(1);
    // A deleted message's record was erased when it was deleted: it holds nothing of the message.
    expect(await messageChanges()).toEqual([{ entityId: young.id }, { entityId: expiredDeleted.id }]);
  });

  it('hides a message past its retention even before the hourly sweep is due again', async () => {
    await clearInbox();
    await api.call('GET', '/api/admin/messages');
    const expiredAt = new Date();
    expiredAt.setUTCMonth(expiredAt.getUTCMonth() - 24);
    await store({ subject: 'Just expired', createdAt: new Date(expiredAt.getTime() - 60_000).toISOString() });
    expect((await api.call('GET', '/api/admin/messages')).body).toEqual({
      messages: [],
      counts: { total: 0, unread: 0 },
    });
    expect((await api.call('GET', '/api/admin/messages/counts')).body).toEqual({ total: 0, unread: 0 });
  });

  it('PATCH /api/admin/messages/{id} {isRead} marks it read and unread again, and asks for no publish', async () => {
    const row = await store({ subject: 'To read' });
    const read = await api.call('PATCH', `/api/admin/messages/${row.id}`, { isRead: true });
    expect(read).toMatchObject({
      status: 200,
      body: { id: row.id, subject: 'To read', isRead: true, createdAt: row.createdAt.toISOString() },
    });
    expect(
      (await api.db.selectFrom('contactMessages').select('isRead').where('id', '=', row.id).executeTakeFirst())?.isRead,
    ).toBe(true);
    expect((await api.call('PATCH', `/api/admin/messages/${row.id}`, { isRead: false })).body.isRead).toBe(false);
    expect(
      (await api.db.selectFrom('contactMessages').select('isRead').where('id', '=', row.id).executeTakeFirst())?.isRead,
    ).toBe(false);
    expect(api.publishRequests).toBe(0);
  });

  it.each([
    ['isRead as text', { isRead: 'yes' }, 'isRead must be true or false.'],
    ['no isRead', {}, 'isRead must be true or false.'],
    ['another field', { isRead: true, subject: 'Changed' }, 'Unexpected field "subject".'],
    ['a list', [true], 'The request body must be a JSON object.'],
  ])('PATCH refuses %s (400) and changes nothing', async (_name, body, expected) => {
    const row = await store({ subject: 'Unchanged' });
    expect(await api.call('PATCH', `/api/admin/messages/${row.id}`, body)).toMatchObject({
      status: 400,
      body: { message: expected },
    });
    expect(await api.db.selectFrom('contactMessages').selectAll().where('id', '=', row.id).executeTakeFirst()).toEqual(
      row,
    );
  });

  it('PATCH and DELETE answer 404 for an unknown message and 400 for a malformed id', async () => {
    expect(await api.call('PATCH', '/api/admin/messages/999999', { isRead: true })).toMatchObject({
      status: 404,
      body: { message: 'Message not found; it may have been deleted.' },
    });
    expect((await api.call('DELETE', '/api/admin/messages/999999')).status).toBe(404);
    expect(await api.call('DELETE', '/api/admin/messages/abc')).toMatchObject({
      status: 400,
      body: { message: 'Invalid message id "abc": it must be a positive whole number.' },
    });
  });

  it('DELETE /api/admin/messages/{id} removes the message (204); a second delete is a 404', async () => {
    const row = await store({ subject: 'To delete' });
    const other = await store({ subject: 'To keep' });
    const { status, body } = await api.call('DELETE', `/api/admin/messages/${row.id}`);
    expect(status).toBe(204);
    expect(body).toBe('');
    const left = await api.db
      .selectFrom('contactMessages')
      .select('id')
      .where('id', 'in', [row.id, other.id])
      .execute();
    expect(left).toEqual([{ id: other.id }]);
    expect((await api.call('DELETE', `/api/admin/messages/${row.id}`)).status).toBe(404);
    expect(api.publishRequests).toBe(0);
  });
});
