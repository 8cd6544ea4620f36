import fs from 'node:fs';
import path from 'node:path';
import type { PublicResource, PublicSpecies } from '../../lib/catalogue.ts';
import { resourceSearchRecord } from '../../lib/resourceSearchRecord.ts';
import { speciesSearchRecord } from '../../lib/speciesSearchRecord.ts';
import { catalogueSearchIndexFiles } from './catalogueSearchIndexFiles.ts';

/**
 * Writes the catalogues' static search index into the built site at `siteDir` (docs/design.md decision 14):
 * one record per species and per resource, from the catalogue the pages were built from, in catalogue
 * order; a `kind` filter tells them apart.
 */
export function writeCatalogueSearchIndex(
  catalogue: { species: readonly PublicSpecies[]; resources: readonly PublicResource[] },
  siteDir: string,
): void {
  const records = [
    ...catalogue.species.map((species) => speciesSearchRecord(species)),
    ...catalogue.resources.map((resource) => resourceSearchRecord(resource)),
  ];
  const folders = new Set<string>();
  for (const [file, content] of catalogueSearchIndexFiles(records)) {
    const target = path.join(siteDir, file);
    const folder = path.dirname(target);
    if (!folders.has(folder)) fs.mkdirSync(folder, { recursive: true });
    folders.add(folder);
    fs.writeFileSync(target, content);
  }
}
