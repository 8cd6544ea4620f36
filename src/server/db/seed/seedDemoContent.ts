import { demoBiomes } from './demoBiomes.ts';
import { demoResources } from './demoResources.ts';
import { demoSpecies } from './demoSpecies.ts';
import { catalogueChanged } from '../../catalogue/catalogueCache.ts';
import { insertBiomes } from '../../repositories/biomeRepository.ts';
import { insertResources } from '../../repositories/resourceRepository.ts';
import { insertSpecies } from '../../repositories/speciesRepository.ts';
import type { Database } from '../database.ts';

/**
 * The demo catalogue's own timestamps, fixed rather than "now", so that every fresh database holds
 * the same catalogue and a new DATA_DIR reuses the existing build instead of rebuilding the site.
 */
const demoCatalogueDate = '2026-02-02T09:00:00.000Z';

/** Fills a new database with the demo catalogue, all or nothing. */
export async function seedDemoContent(db: Database): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await insertBiomes(trx, demoBiomes);
    await insertSpecies(
      trx,
      demoSpecies.map((species) => ({
        ...species,
        createdAt: demoCatalogueDate,
        updatedAt:
          species.updateNotes
            .map((note) => note.date)
            .sort()
            .at(-1) ?? demoCatalogueDate,
      })),
    );
    await insertResources(trx, demoResources);
  });
  catalogueChanged();
}
