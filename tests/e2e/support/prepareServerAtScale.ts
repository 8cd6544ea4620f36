// Run by playwright.config.ts before the at-scale tests' server: `node prepareServerAtScale.ts SITE_DIR
// DATA_DIR COUNT POSTS`. A fresh data folder whose catalogue is COUNT generated species (the demo biomes and
// resources beside them) and whose journal has POSTS generated posts besides the demo's, and no built site,
// so that npm start builds the site from that catalogue.
import fs from 'node:fs';
import { prepareDataDir } from '../../../scripts/bench/generatedDataDir.ts';

const [siteDir, dataDir, count, posts] = process.argv.slice(2);
if (!siteDir || !dataDir || !/^[1-9]\d*$/.test(count ?? '') || !/^\d+$/.test(posts ?? ''))
  throw new Error('usage: node prepareServerAtScale.ts SITE_DIR DATA_DIR COUNT POSTS');

for (const folder of [dataDir, siteDir, `${siteDir}.next`, `${siteDir}.old`]) {
  fs.rmSync(folder, { recursive: true, force: true });
}
await prepareDataDir(dataDir, Number(count), Number(posts));
