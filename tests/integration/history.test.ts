import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PublicSpecies } from '../../src/lib/catalogue/catalogue.ts';
import type { HistoryChange, HistoryPage } from '../../src/lib/admin/history.ts';
import type { Database } from '../../src/server/db/database.ts';
import { readRowSnapshot } from '../../src/server/history/rowSnapshots.ts';
import { usePublisher } from '../../src/server/publish/publisher.ts';
import { recordChange, recordErasure } from '../../src/server/repositories/changeRepository.ts';
import {
  createAdminSessionCookie,
  defaultAdminEmail,
  sameOrigin,
  testAdminPassword,
  useAdminTestContext,
} from './adminSession.ts';
import { callFunction } from './callFunction.ts';
import { formRequest, plainImage } from './imageFixtures.ts';
import { ghostShrimp } from '../support/speciesFixtures.ts';
import { testDatabases } from './testDatabases.ts';

/** The row exactly as Postgres holds it (row_to_json keeps every column and timestamps' microseconds). */
async function exactRow(db: Database, table: string, id: number): Promise<unknown> {
  const { rows } = await sql<{
    row: string;
  }>`select row_to_json(item)::text as row from ${sql.table(table)} as item where id = ${id}`.execute(db);
  return rows[0] && JSON.parse(rows[0].row);
}

describe.each(testDatabases)('history of admin writes on $name', (database) => {
  const context = useAdminTestContext(database);
  const publishRequests: number[] = [];
  let cookie: string;

  beforeEach(async () => {
    usePublisher({
      request: async () => void publishRequests.push(Date.now()),
      state: async () => ({ state: 'live' }),
    });
    publishRequests.length = 0;
    cookie ??= await createAdminSessionCookie(context.db);
  });

  async function call<T = any>(method: string, pathname: string, body?: unknown, as = cookie) {
    const response = (await callFunction(pathname, {
      method,
      headers: {
        cookie: as,
        origin: sameOrigin,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }))!;
    return { status: response.status, body: (await response.json()) as T };
  }

  const historyOf = async (id: number) =>
    (await call<HistoryPage>('GET', `/api/admin/history?entity=species&id=${id}`)).body.changes;
  const changeCount = async () =>
    Number(
      (
        await context.db
          .selectFrom('changes')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  async function uploadPhoto(colour: 'png' | 'webp'): Promise<string> {
    const form = new FormData();
    form.append(
      'image',
      new File([new Uint8Array(await plainImage(colour, 90 + publishRequests.length, 60))], 'photo', {
        type: `image/${colour}`,
      }),
    );
    const upload = await formRequest(form);
    const response = (await callFunction('/api/upload', {
      method: 'POST',
      headers: { ...Object.fromEntries(upload.headers), cookie, origin: sameOrigin },
      body: await upload.arrayBuffer(),
    }))!;
    expect(response.status).toBe(201);
    return ((await response.json()) as { url: string }).url;
  }

  it('records each species write once, in its transaction, with the whole row before and after', async () => {
    const created = await call<PublicSpecies>('POST', '/api/species', {
      ...ghostShrimp,
      photos: ['/media/0123456789abcdef0123456789abcdef.webp'],
      photoAlts: { '/media/0123456789abcdef0123456789abcdef.webp': 'A shrimp_on_moss' },
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    const rowNow = async () => (await readRowSnapshot(context.db, 'species', id))!;

    const [creation, ...none] = await historyOf(id);
    expect(none).toEqual([]);
    expect(creation).toEqual({
      id: expect.any(Number),
      at: expect.any(String),
      actor: defaultAdminEmail,
      entity: 'species',
      entityId: id,
      action: 'create',
      before: null,
      after: await rowNow(),
    });
    // The whole row, as stored: every column, JSON columns with their keys untouched.
    expect(Object.keys(creation!.after!).sort()).toEqual([
      'careInstructions',
      'commonName',
      'createdAt',
      'description',
      'environment',
      'id',
      'isActive',
      'niche',
      'photoAlts',
      'photos',
      'scientificName',
      'status',
      'updateNotes',
      'updatedAt',
    ]);
    expect(creation!.after).toMatchObject({
      commonName: 'Ghost shrimp',
      photoAlts: { '/media/0123456789abcdef0123456789abcdef.webp': 'A shrimp_on_moss' },
    });
    expect(Date.parse(creation!.after!.updatedAt as string)).toBe(Date.parse(created.body.updatedAt));

    const writes: [string, string, unknown, string][] = [
      ['PATCH', `/api/species/${id}`, { ...ghostShrimp, description: 'Eats detritus all day.' }, 'update'],
      [
        'POST',
        `/api/species/${id}/photo`,
        { photoUrl: '/media/fedcba9876543210fedcba9876543210.webp', alt: 'Close-up' },
        'add-photo',
      ],
      ['POST', `/api/species/${id}/update-note`, { note: 'Molted twice.' }, 'add-note'],
    ];
    for (const [method, pathname, body, action] of writes) {
      const previous = (await historyOf(id))[0]!;
      expect((await call(method, pathname, body)).status).toBe(200);
      const [latest, next] = await historyOf(id);
      expect(next).toEqual(previous);
      expect(latest).toMatchObject({ action, actor: defaultAdminEmail, before: previous.after, after: await rowNow() });
      expect(latest!.id).toBeGreaterThan(previous.id);
    }
    expect((await historyOf(id)).map((change) => change.after!.description)).toEqual([
      'Eats detritus all day.',
      'Eats detritus all day.',
      'Eats detritus all day.',
      'A translucent scavenger.',
    ]);

    const beforeDeletion = await rowNow();
    expect((await call('DELETE', `/api/species/${id}`)).status).toBe(200);
    const [deletion] = await historyOf(id);
    expect(deletion).toMatchObject({ action: 'delete', before: beforeDeletion, after: null });
    expect(await historyOf(id)).toHaveLength(5);
    expect(publishRequests).toHaveLength(5);
  });

  it('records nothing for a refused write, and neither the write nor its record when either fails', async () => {
    const { body: species } = await call<PublicSpecies>('POST', '/api/species', ghostShrimp);
    const countBefore = await changeCount();
    const rowBefore = await exactRow(context.db, 'species', species.id);
    expect((await call('PATCH', '/api/species/987654', ghostShrimp)).status).toBe(404);
    expect((await call('DELETE', '/api/species/987654')).status).toBe(404);
    expect((await call('POST', '/api/species/987654/photo', { photoUrl: '/media/x.webp' })).status).toBe(404);
    expect((await call('PATCH', `/api/species/${species.id}`, { ...ghostShrimp, environment: 'Moon' })).status).toBe(
      400,
    );

    expect(await changeCount()).toBe(countBefore);

    // The write fails inside the transaction: nothing is recorded.
    await sql`alter table species add constraint refuse_doomed check (description <> 'doomed') not valid`.execute(
      context.db,
    );
    try {
      expect(
        (await call('PATCH', `/api/species/${species.id}`, { ...ghostShrimp, description: 'doomed' })).status,
      ).toBe(500);
    } finally {
      await sql`alter table species drop constraint refuse_doomed`.execute(context.db);
    }
    expect(await changeCount()).toBe(countBefore);
    // The record fails: the write it would have recorded is undone with it.
    await sql`alter table changes add constraint refuse_updates check (action <> 'update') not valid`.execute(
      context.db,
    );
    try {
      expect(
        (await call('PATCH', `/api/species/${species.id}`, { ...ghostShrimp, description: 'Never stored.' })).status,
      ).toBe(500);
    } finally {
      await sql`alter table changes drop constraint refuse_updates`.execute(context.db);
    }
    expect(await exactRow(context.db, 'species', species.id)).toEqual(rowBefore);
    expect(await changeCount()).toBe(countBefore);
    expect(publishRequests).toHaveLength(1);
  });

  it('names the password portal with the client address its session signed in from', async () => {
    const signIn = (await callFunction(
      '/api/auth/password',
      {
        method: 'POST',
        headers: { origin: sameOrigin, 'content-type': 'application/json' },
        body: JSON.stringify({ password: testAdminPassword }),
      },
      { ip: '203.0.113.7' },
    ))!;
    expect(signIn.status).toBe(200);
    const portalCookie = signIn.headers.getSetCookie()[0]!.split(';')[0]!;
    const { body: species } = await call<PublicSpecies>('POST', '/api/species', ghostShrimp, portalCookie);
    expect((await historyOf(species.id))[0]!.actor).toBe('password portal (203.0.113.7)');
    const byPortal = (await call<HistoryPage>('GET', '/api/admin/history?actor=PASSWORD%20Portal')).body.changes;
    expect(byPortal.map((change) => change.entityId)).toEqual([species.id]);
  });

  it('restores an earlier version exactly, as a recorded change of its own, and asks for a publish', async () => {
    const { body: species } = await call<PublicSpecies>('POST', '/api/species', {
      ...ghostShrimp,
      careInstructions: 'Cool water.',
    });
    const original = await exactRow(context.db, 'species', species.id);
    await call('PATCH', `/api/species/${species.id}`, { ...ghostShrimp, description: 'Overwritten by mistake.' });
    const edited = await readRowSnapshot(context.db, 'species', species.id);
    const [edit] = await historyOf(species.id);
    publishRequests.length = 0;

    const restored = await call<HistoryChange>('POST', `/api/admin/history/${edit!.id}/restore`);
    expect(restored.status).toBe(200);
    expect(await exactRow(context.db, 'species', species.id)).toEqual(original);
    expect(restored.body).toMatchObject({
      action: 'restore',
      entity: 'species',
      entityId: species.id,
      actor: defaultAdminEmail,
      before: edited,
      after: edit!.before,
    });
    expect((await historyOf(species.id))[0]).toEqual(restored.body);
    expect(publishRequests).toHaveLength(1);
    const publicCopy = (await (await callFunction(`/api/species/${species.id}`))!.json()) as PublicSpecies;
    expect(publicCopy.description).toBe('A translucent scavenger.');

    // Already in that state: nothing to undo, nothing recorded.
    const again = await call('POST', `/api/admin/history/${edit!.id}/restore`);
    expect(again).toEqual({
      status: 409,
      body: { message: `Nothing to restore: species ${species.id} is already as it was before this change.` },
    });
    expect(await historyOf(species.id)).toHaveLength(3);
    expect((await call('POST', '/api/admin/history/987654/restore')).status).toBe(404);
    expect((await call('POST', '/api/admin/history/abc/restore')).status).toBe(400);
  });

  it('lists a deleted species as recently deleted, its media kept, and restores it whole, same id', async () => {
    const [photo, notePhoto] = [await uploadPhoto('png'), await uploadPhoto('webp')];
    const { body: species } = await call<PublicSpecies>('POST', '/api/species', {
      ...ghostShrimp,
      photos: [photo],
      photoAlts: { [photo]: 'On moss' },
    });
    await call('POST', `/api/species/${species.id}/update-note`, {
      note: 'Berried female.',
      photos: [notePhoto],
      photoAlts: { [notePhoto]: 'Eggs under the tail' },
    });
    const beforeDeletion = await exactRow(context.db, 'species', species.id);
    expect((await call('DELETE', `/api/species/${species.id}`)).status).toBe(200);
    expect((await callFunction(`/api/species/${species.id}`))!.status).toBe(404);

    const deleted = (await call<{ changes: HistoryChange[] }>('GET', '/api/admin/history/deleted')).body.changes;
    const deletion = deleted.find((change) => change.entityId === species.id)!;
    expect(deletion).toMatchObject({
      entity: 'species',
      action: 'delete',
      after: null,
      before: { id: species.id, photos: [photo] },
    });
    // The deleted item's media stay: its restore needs them.
    for (const url of [photo, notePhoto]) expect((await callFunction(url))!.status).toBe(200);

    publishRequests.length = 0;
    expect((await call('POST', `/api/admin/history/${deletion.id}/restore`)).status).toBe(200);
    expect(await exactRow(context.db, 'species', species.id)).toEqual(beforeDeletion);
    expect(publishRequests).toHaveLength(1);
    const back = (await (await callFunction(`/api/species/${species.id}`))!.json()) as PublicSpecies;
    expect(back).toMatchObject({
      id: species.id,
      photos: [photo],
      photoAlts: { [photo]: 'On moss', [notePhoto]: 'Eggs under the tail' },
      updateNotes: [{ note: 'Berried female.', photos: [notePhoto] }],
    });
    const stillDeleted = (await call<{ changes: HistoryChange[] }>('GET', '/api/admin/history/deleted')).body.changes;
    expect(stillDeleted.some((change) => change.entityId === species.id)).toBe(false);
    // Later ids are unaffected: the next species gets a new id.
    expect((await call<PublicSpecies>('POST', '/api/species', ghostShrimp)).body.id).toBeGreaterThan(species.id);
  });

  it('lists a deletion as recently deleted for 30 days, and no longer after', async () => {
    const { body: species } = await call<PublicSpecies>('POST', '/api/species', ghostShrimp);
    expect((await call('DELETE', `/api/species/${species.id}`)).status).toBe(200);
    const [deletion] = (await historyOf(species.id)).filter((change) => change.action === 'delete');
    const listedAfter = async (days: number) => {
      const at = new Date(Date.now() - days * 24 * 60 * 60 * 1000);
      await context.db.updateTable('changes').set({ at }).where('id', '=', deletion!.id).execute();
      const deleted = (await call<{ changes: HistoryChange[] }>('GET', '/api/admin/history/deleted')).body.changes;
      return deleted.some((change) => change.id === deletion!.id);
    };
    expect(await listedAfter(29.9)).toBe(true);
    expect(await listedAfter(30.1)).toBe(false);
  });

  it('undoes a creation by removing the item, and that undo can be undone too', async () => {
    const { body: species } = await call<PublicSpecies>('POST', '/api/species', ghostShrimp);
    const created = await exactRow(context.db, 'species', species.id);
    const [creation] = await historyOf(species.id);
    const undo = await call<HistoryChange>('POST', `/api/admin/history/${creation!.id}/restore`);
    expect(undo.body).toMatchObject({ action: 'restore', after: null, before: creation!.after });
    expect(await exactRow(context.db, 'species', species.id)).toBeUndefined();
    const deleted = (await call<{ changes: HistoryChange[] }>('GET', '/api/admin/history/deleted')).body.changes;
    expect(deleted.find((change) => change.entityId === species.id)?.id).toBe(undo.body.id);
    expect((await call('POST', `/api/admin/history/${undo.body.id}/restore`)).status).toBe(200);
    expect(await exactRow(context.db, 'species', species.id)).toEqual(created);
  });

  it('pages newest first with the before cursor, and filters by entity, id and actor', async () => {
    const { body: species } = await call<PublicSpecies>('POST', '/api/species', ghostShrimp);
    for (const description of ['One.', 'Two.', 'Three.'])
      await call('PATCH', `/api/species/${species.id}`, { ...ghostShrimp, description });
    const all = await historyOf(species.id);
    expect(all.map((change) => change.action)).toEqual(['update', 'update', 'update', 'create']);

    const first = (await call<HistoryPage>('GET', `/api/admin/history?entity=species&id=${species.id}&limit=3`)).body;
    expect(first.changes).toEqual(all.slice(0, 3));
    expect(first.nextBefore).toBe(all[2]!.id);
    const second = (
      await call<HistoryPage>(
        'GET',
        `/api/admin/history?entity=species&id=${species.id}&limit=3&before=${first.nextBefore}`,
      )
    ).body;
    expect(second).toEqual({ changes: all.slice(3), nextBefore: null });

    const newest = (await call<HistoryPage>('GET', '/api/admin/history')).body.changes;
    expect((await call<HistoryPage>('GET', '/api/admin/history?entity=&id=&actor=&before=')).body.changes).toEqual(
      newest,
    );
    expect(newest.map((change) => change.id)).toEqual([...newest.map((change) => change.id)].sort((a, b) => b - a));
    expect(newest[0]).toEqual(all[0]);
    expect((await call<HistoryPage>('GET', '/api/admin/history?entity=biome')).body.changes).toEqual([]);
    expect(
      (
        await call<HistoryPage>(
          `GET`,
          `/api/admin/history?actor=${encodeURIComponent('ADMIN@closedbiomes')}&entity=species&id=${species.id}`,
        )
      ).body.changes,
    ).toHaveLength(4);
    expect((await call<HistoryPage>('GET', '/api/admin/history?actor=nobody@example.org')).body.changes).toEqual([]);

    // Each bad parameter is named; a parameter nobody asked for is refused as a whole.
    for (const [query, field] of [
      ['entity=dragons', 'entity'],
      ['id=0', 'id'],
      ['before=-1', 'before'],
      ['limit=201', 'limit'],
      ['colour=red', undefined],
    ] as const) {
      const refused = await call('GET', `/api/admin/history?${query}`);
      expect(refused.status, query).toBe(400);
      expect(refused.body, query).toEqual(
        field ? { message: expect.any(String), field } : { message: expect.any(String) },
      );
    }
  });

  it('refuses (409) to restore an erased message; lists no subscriber or message as recently deleted', async () => {
    const subscriber = await context.db
      .insertInto('subscribers')
      .values({ email: 'gone@example.org' })
      .returningAll()
      .executeTakeFirstOrThrow();
    const message = await context.db
      .insertInto('contactMessages')
      .values({ name: 'Ana', email: 'ana@example.org', subject: 'Hello', message: 'A question.' })
      .returningAll()
      .executeTakeFirstOrThrow();
    expect((await call('PATCH', `/api/subscribers/${subscriber.id}`, { isActive: false })).status).toBe(200);
    const messageDelete = await callFunction(`/api/admin/messages/${message.id}`, {
      method: 'DELETE',
      headers: { cookie, origin: sameOrigin },
    });
    expect(messageDelete!.status).toBe(204);
    const [messageDeletion] = (await call<HistoryPage>('GET', `/api/admin/history?entity=message&id=${message.id}`))
      .body.changes;
    expect(messageDeletion).toMatchObject({ action: 'erase', before: null, after: null });
    const countBefore = await changeCount();

    expect(await call('POST', `/api/admin/history/${messageDeletion!.id}/restore`)).toEqual({
      status: 409,
      body: { message: `Message ${message.id} was erased: nothing of it was kept, so it cannot be restored.` },
    });
    expect(await exactRow(context.db, 'contact_messages', message.id)).toBeUndefined();
    expect((await exactRow(context.db, 'subscribers', subscriber.id)) as object).toMatchObject({ is_active: false });
    expect(await changeCount()).toBe(countBefore);
    const deleted = (await call<{ changes: HistoryChange[] }>('GET', '/api/admin/history/deleted')).body.changes;
    expect(
      deleted.map((change) => change.entity).filter((entity) => !['species', 'biome', 'resource'].includes(entity)),
    ).toEqual([]);
    expect(deleted.some((change) => change.id === messageDeletion!.id)).toBe(false);
  });

  it('keeps nothing of an erased subscriber but "subscriber {id} erased", which cannot be restored', async () => {
    const subscriber = await context.db
      .insertInto('subscribers')
      .values({ email: 'erase-me@example.org' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = (await readRowSnapshot(context.db, 'subscriber', subscriber.id))!;
    await context.db.transaction().execute(async (trx) => {
      await trx.updateTable('subscribers').set({ isActive: false }).where('id', '=', subscriber.id).execute();
      await recordChange(trx, {
        actor: defaultAdminEmail,
        entity: 'subscriber',
        entityId: subscriber.id,
        action: 'update',
        before: row,
        after: { ...row, isActive: false },
      });
    });
    const erasure = await context.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('subscribers').where('id', '=', subscriber.id).execute();
      return recordErasure(trx, defaultAdminEmail, 'subscriber', subscriber.id);
    });
    expect(await call<HistoryPage>('GET', `/api/admin/history?entity=subscriber&id=${subscriber.id}`)).toEqual({
      status: 200,
      body: {
        changes: [
          {
            id: erasure.id,
            at: erasure.at,
            actor: defaultAdminEmail,
            entity: 'subscriber',
            entityId: subscriber.id,
            action: 'erase',
            before: null,
            after: null,
          },
        ],
        nextBefore: null,
      },
    });
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from changes where changes::text like '%erase-me%'`.execute(context.db);
    expect(rows[0]!.n).toBe(0);
    const refused = await call('POST', `/api/admin/history/${erasure.id}/restore`);
    expect(refused).toEqual({
      status: 409,
      body: { message: `Subscriber ${subscriber.id} was erased: nothing of it was kept, so it cannot be restored.` },
    });
    const deleted = (await call<{ changes: HistoryChange[] }>('GET', '/api/admin/history/deleted')).body.changes;
    expect(deleted.some((change) => change.entity === 'subscriber' && change.entityId === subscriber.id)).toBe(false);
  });
});
