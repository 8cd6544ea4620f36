import type { ColumnType } from 'kysely';

/** Fixed-window request counters of the visitor write endpoints (src/server/http/rateLimit.ts). */
export interface RateLimitTable {
  key: string;
  windowStart: ColumnType<Date, Date | string, Date | string>;
  count: ColumnType<number, number | undefined, number>;
}
