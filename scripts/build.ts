// `npm run build`: the static site in dist/. On Netlify (DATABASE_URL set) it first brings the
// database to the latest migration (seeding the demo catalogue only when it creates the tables);
// on one machine it builds from the local server's last catalogue snapshot, or the demo catalogue.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  catalogueSnapshotPath,
  readCatalogueSnapshot,
  serializeCatalogue,
} from '../src/server/catalogue/catalogueSnapshot.ts';
import { openPostgres } from '../src/server/db/openPostgres.ts';
import { prepareDatabase } from '../src/server/db/prepareDatabase.ts';
import { buildSite, checkSiteDir, siteVersion } from '../src/server/localServer/buildSite.ts';
import { readSettings } from '../src/server/settings.ts';

process.env.ASTRO_TELEMETRY_DISABLED = '1';
const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

try {
  const settings = readSettings();
  const { siteDir } = settings;
  checkSiteDir(siteDir, projectRoot, settings.dataDir);
  if (settings.databaseUrl) {
    const handle = await openPostgres(settings.databaseUrl, { max: 2 });
    try {
      const { seeded } = await prepareDatabase(handle.db);
      console.log(seeded ? 'Created the tables and added the demo catalogue.' : 'Database schema is up to date.');
    } finally {
      await handle.close();
    }
    await buildSite({ projectRoot, siteDir });
  } else {
    const snapshotFile = catalogueSnapshotPath(settings.dataDir);
    if (fs.existsSync(snapshotFile)) {
      console.log(`Building from the catalogue snapshot in ${snapshotFile}.`);
      await buildSite({
        projectRoot,
        siteDir,
        snapshotFile,
        version: siteVersion(projectRoot, serializeCatalogue(readCatalogueSnapshot(snapshotFile)).version),
      });
    } else {
      console.log('Building from the demo catalogue (no DATABASE_URL and no local snapshot).');
      await buildSite({ projectRoot, siteDir });
    }
  }
} catch (error) {
  console.error(`Build failed: ${(error as Error).message}`);
  process.exit(1);
}
