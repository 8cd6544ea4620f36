import { sql } from 'kysely';
import type { Database } from '../db/database.ts';

/** The row that counts the attempts of all clients together (the global budget); no address looks like it. */
export const everyClientKey = '*';

export type PasswordAttempt = {
  /** Attempts of this client in its current window, this one included, that have not proven right. */
  failures: number;
  /** Set while the client is locked out. */
  lockedUntil: Date | null;
};

/**
 * Counts an attempt of `clientKey` before its password is checked, so that a burst of simultaneous
 * guesses cannot slip past the limit: one atomic upsert on Postgres and PGlite alike. A window opens
 * at the first attempt and lasts until `windowStart` has passed it; a locked client's row is left as
 * it is. A right password then takes back its own attempt (`uncountPasswordAttempt`); a wrong one may lock it.
 */
export async function countPasswordAttempt(
  db: Database,
  clientKey: string,
  now: Date,
  windowStart: Date,
): Promise<PasswordAttempt> {
  const locked = sql<boolean>`admin_password_failures.locked_until > ${now}`;
  const windowOver = sql<boolean>`admin_password_failures.first_failure_at <= ${windowStart}`;
  return db
    .insertInto('adminPasswordFailures')
    .values({ clientKey, failures: 1, firstFailureAt: now, lockedUntil: null })
    .onConflict((conflict) =>
      conflict.column('clientKey').doUpdateSet({
        failures: sql<number>`case
          when ${locked} then admin_password_failures.failures
          when ${windowOver} then 1
          else admin_password_failures.failures + 1
        end`,
        firstFailureAt: sql<Date>`case
          when ${locked} then admin_password_failures.first_failure_at
          when ${windowOver} then ${now}::timestamptz
          else admin_password_failures.first_failure_at
        end`,
        lockedUntil: sql<Date | null>`case when ${locked} then admin_password_failures.locked_until else null end`,
      }),
    )
    .returning(['failures', 'lockedUntil'])
    .executeTakeFirstOrThrow();
}

/** Locks the client out until `until` once it has at least `maxFailures` failures in its window. */
export async function lockOutIfTooManyFailures(
  db: Database,
  clientKey: string,
  maxFailures: number,
  until: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('adminPasswordFailures')
    .set({ lockedUntil: until })
    .where('clientKey', '=', clientKey)
    .where('failures', '>=', maxFailures)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * A right password takes back its own attempt, and only that: the rest of the count stays, since
 * another client behind the same address (an attacker on the admin's network) may have made it.
 */
export async function uncountPasswordAttempt(db: Database, clientKey: string): Promise<void> {
  await db
    .updateTable('adminPasswordFailures')
    .set({ failures: sql<number>`admin_password_failures.failures - 1` })
    .where('clientKey', '=', clientKey)
    .where('failures', '>', 0)
    .execute();
}

/**
 * Forgets clients whose window and lock are both over; returns how many rows went. The global row,
 * whose window is longer, starts afresh by itself (countPasswordAttempt).
 */
export async function deleteStalePasswordFailures(db: Database, now: Date, windowStart: Date): Promise<number> {
  const result = await db
    .deleteFrom('adminPasswordFailures')
    .where('clientKey', '!=', everyClientKey)
    .where('firstFailureAt', '<=', windowStart)
    .where((eb) => eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<=', now)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
