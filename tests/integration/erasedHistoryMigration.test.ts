import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/server/db/migrateToLatest.ts';
import { testDatabases, useTestDatabase, migrateUpTo } from './testDatabases.ts';

type StoredChange = { entity: string; entityId: number; action: string; before: unknown; after: unknown };

describe.each(testDatabases)('the migration that redacts erased items from history on $name', (database) => {
  const handle = useTestDatabase(database, { prepare: false });

  it('keeps only "{entity} {id} erased" of a deleted message or erased subscriber, and live items whole', async () => {
    const db = handle().db;
    await migrateUpTo(db, '2026-11-23T13-00-00_create_changes');
    const message = { name: 'Ana Gone', email: 'ana.gone@example.org', subject: 'Hi', message: 'Delete me later.' };
    const subscriber = { email: 'left.behind@example.org', isActive: true };
    const kept = { name: 'Bo Kept', email: 'bo.kept@example.org', subject: 'Hi', message: 'Still here.' };
    const { rows: ids } = await sql<{ id: number }>`insert into contact_messages (name, email, subject, message)
      values ('Bo Kept', 'bo.kept@example.org', 'Hi', 'Still here.') returning id`.execute(db);
    const keptId = ids[0]!.id;
    const json = (row: object | null) => row && JSON.stringify(row);
    const change = (entity: string, id: number, action: string, before: object | null, after: object | null) =>
      sql`insert into changes (actor, entity, entity_id, action, before, after) values ('admin@example.org',
        ${entity}, ${id}, ${action}, ${json(before)}::jsonb, ${json(after)}::jsonb)`;
    // What earlier versions left: a deleted message's read mark and deletion, an erased subscriber's unsubscribe.
    await change('message', 9001, 'update', { ...message, isRead: false }, { ...message, isRead: true }).execute(db);
    await change('message', 9001, 'delete', { ...message, isRead: true }, null).execute(db);
    await change('subscriber', 9002, 'update', subscriber, { ...subscriber, isActive: false }).execute(db);
    await change('subscriber', 9002, 'erase', null, null).execute(db);
    await change('message', keptId, 'update', { ...kept, isRead: false }, { ...kept, isRead: true }).execute(db);

    expect(await migrateToLatest(db)).toContain('2026-11-27T12-00-00_redact_erased_history');
    const { rows: left } = await sql<StoredChange>`
      select entity, entity_id, action, before, after from changes order by id`.execute(db);
    expect(left).toEqual([
      { entity: 'message', entityId: 9001, action: 'erase', before: null, after: null },
      { entity: 'subscriber', entityId: 9002, action: 'erase', before: null, after: null },
      expect.objectContaining({
        entity: 'message',
        entityId: keptId,
        action: 'update',
        after: { ...kept, isRead: true },
      }),
    ]);
    expect(JSON.stringify(left)).not.toMatch(/Ana Gone|ana\.gone|Delete me later|left\.behind/);
  });
});
