// Run by playwright.config.ts before each browser tests' server: `node prepareServer.ts SITE_DIR DATA_DIR`.
// A fresh data folder (so the tests see exactly the demo catalogue) and a copy of the shared test
// site, which npm start then finds current and serves without building.
import fs from 'node:fs';
import { ensureTestSite } from '../../support/testSite.ts';

const [siteDir, dataDir] = process.argv.slice(2);
if (!siteDir || !dataDir) throw new Error('usage: node prepareServer.ts SITE_DIR DATA_DIR');

const testSite = await ensureTestSite();
for (const folder of [dataDir, siteDir, `${siteDir}.next`, `${siteDir}.old`]) {
  fs.rmSync(folder, { recursive: true, force: true });
}
fs.cpSync(testSite, siteDir, { recursive: true });
