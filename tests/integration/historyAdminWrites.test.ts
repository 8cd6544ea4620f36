import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { HistoryChange, HistoryEntity, HistoryPage } from '../../src/lib/admin/history.ts';
import type { Database } from '../../src/server/db/database.ts';
import { writeToOutbox } from '../../src/server/mail/outbox.ts';
import { readRowSnapshot } from '../../src/server/history/rowSnapshots.ts';
import { useAdminApiContext } from './adminApiContext.ts';
import { defaultAdminEmail } from './adminSession.ts';
import { cloudForestBiome, mossGuideResource } from './catalogueAdminFixtures.ts';
import { testDatabases } from './testDatabases.ts';

/** The row exactly as Postgres holds it (row_to_json keeps every column and timestamps' microseconds). */
async function exactRow(db: Database, table: string, id: number): Promise<unknown> {
  const { rows } = await sql<{ row: string }>`
    select row_to_json(item)::text as row from ${sql.table(table)} as item where id = ${id}`.execute(db);
  return rows[0] && JSON.parse(rows[0].row);
}

describe.each(testDatabases)('history of the biome, resource, subscriber and message writes on $name', (database) => {
  const api = useAdminApiContext(database);

  const historyOf = async (entity: HistoryEntity, id: number) =>
    ((await api.call('GET', `/api/admin/history?entity=${entity}&id=${id}`)).body as HistoryPage).changes;
  const snapshot = async (entity: HistoryEntity, id: number) => (await readRowSnapshot(api.db, entity, id)) ?? null;

  /** Runs a write and checks it recorded exactly one change, by this admin, with the rows before and after. */
  async function expectOneRecordedChange(
    entity: HistoryEntity,
    id: number,
    action: string,
    write: () => Promise<{ status: number }>,
    status: number,
  ): Promise<HistoryChange> {
    const before = await snapshot(entity, id);
    const earlier = await historyOf(entity, id);
    expect((await write()).status).toBe(status);
    const [latest, ...rest] = await historyOf(entity, id);
    expect(rest).toEqual(earlier);
    expect(latest).toMatchObject({
      actor: defaultAdminEmail,
      entity,
      entityId: id,
      action,
      before,
    });
    expect(latest!.after).toEqual(await snapshot(entity, id));
    return latest!;
  }

  for (const [entity, table, path, fields, edit] of [
    ['biome', 'biomes', '/api/biomes', cloudForestBiome, { description: 'Mist every morning, moss everywhere.' }],
    ['resource', 'resources', '/api/resources', mossGuideResource, { description: 'Now with a chapter on ferns.' }],
  ] as const) {
    it(`records each ${entity} write once; a restore brings back the exact row and asks for a publish`, async () => {
      const created = await api.call('POST', path, fields);
      expect(created.status).toBe(201);
      const id = created.body.id as number;
      const [creation, ...none] = await historyOf(entity, id);
      expect(none).toEqual([]);
      expect(creation).toMatchObject({
        actor: defaultAdminEmail,
        action: 'create',
        before: null,
      });
      expect(creation!.after).toEqual(await snapshot(entity, id));

      const original = await exactRow(api.db, table, id);
      const update = await expectOneRecordedChange(
        entity,
        id,
        'update',
        () => api.call('PATCH', `${path}/${id}`, { ...fields, ...edit }),
        200,
      );
      expect(update.after).toMatchObject(edit);
      const edited = await exactRow(api.db, table, id);
      const deletion = await expectOneRecordedChange(
        entity,
        id,
        'delete',
        () => api.call('DELETE', `${path}/${id}`),
        204,
      );
      expect(deletion.after).toBeNull();

      const publishes = api.publishRequests;
      const undelete = await api.call('POST', `/api/admin/history/${deletion.id}/restore`);
      expect(undelete.status).toBe(200);
      expect(await exactRow(api.db, table, id)).toEqual(edited);
      expect(api.publishRequests).toBe(publishes + 1);
      // The update is no longer the latest change: it is restored once the admin confirms.
      expect((await api.call('POST', `/api/admin/history/${update.id}/restore`)).status).toBe(409);
      expect((await api.call('POST', `/api/admin/history/${update.id}/restore`, { overwrite: true })).status).toBe(200);
      expect(await exactRow(api.db, table, id)).toEqual(original);
      expect((await historyOf(entity, id)).map((change) => change.action)).toEqual([
        'restore',
        'restore',
        'delete',
        'update',
        'create',
      ]);
    });
  }

  it('records nothing for a refused or failed write', async () => {
    const count = async () =>
      (
        await api.db
          .selectFrom('changes')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const before = await count();
    expect((await api.call('PATCH', '/api/biomes/987654', cloudForestBiome)).status).toBe(404);
    expect((await api.call('DELETE', '/api/resources/987654')).status).toBe(404);
    expect((await api.call('DELETE', '/api/subscribers/987654')).status).toBe(404);
    expect((await api.call('DELETE', '/api/admin/messages/987654')).status).toBe(404);
    const { body: biome } = await api.call('POST', '/api/biomes', cloudForestBiome);
    const afterCreate = await count();
    expect(Number(afterCreate)).toBe(Number(before) + 1);
    await sql`alter table changes add constraint refuse_updates check (action <> 'update') not valid`.execute(api.db);
    try {
      const edit = await api.call('PATCH', `/api/biomes/${biome.id}`, {
        ...cloudForestBiome,
        title: 'Never Biome',
      });
      expect(edit.status).toBe(500);
    } finally {
      await sql`alter table changes drop constraint refuse_updates`.execute(api.db);
    }
    expect(await count()).toBe(afterCreate);
    expect((await snapshot('biome', biome.id))!.title).toBe(cloudForestBiome.title);
  });

  it('records an unsubscribe, and an erasure as "subscriber {id} erased", the address nowhere in history', async () => {
    const email = 'erase.me.please@example.org';
    const { id } = await api.db.insertInto('subscribers').values({ email }).returning('id').executeTakeFirstOrThrow();
    const unsubscribe = await expectOneRecordedChange(
      'subscriber',
      id,
      'update',
      () => api.call('PATCH', `/api/subscribers/${id}`, { isActive: false }),
      200,
    );
    expect(unsubscribe.after).toMatchObject({ email, isActive: false });

    expect((await api.call('DELETE', `/api/subscribers/${id}`)).status).toBe(204);
    expect(await historyOf('subscriber', id)).toEqual([
      expect.objectContaining({
        actor: defaultAdminEmail,
        action: 'erase',
        before: null,
        after: null,
      }),
    ]);
    const { rows } = await sql<{ n: string }>`
      select count(*) as n from changes as change where strpos(row_to_json(change)::text, ${email}) > 0`.execute(
      api.db,
    );
    expect(Number(rows[0]!.n)).toBe(0);
    const [erasure] = await historyOf('subscriber', id);
    expect((await api.call('POST', `/api/admin/history/${erasure!.id}/restore`)).status).toBe(409);
  });

  it('records a message marked read; a deleted message is erased from history, its outbox copy too', async () => {
    const message = await api.db
      .insertInto('contactMessages')
      .values({ name: 'Ada Reader', email: 'ada.reader@example.org', subject: 'Moss', message: 'Which moss, please?' })
      .returningAll()
      .executeTakeFirstOrThrow();
    const { id } = message;
    const outbox = path.join(api.dataDir, 'outbox');
    const copy = writeToOutbox(outbox, 'site@example.org', {
      kind: 'contact-message',
      reference: `contact message ${id}`,
      to: 'owner@example.org',
      replyTo: message.email,
      subject: message.subject,
      html: `<p>${message.message}</p>`,
      text: message.message,
      idempotencyKey: `contact-message-${id}`,
    });
    await expectOneRecordedChange(
      'message',
      id,
      'update',
      () => api.call('PATCH', `/api/admin/messages/${id}`, { isRead: true }),
      200,
    );

    expect((await api.call('DELETE', `/api/admin/messages/${id}`)).status).toBe(204);
    expect(await historyOf('message', id)).toEqual([
      expect.objectContaining({ actor: defaultAdminEmail, action: 'erase', before: null, after: null }),
    ]);
    const everything = JSON.stringify((await api.call('GET', '/api/admin/history?limit=200')).body);
    for (const personal of [message.name, message.email, message.message]) {
      expect(everything).not.toContain(personal);
      const { rows } = await sql<{ n: string }>`
        select count(*) as n from changes as change where strpos(row_to_json(change)::text, ${personal}) > 0`.execute(
        api.db,
      );
      expect(Number(rows[0]!.n), personal).toBe(0);
    }
    expect(fs.existsSync(copy)).toBe(false);
    const [erasure] = await historyOf('message', id);
    expect(await api.call('POST', `/api/admin/history/${erasure!.id}/restore`)).toEqual(
      expect.objectContaining({
        status: 409,
        body: { message: `Message ${id} was erased: nothing of it was kept, so it cannot be restored.` },
      }),
    );
    expect(await exactRow(api.db, 'contact_messages', id)).toBeUndefined();
  });
});
