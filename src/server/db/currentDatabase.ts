import { readSettings } from '../settings.ts';
import type { Database } from './database.ts';
import { openPostgres } from './openPostgres.ts';

/**
 * The database the API functions use. The local server and the tests install theirs with
 * `useDatabase`; a deployed Netlify Function opens DATABASE_URL on its first request and keeps the
 * pool for the life of its instance.
 */
let current: Promise<Database> | undefined;

export function useDatabase(db: Database): void {
  current = Promise.resolve(db);
}

export function getDatabase(): Promise<Database> {
  current ??= connectFromEnvironment().catch((error: unknown) => {
    current = undefined; // let the next request try again
    throw error;
  });
  return current;
}

async function connectFromEnvironment(): Promise<Database> {
  const { databaseUrl } = readSettings();
  if (!databaseUrl) throw new Error('DATABASE_URL is not set; a deployed function needs it to reach Postgres.');
  // Migrations run in the build (scripts/build.ts), not on a function's cold start.
  const { db } = await openPostgres(databaseUrl, { max: 3 });
  return db;
}
