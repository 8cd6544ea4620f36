import * as pagefind from 'pagefind';
import type { PublicSpecies } from '../../lib/catalogue.ts';
import { speciesSearchRecord } from '../../lib/speciesSearchRecord.ts';

/** Where in the built site the index goes; the catalogue island loads `${speciesSearchIndexPath}/pagefind.js`. */
export const speciesSearchIndexPath = '/pagefind';

/**
 * Writes the species catalogue's static search index into `outputPath` (DESIGN decision 14): one
 * record per species from the catalogue the pages were built from, rather than a crawl of the
 * built pages, which at 10,000 species would read every page back.
 */
export async function writeSpeciesSearchIndex(species: readonly PublicSpecies[], outputPath: string): Promise<void> {
  const { index, errors } = await pagefind.createIndex();
  try {
    if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
    for (const [position, entry] of species.entries()) {
      const record = speciesSearchRecord(entry, position);
      const added = await index.addCustomRecord(record);
      if (added.errors.length > 0) throw new Error(`Pagefind refused ${record.url}: ${added.errors.join('; ')}`);
    }
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length > 0) throw new Error(`Pagefind could not write its index: ${written.errors.join('; ')}`);
  } finally {
    await pagefind.close();
  }
}
