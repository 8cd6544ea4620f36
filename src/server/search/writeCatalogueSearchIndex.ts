import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { PublicResource, PublicSpecies } from '../../lib/catalogue/catalogue.ts';
import { catalogueSearchManifestPath } from '../../lib/search/catalogueSearchManifest.ts';
import { resourceSearchRecord } from '../../lib/search/resourceSearchRecord.ts';
import { speciesSearchRecord } from '../../lib/search/speciesSearchRecord.ts';
import { catalogueSearchIndexFiles } from './catalogueSearchIndexFiles.ts';

type Catalogue = { species: readonly PublicSpecies[]; resources: readonly PublicResource[] };

/**
 * The catalogues' static search index (docs/design.md decision 14) by path: one record per species and
 * per resource, from the catalogue the pages were built from, in catalogue order; a `kind` filter tells
 * them apart.
 */
export function catalogueSearchIndexOf(catalogue: Catalogue): Map<string, string> {
  return catalogueSearchIndexFiles([
    ...catalogue.species.map((species) => speciesSearchRecord(species)),
    ...catalogue.resources.map((resource) => resourceSearchRecord(resource)),
  ]);
}

/** Writes the index into the built site at `siteDir`. */
export function writeCatalogueSearchIndex(catalogue: Catalogue, siteDir: string): void {
  const folders = new Set<string>();
  for (const [file, content] of catalogueSearchIndexOf(catalogue)) {
    const target = path.join(siteDir, file);
    const folder = path.dirname(target);
    if (!folders.has(folder)) fs.mkdirSync(folder, { recursive: true });
    folders.add(folder);
    fs.writeFileSync(target, content);
  }
}

/**
 * Serves the index from memory under `npm run dev`, where no build writes it: a middleware for
 * astro dev's server, made from the catalogue on the first request for it.
 */
export function catalogueSearchIndexMiddleware(loadCatalogue: () => Promise<Catalogue>) {
  let files: Promise<Map<string, string>> | undefined;
  return (request: IncomingMessage, response: ServerResponse, next: () => void) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (pathname !== catalogueSearchManifestPath && !pathname.startsWith('/search/')) return next();
    files ??= loadCatalogue().then(catalogueSearchIndexOf);
    files.then(
      (index) => {
        const content = index.get(pathname.slice(1));
        response.statusCode = content === undefined ? 404 : 200;
        response.setHeader('content-type', 'application/json');
        response.end(content ?? '{"message":"Not found"}');
      },
      (error: unknown) => {
        files = undefined;
        response.statusCode = 503;
        response.end(`The search index could not be made: ${(error as Error).message}`);
      },
    );
  };
}
