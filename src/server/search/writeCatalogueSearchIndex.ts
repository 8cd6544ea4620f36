import * as pagefind from 'pagefind';
import type { PublicResource, PublicSpecies } from '../../lib/catalogue.ts';
import { resourceSearchRecord } from '../../lib/resourceSearchRecord.ts';
import { speciesSearchRecord } from '../../lib/speciesSearchRecord.ts';

/** Where in the built site the index goes; the catalogue islands load `${catalogueSearchIndexPath}/pagefind.js`. */
export const catalogueSearchIndexPath = '/pagefind';

/**
 * Writes the catalogues' static search index into `outputPath` (docs/design.md decision 14): one record per
 * species and per resource, from the catalogue the pages were built from, rather than a crawl of the
 * built pages, which at 10,000 species would read every page back. A `kind` filter tells them apart.
 */
export async function writeCatalogueSearchIndex(
  catalogue: { species: readonly PublicSpecies[]; resources: readonly PublicResource[] },
  outputPath: string,
): Promise<void> {
  const { index, errors } = await pagefind.createIndex();
  try {
    if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
    const records = [...catalogue.species.map(speciesSearchRecord), ...catalogue.resources.map(resourceSearchRecord)];
    for (const record of records) {
      const added = await index.addCustomRecord(record);
      if (added.errors.length > 0) throw new Error(`Pagefind refused ${record.url}: ${added.errors.join('; ')}`);
    }
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length > 0) throw new Error(`Pagefind could not write its index: ${written.errors.join('; ')}`);
  } finally {
    await pagefind.close();
  }
}
