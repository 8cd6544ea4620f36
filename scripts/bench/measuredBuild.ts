// One site build as the local server makes it (buildSite: astro build in a child process and
// whatever else the build runs, then the swap), reporting its time and the peak memory of all the
// processes it started: the figures `npm run bench` prints. Reads CATALOGUE_SNAPSHOT, SITE_DIR and
// SITE_VERSION (the version `npm start` would expect, so that a server started on SITE_DIR keeps it).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSite } from '../../src/server/localServer/buildSite.ts';
import { samplePeakMemory } from './processTreeMemory.ts';

process.env.ASTRO_TELEMETRY_DISABLED = '1';
const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const memory = samplePeakMemory(process.pid);
const started = performance.now();
await buildSite({
  projectRoot,
  siteDir: process.env.SITE_DIR!,
  snapshotFile: process.env.CATALOGUE_SNAPSHOT!,
  version: process.env.SITE_VERSION,
  output: 'ignore',
});
const seconds = (performance.now() - started) / 1000;
console.log(JSON.stringify({ seconds, peakMiB: memory.stop() }));
