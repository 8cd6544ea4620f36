import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { demoBiomes } from '../../src/server/db/seed/demoBiomes.ts';
import { demoPosts } from '../../src/server/db/seed/demoPosts.ts';
import { demoResources } from '../../src/server/db/seed/demoResources.ts';
import { demoSpecies } from '../../src/server/db/seed/demoSpecies.ts';
import { prepareDatabase } from '../../src/server/db/prepareDatabase.ts';
import { findUserByUsername } from '../../src/server/repositories/userRepository.ts';
import {
  insertContactMessage,
  listUnreadContactMessages,
} from '../../src/server/repositories/contactMessageRepository.ts';
import { findSubscriberByEmail, listSubscribers } from '../../src/server/repositories/subscriberRepository.ts';
import { listPublishedPosts } from '../../src/server/repositories/postRepository.ts';
import { insertSpecies, listActiveSpecies } from '../../src/server/repositories/speciesRepository.ts';
import { ghostShrimp } from '../support/speciesFixtures.ts';
import { testDatabases, useTestDatabase } from './testDatabases.ts';

describe.each(testDatabases)('data layer on $name', (database) => {
  const handle = useTestDatabase(database, { prepare: false });

  it('creates the tables and seeds the demo catalogue in the run that creates them, and never again', async () => {
    expect(await prepareDatabase(handle().db)).toEqual({ seeded: true });
    const count = async (table: 'biomes' | 'species' | 'resources' | 'blogPosts') =>
      (
        await handle()
          .db.selectFrom(table)
          .select(sql<number>`count(*)::int`.as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    expect([await count('biomes'), await count('species'), await count('resources'), await count('blogPosts')]).toEqual(
      [demoBiomes.length, demoSpecies.length, demoResources.length, demoPosts.length],
    );
    // Emptying the catalogue by hand must not bring the demo back on the next start.
    await handle().db.deleteFrom('resources').execute();
    expect(await prepareDatabase(handle().db)).toEqual({ seeded: false });
    expect(await count('resources')).toBe(0);
    expect(await count('species')).toBe(demoSpecies.length);
  });

  it('applies the species defaults of requirements §3', async () => {
    const before = Date.now();
    const [id] = await insertSpecies(handle().db, [ghostShrimp]);
    const after = Date.now();
    const row = await handle().db.selectFrom('species').selectAll().where('id', '=', id!).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ careInstructions: '', photos: [], updateNotes: [], isActive: true });
    expect(row.createdAt).toBeInstanceOf(Date);
    expect(row.updatedAt.getTime()).toBeGreaterThanOrEqual(before);
    expect(row.updatedAt.getTime()).toBeLessThanOrEqual(after);
    await handle().db.deleteFrom('species').where('id', '=', id!).execute();
  });

  it('keeps subscriber e-mails unique and defaults them to active, subscribed now', async () => {
    await handle().db.insertInto('subscribers').values({ email: 'river@example.org' }).execute();
    const subscriber = await findSubscriberByEmail(handle().db, 'river@example.org');
    expect(subscriber).toMatchObject({ isActive: true, subscribedAt: expect.any(Date) });
    await expect(
      handle().db.insertInto('subscribers').values({ email: 'river@example.org' }).execute(),
    ).rejects.toMatchObject({ code: '23505' });
    expect((await listSubscribers(handle().db)).filter((row) => row.email === 'river@example.org')).toHaveLength(1);
  });

  it('stores contact messages unread, with their creation time', async () => {
    const stored = await insertContactMessage(handle().db, {
      name: 'Ada',
      email: 'ada@example.org',
      subject: 'Classroom kit',
      message: '<b>Do you ship to schools?</b>',
    });
    expect(stored).toMatchObject({
      isRead: false,
      createdAt: expect.any(Date),
      message: '<b>Do you ship to schools?</b>',
    });
    expect((await listUnreadContactMessages(handle().db)).map((row) => row.id)).toContain(stored.id);
  });

  it('keeps usernames and post slugs unique, and posts published by default', async () => {
    await handle().db.insertInto('users').values({ username: 'curator', password: 'argon2-hash' }).execute();
    expect(await findUserByUsername(handle().db, 'curator')).toMatchObject({ username: 'curator' });
    await expect(
      handle().db.insertInto('users').values({ username: 'curator', password: 'x' }).execute(),
    ).rejects.toMatchObject({ code: '23505' });
    const post = { slug: 'spring-cycle', title: 'Spring cycle', excerpt: 'e', content: 'c', imageUrl: '/x.svg' };
    await handle()
      .db.insertInto('blogPosts')
      .values({ ...post, category: 'Research Insights' })
      .execute();
    expect(await listPublishedPosts(handle().db)).toContainEqual(
      expect.objectContaining({ ...post, imageAlt: '', publishedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) }),
    );
    await expect(
      handle()
        .db.insertInto('blogPosts')
        .values({ ...post, title: 'Another', category: 'Company News' })
        .execute(),
    ).rejects.toMatchObject({ code: '23505' });
  });

  it('reads int8 as text, as pg does, on both backends', async () => {
    const { n } = (await sql<{ n: unknown }>`select count(*) as n from species`.execute(handle().db)).rows[0]!;
    expect(n).toBe(String(demoSpecies.length));
  });

  it('rolls back a failed transaction without touching concurrent ones', async () => {
    const attempts = Array.from({ length: 12 }, (_, index) =>
      handle()
        .db.transaction()
        .execute(async (trx) => {
          await trx
            .insertInto('contactMessages')
            .values({ name: `tx${index}`, email: 'tx@example.org', subject: 'concurrency', message: 'm' })
            .execute();
          // Yield between statements so that, were the connection shared, others would interleave.
          await new Promise((resolve) => setImmediate(resolve));
          const mine = await trx
            .selectFrom('contactMessages')
            .select('name')
            .where('subject', '=', 'concurrency')
            .where('name', '=', `tx${index}`)
            .execute();
          if (mine.length !== 1) throw new Error('transaction saw the wrong rows');
          if (index % 3 === 0) throw new Error('planned failure');
        }),
    );
    const outcomes = await Promise.allSettled(attempts);
    expect(
      outcomes
        .filter((outcome) => outcome.status === 'rejected')
        .map((outcome) => (outcome as PromiseRejectedResult).reason.message),
    ).toEqual(Array(4).fill('planned failure'));
    const committed = await handle()
      .db.selectFrom('contactMessages')
      .select('name')
      .where('subject', '=', 'concurrency')
      .orderBy('name')
      .execute();
    expect(committed.map((row) => row.name).sort()).toEqual(['tx1', 'tx10', 'tx11', 'tx2', 'tx4', 'tx5', 'tx7', 'tx8']);
  });

  it('supports savepoints inside a transaction', async () => {
    const trx = await handle().db.startTransaction().execute();
    await trx
      .insertInto('contactMessages')
      .values({ name: 'kept', email: 'sp@example.org', subject: 'savepoint', message: 'm' })
      .execute();
    const afterFirst = await trx.savepoint('after_first').execute();
    await afterFirst
      .insertInto('contactMessages')
      .values({ name: 'undone', email: 'sp@example.org', subject: 'savepoint', message: 'm' })
      .execute();
    const rolledBack = await afterFirst.rollbackToSavepoint('after_first').execute();
    await rolledBack.commit().execute();
    const rows = await handle()
      .db.selectFrom('contactMessages')
      .select('name')
      .where('subject', '=', 'savepoint')
      .execute();
    expect(rows.map((row) => row.name)).toEqual(['kept']);
  });

  it('lists the active species in id order', async () => {
    const species = await listActiveSpecies(handle().db);
    expect(species.map((row) => row.id)).toEqual([...species.map((row) => row.id)].sort((a, b) => a - b));
  });
});
