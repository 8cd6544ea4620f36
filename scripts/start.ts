// `npm start`: the whole site (pages, API) on one machine, on the embedded database by default.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AdminSettingsError } from '../src/server/auth/adminSettings.ts';
import { DataDirLockedError } from '../src/server/db/dataDirLock.ts';
import { DatabaseUnreachableError } from '../src/server/db/database.ts';
import { diskFullStartupMessage, isDiskFull } from '../src/server/diskFull.ts';
import { SiteDirError } from '../src/server/localServer/buildSite.ts';
import { StartupError, startLocalServer } from '../src/server/localServer/startLocalServer.ts';
import { readSettings, SettingsError } from '../src/server/settings.ts';
import { readPasswordLimits } from '../src/server/auth/passwordLimits.ts';
import { readDatabaseTimeouts } from '../src/server/db/databaseTimeouts.ts';
import { readVisitorLimits } from '../src/server/http/visitorLimits.ts';

process.env.ASTRO_TELEMETRY_DISABLED = '1';
const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

try {
  const settings = readSettings();
  // Read by the functions on each request; checked here too, so that a bad value stops start-up.
  readDatabaseTimeouts();
  readVisitorLimits();
  readPasswordLimits();
  const running = await startLocalServer(settings, projectRoot);
  // One write, so whoever waits for the first line also has the rest.
  console.log(
    [
      `Closed Biomes is running at ${running.url}`,
      `Data: ${running.database.location}`,
      running.adminSignIn,
      'Press Ctrl+C to stop.',
    ].join('\n'),
  );
  const shutdown = (signal: string) => {
    console.log(`\n${signal} received: finishing open requests and closing the database…`);
    running.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`Shutdown failed: ${(error as Error).message}`);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
} catch (error) {
  const expected =
    error instanceof SettingsError ||
    error instanceof AdminSettingsError ||
    error instanceof DataDirLockedError ||
    error instanceof DatabaseUnreachableError ||
    error instanceof StartupError ||
    error instanceof SiteDirError;
  if (isDiskFull(error)) console.error(diskFullStartupMessage(error));
  else console.error(expected ? `Cannot start: ${(error as Error).message}` : error);
  process.exit(1);
}
