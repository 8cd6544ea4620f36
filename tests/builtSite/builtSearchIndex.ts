import fs from 'node:fs';
import path from 'node:path';
import { catalogueSearchOver, type CatalogueSearch } from '../../src/lib/search/catalogueSearchQuery.ts';
import {
  catalogueSearchManifestPath,
  isCatalogueSearchManifest,
  type CatalogueSearchManifest,
} from '../../src/lib/search/catalogueSearchManifest.ts';
import { testSiteDir } from '../support/testSite.ts';

/** The built site's search index, read from disk as the islands read it over the network. */
export function builtSearchIndex(): { manifest: CatalogueSearchManifest; search: CatalogueSearch } {
  const read = (file: string): unknown => {
    const target = path.join(testSiteDir, file);
    return fs.existsSync(target) ? JSON.parse(fs.readFileSync(target, 'utf8')) : undefined;
  };
  const manifest = read(catalogueSearchManifestPath);
  if (!isCatalogueSearchManifest(manifest)) throw new Error('The built site has no search index manifest');
  return { manifest, search: catalogueSearchOver(manifest, async (file) => read(file)) };
}

/** The records a search within `filters` can find at all: those whose text holds a word, every one has some. */
export async function recordsWithin(search: CatalogueSearch, filters: Record<string, string>): Promise<number[]> {
  const letters = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const found = await Promise.all([...letters].map((letter) => search.find(letter, filters)));
  return [...new Set(found.flat())].sort((a, b) => a - b);
}
