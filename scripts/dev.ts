// `npm run dev`: astro dev for page work, with the real API beside it. The API runs in this process
// on the embedded database (the same functions, router and data as `npm start`) and astro dev
// proxies /api to it, so there is still one API code path.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readAdminSettings } from '../src/server/auth/adminSettings.ts';
import { adminSignInSummary } from '../src/server/auth/adminSignInSummary.ts';
import { catalogueSnapshotPath } from '../src/server/catalogue/catalogueSnapshot.ts';
import {
  createProjectServer,
  listen,
  openServerDatabase,
  writeSnapshot,
} from '../src/server/localServer/startLocalServer.ts';
import { readSettings } from '../src/server/settings.ts';
import { startLocalMailWorker } from '../src/server/mail/localMailWorker.ts';
import { useMailDispatcher } from '../src/server/mail/newsletterDispatch.ts';

process.env.ASTRO_TELEMETRY_DISABLED = '1';
const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

try {
  const settings = readSettings();
  const database = await openServerDatabase(settings, console.log);
  // Newsletter issues are sent in this process, as under npm start.
  const newsletters = startLocalMailWorker(database.db, { exclusive: !settings.databaseUrl });
  useMailDispatcher(newsletters);
  await writeSnapshot(database, settings);
  const apiSettings = { ...settings, host: '127.0.0.1', port: settings.port + 1 };
  const api = await createProjectServer(projectRoot, () => settings.siteDir);
  await listen(api, apiSettings);
  console.log(adminSignInSummary(readAdminSettings(), `http://localhost:${settings.port}`));
  const astro = spawn(process.execPath, [path.join(projectRoot, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'dev'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      DEV_API_ORIGIN: `http://127.0.0.1:${apiSettings.port}`,
      CATALOGUE_SNAPSHOT: catalogueSnapshotPath(settings.dataDir),
    },
  });
  const stop = () => astro.kill('SIGTERM');
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  astro.once('exit', (code) => {
    api.close();
    newsletters
      .stop()
      .then(() => database.close())
      .finally(() => process.exit(code ?? 0));
  });
} catch (error) {
  console.error(`Cannot start: ${(error as Error).message}`);
  process.exit(1);
}
