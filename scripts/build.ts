// `npm run build`: the static site in dist/. On Netlify (DATABASE_URL set) it first brings the
// database to the latest migration (seeding the demo catalogue only when it creates the tables);
// on one machine it builds from the local server's last catalogue snapshot, or the demo catalogue.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  catalogueSnapshotPath,
  readCatalogueSnapshot,
  serializeCatalogue,
  writeCatalogueSnapshot,
} from '../src/server/catalogue/catalogueSnapshot.ts';
import { loadCatalogue } from '../src/server/catalogue/loadCatalogue.ts';
import { openPostgres } from '../src/server/db/openPostgres.ts';
import { prepareDatabase } from '../src/server/db/prepareDatabase.ts';
import { buildSite, builtSiteVersion, checkSiteDir, siteVersion } from '../src/server/localServer/buildSite.ts';
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
    // Built from the local server's last snapshot, or else the demo catalogue, and stamped with the
    // version npm start would compute: a site already built from the same catalogue and source is kept.
    const snapshotFile = catalogueSnapshotPath(settings.dataDir);
    const fromSnapshot = fs.existsSync(snapshotFile);
    const catalogue = fromSnapshot ? readCatalogueSnapshot(snapshotFile) : await loadCatalogue({});
    const version = siteVersion(projectRoot, serializeCatalogue(catalogue).version);
    if (builtSiteVersion(siteDir) === version) {
      console.log(`The site in ${siteDir} is already built from this catalogue and source.`);
    } else if (fromSnapshot) {
      console.log(`Building from the catalogue snapshot in ${snapshotFile}.`);
      await buildSite({ projectRoot, siteDir, snapshotFile, version });
    } else {
      console.log('Building from the demo catalogue (no DATABASE_URL and no local snapshot).');
      const demoDir = fs.mkdtempSync(path.join(os.tmpdir(), 'closed-biomes-demo-'));
      try {
        const demoSnapshot = path.join(demoDir, 'catalogue.json');
        writeCatalogueSnapshot(demoSnapshot, catalogue);
        await buildSite({ projectRoot, siteDir, snapshotFile: demoSnapshot, version });
      } finally {
        fs.rmSync(demoDir, { recursive: true, force: true });
      }
    }
  }
} catch (error) {
  console.error(`Build failed: ${(error as Error).message}`);
  process.exit(1);
}
