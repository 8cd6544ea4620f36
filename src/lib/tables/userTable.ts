import type { Generated } from 'kysely';

/** The users table (db/migrations/2026-11-22T12-00-00_create_tables.ts). */
export interface UserTable {
  id: Generated<number>;
  username: string;
  password: string;
}
