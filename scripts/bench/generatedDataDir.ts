// A DATA_DIR for `npm run bench` and `npm run lighthouse` whose database holds the demo biomes and
// resources and, instead of the demo species, a generated catalogue of any size
// (src/server/db/seed/generatedSpecies.ts): the site measured at the scale docs/design.md decision 14 names.
import { catalogueSnapshotPath, writeCatalogueSnapshot } from '../../src/server/catalogue/catalogueSnapshot.ts';
import { readCatalogue } from '../../src/server/catalogue/readCatalogue.ts';
import { openPGlite } from '../../src/server/db/openPGlite.ts';
import { prepareDatabase } from '../../src/server/db/prepareDatabase.ts';
import { generatePosts } from '../../src/server/db/seed/generatedPosts.ts';
import { generateSpecies } from '../../src/server/db/seed/generatedSpecies.ts';
import { insertSpecies } from '../../src/server/repositories/speciesRepository.ts';

/** Rows a statement: Postgres takes at most 65,535 parameters, a species row has a dozen. */
const rowsPerInsert = 500;

export type PreparedDataDir = {
  /** The catalogue the local server would write before building, already written. */
  snapshotFile: string;
  /** Its version, from which the server decides whether the built site is current. */
  catalogueVersion: string;
  speciesCount: number;
};

/**
 * Creates the database in `dataDir` (demo content) and, when `speciesCount` is given, replaces the
 * demo species with that many generated ones; `postCount` generated journal posts join the demo posts.
 * Then writes the catalogue snapshot, as `npm start` does.
 */
export async function prepareDataDir(dataDir: string, speciesCount?: number, postCount = 0): Promise<PreparedDataDir> {
  const database = await openPGlite(dataDir);
  try {
    await prepareDatabase(database.db);
    if (speciesCount !== undefined) {
      const species = generateSpecies(speciesCount);
      await database.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('species').execute();
        for (let start = 0; start < species.length; start += rowsPerInsert)
          await insertSpecies(trx, species.slice(start, start + rowsPerInsert));
      });
    }
    if (postCount > 0) await database.db.insertInto('blogPosts').values(generatePosts(postCount)).execute();
    const catalogue = await readCatalogue(database.db);
    const snapshotFile = catalogueSnapshotPath(dataDir);
    const catalogueVersion = writeCatalogueSnapshot(snapshotFile, catalogue);
    return { snapshotFile, catalogueVersion, speciesCount: catalogue.species.length };
  } finally {
    await database.close();
  }
}

/** LIGHTHOUSE_SPECIES / BENCH_SPECIES entries: "demo" or a whole number of species. */
export function parseSpeciesCount(value: string, setting: string): number | undefined {
  if (value === 'demo') return undefined;
  if (!/^\d+$/.test(value) || Number(value) < 1)
    throw new Error(`${setting} takes "demo" or a whole number of species such as 1000, not "${value}".`);
  return Number(value);
}
