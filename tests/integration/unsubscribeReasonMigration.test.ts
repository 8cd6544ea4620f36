import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/server/db/migrateToLatest.ts';
import { migrateUpTo, testDatabases, useTestDatabase } from './testDatabases.ts';

describe.each(testDatabases)('the unsubscribe_reason migration on $name', (database) => {
  const handle = useTestDatabase(database, { prepare: false });

  it('tells the addresses already inactive apart: their owner’s own opt-out, else the admin’s', async () => {
    await migrateUpTo(handle().db, '2026-11-28T09-00-00_add_post_slugs');
    await sql`insert into subscribers (email, is_active, opted_out_at) values
      ('still.here@example.org', true, null),
      ('left.themselves@example.org', false, now()),
      ('unsubscribed.by.admin@example.org', false, null),
      ('back.again@example.org', true, now())`.execute(handle().db);

    expect((await migrateToLatest(handle().db))[0]).toBe('2026-11-28T10-00-00_add_subscriber_unsubscribe_reason');
    const reasons = await handle()
      .db.selectFrom('subscribers')
      .select(['email', 'unsubscribeReason'])
      .orderBy('id')
      .execute();
    expect(reasons).toEqual([
      { email: 'still.here@example.org', unsubscribeReason: null },
      { email: 'left.themselves@example.org', unsubscribeReason: 'owner' },
      { email: 'unsubscribed.by.admin@example.org', unsubscribeReason: 'admin' },
      { email: 'back.again@example.org', unsubscribeReason: null },
    ]);
  });
});
