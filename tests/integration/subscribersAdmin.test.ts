import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { deactivateSubscriber } from '../../src/server/repositories/subscriberRepository.ts';
import { useAdminApiContext } from './adminApiContext.ts';
import { callFunction, settleBackgroundWork } from './callFunction.ts';
import { testDatabases } from './testDatabases.ts';

describe.each(testDatabases)('subscribers admin API on $name', (database) => {
  const api = useAdminApiContext(database);
  let nextClient = 1;

  beforeAll(() => {
    // Mail goes to DATA_DIR/outbox, where erasure must find it.
    delete process.env.RESEND_API_KEY;
  });

  /** Subscribes through the public form, as a visitor would (each from an address of its own). */
  async function subscribe(email: string): Promise<number> {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const response = await callFunction(
      '/api/newsletter/subscribe',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) },
      { ip: `192.0.2.${nextClient++}` },
    );
    expect(response!.status).toBe(200);
    await settleBackgroundWork();
    vi.restoreAllMocks();
    return (await api.db.selectFrom('subscribers').select('id').where('email', '=', email).executeTakeFirstOrThrow())
      .id;
  }

  const outboxFiles = () => {
    const outbox = path.join(api.dataDir, 'outbox');
    return fs.existsSync(outbox) ? fs.readdirSync(outbox) : [];
  };
  const welcomeFilesOf = (id: number) => outboxFiles().filter((file) => file.includes(`-welcome-${id}-`));
  const stored = (id: number) => api.db.selectFrom('subscribers').selectAll().where('id', '=', id).executeTakeFirst();

  it('GET /api/subscribers?q= keeps the addresses containing the search, ignoring case', async () => {
    const fern = await subscribe('fern.lover@example.org');
    const moss = await subscribe('moss@garden.example');
    const ids = async (q: string) =>
      ((await api.call('GET', `/api/subscribers?q=${encodeURIComponent(q)}`)).body as { id: number }[]).map(
        (row) => row.id,
      );
    expect(await ids('FERN')).toEqual([fern]);
    expect(await ids('garden.EXAMPLE')).toEqual([moss]);
    expect(await ids('nobody')).toEqual([]);
    expect(await ids('')).toEqual(expect.arrayContaining([fern, moss]));
    expect(await api.call('GET', '/api/subscribers?q=%07')).toMatchObject({
      status: 400,
      body: { message: 'The search contains characters that are not allowed.' },
    });
  });

  it('PATCH /api/subscribers/{id} {isActive: false} unsubscribes; the counts follow', async () => {
    const id = await subscribe('leaving@example.org');
    const before = (await api.call('GET', '/api/admin/subscribers/counts')).body;
    const { status, body } = await api.call('PATCH', `/api/subscribers/${id}`, { isActive: false });
    expect(status).toBe(200);
    expect(body).toEqual({
      id,
      lastIssue: null,
      email: 'leaving@example.org',
      subscribedAt: expect.any(String),
      isActive: false,
      unsubscribeReason: 'admin',
    });
    expect((await stored(id))?.isActive).toBe(false);
    expect((await api.call('GET', '/api/admin/subscribers/counts')).body).toEqual({
      active: before.active - 1,
      unsubscribed: before.unsubscribed + 1,
    });
    // Twice is fine.
    expect((await api.call('PATCH', `/api/subscribers/${id}`, { isActive: false })).status).toBe(200);
    expect(api.publishRequests).toBe(0);
  });

  it('records why an address became inactive: kept by later unsubscribes, cleared by a new subscription', async () => {
    const email = 'reasons@example.org';
    const id = await subscribe(email);
    expect((await stored(id))?.unsubscribeReason).toBeNull();
    await deactivateSubscriber(api.db, id);
    expect((await stored(id))?.unsubscribeReason).toBe('owner');
    // The admin unsubscribing an address already gone does not change why it went.
    expect((await api.call('PATCH', `/api/subscribers/${id}`, { isActive: false })).body.unsubscribeReason).toBe(
      'owner',
    );
    await subscribe(email);
    expect(await stored(id)).toMatchObject({ isActive: true, unsubscribeReason: null });
    expect((await api.call('PATCH', `/api/subscribers/${id}`, { isActive: false })).body.unsubscribeReason).toBe(
      'admin',
    );
    const listed = (await api.call('GET', `/api/subscribers?q=${email}`)).body;
    expect(listed).toEqual([expect.objectContaining({ id, isActive: false, unsubscribeReason: 'admin' })]);
  });

  it('PATCH {isActive: true} undoes an unsubscribe made here, recorded in History, which restores it too', async () => {
    const id = await subscribe('coming.back@example.org');
    const original = await stored(id);
    expect((await api.call('PATCH', `/api/subscribers/${id}`, { isActive: false })).status).toBe(200);
    const resubscribed = await api.call('PATCH', `/api/subscribers/${id}`, { isActive: true });
    expect(resubscribed).toMatchObject({ status: 200, body: { id, isActive: true } });
    expect(await stored(id)).toEqual(original);
    const history = async () => (await api.call('GET', `/api/admin/history?entity=subscriber&id=${id}`)).body.changes;
    expect((await history()).map((change: { action: string }) => change.action)).toEqual(['restore', 'update']);

    expect((await api.call('PATCH', `/api/subscribers/${id}`, { isActive: false })).status).toBe(200);
    const [unsubscribe] = await history();
    expect((await api.call('POST', `/api/admin/history/${unsubscribe.id}/restore`)).status).toBe(200);
    expect(await stored(id)).toEqual(original);
  });

  it('PATCH {isActive: true} refuses (409) anyone not unsubscribed here, or who acted since', async () => {
    const own = await subscribe('left.on.their.own@example.org');
    await deactivateSubscriber(api.db, own);
    expect(await api.call('PATCH', `/api/subscribers/${own}`, { isActive: true })).toMatchObject({
      status: 409,
      body: {
        message:
          `Subscriber ${own} was not unsubscribed here, so there is nothing to undo: ` +
          'people subscribe again themselves.',
      },
    });
    expect((await stored(own))?.isActive).toBe(false);

    const email = 'changed.their.mind@example.org';
    const id = await subscribe(email);
    expect((await api.call('PATCH', `/api/subscribers/${id}`, { isActive: false })).status).toBe(200);
    await subscribe(email);
    await deactivateSubscriber(api.db, id);
    const before = await stored(id);
    const refused = await api.call('PATCH', `/api/subscribers/${id}`, { isActive: true });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^Subscriber \d+ changed since/);
    expect(await stored(id)).toEqual(before);
    expect((await api.call('PATCH', '/api/subscribers/987654', { isActive: true })).status).toBe(404);
  });

  it('PATCH {isActive: true} refuses (409) once the owner also unsubscribed through their own link', async () => {
    const id = await subscribe('really.leaving@example.org');
    expect((await api.call('PATCH', `/api/subscribers/${id}`, { isActive: false })).status).toBe(200);
    // Already inactive, so only the owner's own opt-out tells this apart from the admin's unsubscribe.
    await deactivateSubscriber(api.db, id);
    const refused = await api.call('PATCH', `/api/subscribers/${id}`, { isActive: true });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^Subscriber \d+ changed since/);
    expect((await stored(id))?.isActive).toBe(false);
  });

  it('GET /api/admin/subscribers/counts counts active and unsubscribed subscribers', async () => {
    const rows = await api.db.selectFrom('subscribers').select('isActive').execute();
    expect((await api.call('GET', '/api/admin/subscribers/counts')).body).toEqual({
      active: rows.filter((row) => row.isActive).length,
      unsubscribed: rows.filter((row) => !row.isActive).length,
    });
  });

  it.each([
    ['another field', { isActive: false, email: 'x@example.org' }, 'Unexpected field "email".'],
    ['an empty object', {}, 'Send {"isActive": false} to unsubscribe, or {"isActive": true} to undo an unsubscribe.'],
  ])('PATCH refuses %s (400) and changes nothing', async (_name, body, message) => {
    const id = await subscribe(`refused-${nextClient}@example.org`);
    const before = await stored(id);
    expect(await api.call('PATCH', `/api/subscribers/${id}`, body)).toMatchObject({ status: 400, body: { message } });
    expect(await stored(id)).toEqual(before);
  });

  it('DELETE /api/subscribers/{id} erases the row and its welcome in the outbox, nobody else’s (204)', async () => {
    const erased = await subscribe('erase.me@example.org');
    const kept = await subscribe('keep.me@example.org');
    expect(welcomeFilesOf(erased)).toHaveLength(2);
    expect(welcomeFilesOf(kept)).toHaveLength(2);
    const { status, body } = await api.call('DELETE', `/api/subscribers/${erased}`);
    expect(status).toBe(204);
    expect(body).toBe('');
    expect(await stored(erased)).toBeUndefined();
    expect(welcomeFilesOf(erased)).toEqual([]);
    expect(
      outboxFiles().some((file) =>
        fs.readFileSync(path.join(api.dataDir, 'outbox', file), 'utf8').includes('erase.me@example.org'),
      ),
    ).toBe(false);
    expect(welcomeFilesOf(kept)).toHaveLength(2);
    expect(await stored(kept)).toBeDefined();
    expect((await api.call('DELETE', `/api/subscribers/${erased}`)).status).toBe(404);
  });

  it('an erasure whose outbox mail cannot be removed erases nothing (500); a retry erases it all (204)', async () => {
    const id = await subscribe('stuck.mail@example.org');
    // A directory under a welcome mail's name is one thing the outbox clean-up cannot remove.
    const stuck = path.join(api.dataDir, 'outbox', `2026-01-01T00-00-00-000Z-welcome-${id}-abcdef.json`);
    fs.mkdirSync(stuck);
    fs.writeFileSync(path.join(stuck, 'inside'), '');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect((await api.call('DELETE', `/api/subscribers/${id}`)).status).toBe(500);
    } finally {
      errors.mockRestore();
    }
    expect(await stored(id)).toMatchObject({ email: 'stuck.mail@example.org' });
    const history = await api.call('GET', `/api/admin/history?entity=subscriber&id=${id}`);
    expect(history.body.changes).toEqual([]);

    fs.rmSync(stuck, { recursive: true });
    expect((await api.call('DELETE', `/api/subscribers/${id}`)).status).toBe(204);
    expect(await stored(id)).toBeUndefined();
    expect(welcomeFilesOf(id)).toEqual([]);
  });

  it('PATCH and DELETE answer 404 for an unknown subscriber and 400 for a malformed id', async () => {
    expect(await api.call('PATCH', '/api/subscribers/999999', { isActive: false })).toMatchObject({
      status: 404,
      body: { message: 'Subscriber not found; they may have been erased.' },
    });
    expect((await api.call('DELETE', '/api/subscribers/999999')).status).toBe(404);
    expect(await api.call('DELETE', '/api/subscribers/0')).toMatchObject({
      status: 400,
      body: { message: 'Invalid subscriber id "0": it must be a positive whole number.' },
    });
  });
});
