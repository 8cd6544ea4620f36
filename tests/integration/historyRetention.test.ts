import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { HistoryEntity } from '../../src/lib/admin/history.ts';
import type { Database } from '../../src/server/db/database.ts';
import { sweepExpiredHistory } from '../../src/server/history/sweepHistory.ts';
import { recordChange } from '../../src/server/repositories/changeRepository.ts';
import { testDatabases, useTestDatabase } from './testDatabases.ts';

const dayMs = 24 * 60 * 60 * 1000;
/** The sweep's clock: the tests date every change relative to it. */
const now = new Date('2029-06-01T12:00:00.000Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * dayMs);

/** Records a change of `entity` `entityId` made `days` ago; `live` says whether it left a row. */
async function changeMadeAgo(
  db: Database,
  entity: HistoryEntity,
  entityId: number,
  days: number,
  live: boolean,
): Promise<number> {
  const row = { id: entityId, description: `as of ${days} days ago` };
  const change = await recordChange(db, {
    actor: 'admin@closedbiomes.example',
    entity,
    entityId,
    action: live ? 'update' : 'delete',
    before: row,
    after: live ? row : null,
  });
  await db
    .updateTable('changes')
    .set({ at: daysAgo(days) })
    .where('id', '=', change.id)
    .execute();
  return change.id;
}

const remainingIds = async (db: Database) =>
  (await db.selectFrom('changes').select('id').orderBy('id').execute()).map((row) => row.id);

describe.each(testDatabases)('history retention on $name', (database) => {
  const handle = useTestDatabase(database);
  const saved = process.env.HISTORY_RETENTION_DAYS;

  afterEach(async () => {
    if (saved === undefined) delete process.env.HISTORY_RETENTION_DAYS;
    else process.env.HISTORY_RETENTION_DAYS = saved;
    await sql`delete from changes`.execute(handle().db);
  });

  it('sweeps changes older than two years, except the latest version of each live item', async () => {
    const db = handle().db;
    delete process.env.HISTORY_RETENTION_DAYS;
    const liveOld = [
      await changeMadeAgo(db, 'species', 1, 900, true),
      await changeMadeAgo(db, 'species', 1, 800, true),
    ];
    const liveMixed = [await changeMadeAgo(db, 'biome', 1, 1000, true), await changeMadeAgo(db, 'biome', 1, 5, true)];
    // Deleted 800 days ago: nothing of it is live, so all of it goes.
    await changeMadeAgo(db, 'species', 2, 900, true);
    await changeMadeAgo(db, 'species', 2, 800, false);
    const deletedRecently = [
      await changeMadeAgo(db, 'resource', 3, 900, true),
      await changeMadeAgo(db, 'resource', 3, 10, false),
    ];
    const justInside = await changeMadeAgo(db, 'message', 4, 729, false);
    await changeMadeAgo(db, 'message', 5, 731, false);

    expect(await sweepExpiredHistory(db, now)).toBe(6);
    expect(await remainingIds(db)).toEqual([liveOld[1], liveMixed[1], deletedRecently[1], justInside]);
    // At most once an hour per database: a second sweep within the hour does nothing.
    await changeMadeAgo(db, 'message', 6, 800, false);
    expect(await sweepExpiredHistory(db, new Date(now.getTime() + 59 * 60 * 1000))).toBe(0);
    expect(await sweepExpiredHistory(db, new Date(now.getTime() + 60 * 60 * 1000))).toBe(1);
  });

  it('follows HISTORY_RETENTION_DAYS', async () => {
    const db = handle().db;
    process.env.HISTORY_RETENTION_DAYS = '60';
    const kept = await changeMadeAgo(db, 'message', 7, 59, false);
    await changeMadeAgo(db, 'message', 8, 61, false);
    // Two hours on: the first test's sweep (at `now`, then an hour later) is an hour behind.
    expect(await sweepExpiredHistory(db, new Date(now.getTime() + 2 * 60 * 60 * 1000))).toBe(1);
    expect(await remainingIds(db)).toEqual([kept]);
  });
});
