import { demoBiomes } from './demoBiomes.ts';
import { demoPosts } from './demoPosts.ts';
import { demoResources } from './demoResources.ts';
import { demoSpecies } from './demoSpecies.ts';
import type { Database } from '../database.ts';
import { storedSpeciesFields } from '../speciesRows.ts';

/**
 * The demo catalogue's own timestamps, fixed rather than "now", so that every fresh database holds
 * the same catalogue and a new DATA_DIR reuses the existing build instead of rebuilding the site.
 */
const demoCatalogueDate = '2026-02-02T09:00:00.000Z';

/**
 * Fills a new database with the demo catalogue and journal, all or nothing. It runs with the migration that
 * creates the tables (prepareDatabase), before anything could read them, so no cached list is stale.
 */
export async function seedDemoContent(db: Database): Promise<void> {
  const species = demoSpecies.map((each) => ({
    ...each,
    createdAt: demoCatalogueDate,
    updatedAt:
      each.updateNotes
        .map((note) => note.date)
        .sort()
        .at(-1) ?? demoCatalogueDate,
  }));
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('biomes').values(demoBiomes).execute();
    await trx.insertInto('species').values(species.map(storedSpeciesFields)).execute();
    await trx.insertInto('resources').values(demoResources).execute();
    await trx.insertInto('blogPosts').values(demoPosts).execute();
  });
}
