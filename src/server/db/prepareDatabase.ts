import { migrateToLatest } from './migrateToLatest.ts';
import type { Database } from './database.ts';
import { seedDemoContent } from './seed/seedDemoContent.ts';

/**
 * Brings a database to the latest schema. Demo content goes in only in the run that created the
 * tables, so it never lands on top of real data, even after the catalogue has been emptied by hand.
 */
export async function prepareDatabase(db: Database): Promise<{ seeded: boolean }> {
  const applied = await migrateToLatest(db);
  const createdNow = applied.includes(firstMigrationName);
  if (createdNow) await seedDemoContent(db);
  return { seeded: createdNow };
}

export const firstMigrationName = '2026-11-22T12-00-00_create_tables';
