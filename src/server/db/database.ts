import { CamelCasePlugin, Kysely, type Dialect } from 'kysely';
import type { DatabaseSchema } from './schema.ts';

export type Database = Kysely<DatabaseSchema>;

export type DatabaseHandle = {
  db: Database;
  /** Where the data lives, for the start-up message (never includes a password). */
  location: string;
  close(): Promise<void>;
};

export class DatabaseUnreachableError extends Error {}

export function createKysely(dialect: Dialect): Database {
  return new Kysely<DatabaseSchema>({ dialect, plugins: [new CamelCasePlugin()] });
}
