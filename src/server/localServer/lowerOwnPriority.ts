/**
 * Preloaded (`node --import`) into a publish's rebuild by buildSite.ts: the build process lowers its
 * own priority before astro's first line runs, so astro and every worker it starts inherit it, with
 * no moment at the server's priority.
 */
import os from 'node:os';
import { backgroundBuildNiceness } from './buildSite.ts';

try {
  os.setPriority(backgroundBuildNiceness);
} catch {
  // A system that refuses is served as before: the build simply competes with the requests.
}
