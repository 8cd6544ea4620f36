import { type Selectable, sql } from 'kysely';
import type { Database } from '../db/database.ts';
import type { RateLimitTable } from '../../lib/tables/rateLimitTable.ts';
import { batchedWrite } from './writeBatcher.ts';

export type RequestHit = Pick<Selectable<RateLimitTable>, 'key' | 'windowStart'>;

/**
 * Counts one request of `key` in the window starting at `windowStart` and answers the window's
 * count so far. An upsert, atomic under concurrency on Postgres and PGlite alike; concurrent calls
 * share one statement (writeBatcher.ts), hits on one key adding up in the order they came.
 */
export const countRequest: (db: Database, hit: RequestHit) => Promise<number> = batchedWrite(
  async (db, hits: RequestHit[]) => {
    const groupOf = (hit: RequestHit) => `${hit.key}\u0000${hit.windowStart.getTime()}`;
    const groups = new Map<string, { hit: RequestHit; count: number }>();
    for (const hit of hits) {
      const group = groups.get(groupOf(hit));
      if (group) group.count++;
      else groups.set(groupOf(hit), { hit, count: 1 });
    }
    // One row per key and window: Postgres refuses to update the same row twice in one statement.
    const rows = await db
      .insertInto('rateLimits')
      .values([...groups.values()].map(({ hit, count }) => ({ key: hit.key, windowStart: hit.windowStart, count })))
      .onConflict((conflict) =>
        conflict
          .columns(['key', 'windowStart'])
          .doUpdateSet({ count: sql<number>`rate_limits.count + excluded.count` }),
      )
      .returning(['key', 'windowStart', 'count'])
      .execute();
    const totals = new Map(rows.map((row) => [groupOf(row), row.count]));
    const before = new Map([...groups].map(([group, { count }]) => [group, totals.get(group)! - count]));
    return hits.map((hit) => {
      const group = groupOf(hit);
      const count = before.get(group)! + 1;
      before.set(group, count);
      return count;
    });
  },
);

/** Forgets windows that started before `cutoff`; returns how many rows went. */
export async function deleteWindowsBefore(db: Database, cutoff: Date): Promise<number> {
  const result = await db.deleteFrom('rateLimits').where('windowStart', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
