import { sql } from 'kysely';
import type { PublishState } from '../../lib/admin/publishState.ts';
import type { Database } from '../db/database.ts';

/** The last publish state saved, or undefined before the first publish. */
export async function readPublishState(db: Database): Promise<PublishState | undefined> {
  const row = await db.selectFrom('publishState').select('state').where('id', '=', 1).executeTakeFirst();
  return row?.state;
}

/**
 * Saves `next`. With `replacing`, only while the saved state is still that one, and answers whether
 * it was: a status call that saw a build go live must not overwrite a newer write's request.
 */
export async function savePublishState(db: Database, next: PublishState, replacing?: PublishState): Promise<boolean> {
  const state = JSON.stringify(next);
  if (replacing === undefined) {
    await db
      .insertInto('publishState')
      .values({ id: 1, state })
      .onConflict((conflict) => conflict.column('id').doUpdateSet({ state, updatedAt: sql<Date>`now()` }))
      .execute();
    return true;
  }
  const result = await db
    .updateTable('publishState')
    .set({ state, updatedAt: sql<Date>`now()` })
    .where('id', '=', 1)
    .where(sql<boolean>`state = ${JSON.stringify(replacing)}::jsonb`)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
