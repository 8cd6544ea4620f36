// One astro build in this process, reporting its own peak memory: the figure `npm run bench` prints.
// Reads CATALOGUE_SNAPSHOT and ASTRO_OUT_DIR like any build.
import { build } from 'astro';

process.env.ASTRO_TELEMETRY_DISABLED = '1';
const started = performance.now();
await build({ root: process.cwd(), logLevel: 'error' });
const seconds = (performance.now() - started) / 1000;
// maxRSS is in KiB on Linux.
console.log(JSON.stringify({ seconds, peakMiB: process.resourceUsage().maxRSS / 1024 }));
