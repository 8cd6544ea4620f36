import type { ColumnType } from 'kysely';
import type { NullableTimestamp } from './columnTypes.ts';

/**
 * Recent wrong passwords of one client address at the password portal
 * (src/server/repositories/adminPasswordFailureRepository.ts).
 */
export interface AdminPasswordFailureTable {
  clientKey: string;
  failures: number;
  firstFailureAt: ColumnType<Date, Date, Date>;
  lockedUntil: NullableTimestamp;
}
