import type { ColumnType } from 'kysely';
import type { Timestamp } from './columnTypes.ts';

/**
 * A signed-in administrator (src/server/repositories/adminSessionRepository.ts); the cookie's id is
 * stored only as its SHA-256.
 */
export interface AdminSessionTable {
  idHash: string;
  email: string;
  /** The client address the session signed in from (null for sessions older than the history). */
  clientAddress: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: Timestamp;
  expiresAt: ColumnType<Date, Date, Date>;
}
