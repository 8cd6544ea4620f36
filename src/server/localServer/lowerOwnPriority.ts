/**
 * Preloaded (`node --import`) into a publish's rebuild by buildSite.ts: the build process lowers its
 * own priority to BUILD_NICENESS before astro's first line runs, so astro and every worker it starts
 * inherit it, with no moment at the server's priority.
 */
import os from 'node:os';

try {
  os.setPriority(Number(process.env.BUILD_NICENESS));
} catch {
  // A system that refuses is served as before: the build simply competes with the requests.
}
