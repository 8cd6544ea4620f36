import type { Catalogue } from '../../lib/catalogue/catalogue.ts';
import { openPGlite } from '../db/openPGlite.ts';
import { openPostgres } from '../db/openPostgres.ts';
import { prepareDatabase } from '../db/prepareDatabase.ts';
import { readCatalogueSnapshot } from './catalogueSnapshot.ts';
import { readCatalogue } from './readCatalogue.ts';

/**
 * The one way the build gets the catalogue (docs/design.md decision 4), in order of preference:
 * 1. CATALOGUE_SNAPSHOT, the file the local server wrote from its database just before building;
 * 2. DATABASE_URL, the Postgres the deployed site reads (Netlify builds);
 * 3. otherwise the demo catalogue, built in a throw-away in-memory database, so that a bare
 *    `astro build` or `astro dev` on a fresh clone shows what `npm start` would.
 */
export async function loadCatalogue(env: NodeJS.ProcessEnv = process.env): Promise<Catalogue> {
  if (env.CATALOGUE_SNAPSHOT) return readCatalogueSnapshot(env.CATALOGUE_SNAPSHOT);
  const handle = env.DATABASE_URL ? await openPostgres(env.DATABASE_URL, { max: 3 }) : await openPGlite();
  try {
    if (!env.DATABASE_URL) await prepareDatabase(handle.db);
    return await readCatalogue(handle.db);
  } finally {
    await handle.close();
  }
}

/**
 * Kept on globalThis: the pages (bundled by Vite) and the build's hooks in astro.config.mjs (the
 * search index) each hold their own copy of this module, in one process.
 */
const cacheKey = Symbol.for('closed-biomes.catalogue');
const cache = globalThis as { [cacheKey]?: Promise<Catalogue> };

/** Every page of one build, and the search index written after them, share one read. */
export function loadCatalogueOnce(): Promise<Catalogue> {
  cache[cacheKey] ??= loadCatalogue();
  return cache[cacheKey];
}
