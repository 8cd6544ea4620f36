import type http from 'node:http';
import path from 'node:path';
import { readAdminSettings } from '../auth/adminSettings.ts';
import { readHistoryRetentionDays } from '../history/historySettings.ts';
import { adminSignInSummary } from '../auth/adminSignInSummary.ts';
import { catalogueCacheTag, onCatalogueChanged } from '../catalogue/catalogueCache.ts';
import { catalogueSnapshotPath, writeCatalogueSnapshot } from '../catalogue/catalogueSnapshot.ts';
import { readCatalogue } from '../catalogue/readCatalogue.ts';
import { useDatabase } from '../db/currentDatabase.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { openDatabase } from '../db/openDatabase.ts';
import { prepareDatabase } from '../db/prepareDatabase.ts';
import type { Settings } from '../settings.ts';
import { readSiteUrl } from '../siteUrl.ts';
import { readSiteTimeZone } from '../siteTimeZone.ts';
import { makeDataDirPrivate } from '../privateDataDir.ts';
import { readPublishSettings, usePublisher } from '../publish/publisher.ts';
import { buildSite, builtSiteVersion, checkSiteDir, siteVersion } from './buildSite.ts';
import { CdnCache } from './cdnCache.ts';
import { loadFunctionRoutes } from './functionRoutes.ts';
import { siteHostPolicy, type HostPolicy } from './hostPolicy.ts';
import { localPublisher } from './localPublisher.ts';
import { createLocalServer } from './localServer.ts';
import { readNetlifyRules } from './netlifyRules.ts';
import { startLocalMailWorker } from '../mail/localMailWorker.ts';
import { useMailDispatcher } from '../mail/newsletterDispatch.ts';
import { readMailSending } from '../mail/mailSettings.ts';

export type RunningServer = {
  url: string;
  server: http.Server;
  database: DatabaseHandle;
  /** How to sign in to the admin area, for the start-up message. */
  adminSignIn: string;
  stop(): Promise<void>;
};

export class StartupError extends Error {}

/**
 * `npm start`: open and prepare the database, rebuild the site if the catalogue changed since the
 * last build, then serve pages and API on one port.
 */
export async function startLocalServer(
  settings: Settings,
  projectRoot: string,
  log: (line: string) => void = console.log,
): Promise<RunningServer> {
  // A bad admin setting stops start-up here, in one sentence, rather than at the first sign-in.
  const adminSettings = readAdminSettings();
  const { rebuildOnPublish } = readPublishSettings();
  checkSiteDir(settings.siteDir, projectRoot, settings.dataDir);
  readHistoryRetentionDays();
  readSiteTimeZone();
  readMailSending();
  const database = await openServerDatabase(settings, log);
  // Newsletter issues are sent in this process; one left half sent by a stopped server resumes now.
  const newsletters = startLocalMailWorker(database.db, { exclusive: !settings.databaseUrl, log });
  useMailDispatcher(newsletters);
  try {
    const siteDir = settings.siteDir;
    const snapshotFile = catalogueSnapshotPath(settings.dataDir);
    const version = siteVersion(projectRoot, await writeSnapshot(database, settings));
    if (builtSiteVersion(siteDir) !== version) {
      log('Building the site from the current catalogue and source…');
      const started = performance.now();
      await buildSite({ projectRoot, siteDir, snapshotFile, version });
      log(`Built the site in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
    }

    // Catalogue writes from the admin area rebuild the pages in the background (docs/design.md decision 5),
    // unless REBUILD_ON_PUBLISH=false asks only to record them.
    const rebuild = async () => {
      const catalogueVersion = await writeSnapshot(database, settings);
      await buildSite({
        projectRoot,
        siteDir,
        snapshotFile,
        version: siteVersion(projectRoot, catalogueVersion),
        output: 'ignore',
        background: true,
      });
    };
    const publisher = rebuildOnPublish
      ? localPublisher(rebuild, { log })
      : localPublisher(async () => {}, {
          log,
          done: 'Recorded the publish without rebuilding (REBUILD_ON_PUBLISH=false)',
        });
    usePublisher(publisher);

    const hostPolicy = siteHostPolicy({
      siteUrl: readSiteUrl(),
      listenHost: settings.host,
      extraHosts: settings.allowedHosts,
    });
    const server = await createProjectServer(projectRoot, () => siteDir, hostPolicy);
    await listen(server, settings);
    const url = `http://${settings.host.includes(':') ? `[${settings.host}]` : settings.host}:${settings.port}`;

    let stopping: Promise<void> | undefined;
    const stop = () => {
      stopping ??= (async () => {
        // Finish the requests in flight, refuse new ones, then close the database cleanly: a
        // PGlite folder closed mid-write is what corrupts data.
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections();
        const forced = setTimeout(() => server.closeAllConnections(), 5000);
        await closed;
        clearTimeout(forced);
        // A rebuild still running reads the snapshot, not the database, but must finish its swap.
        await publisher.idle();
        usePublisher(undefined);
        // The batch in flight is finished and marked; the rest resumes at the next start.
        await newsletters.stop();
        useMailDispatcher(undefined);
        await database.close();
      })();
      return stopping;
    };
    return { url, server, database, adminSignIn: adminSignInSummary(adminSettings, url), stop };
  } catch (error) {
    await newsletters.stop().catch(() => {});
    useMailDispatcher(undefined);
    await database.close().catch(() => {});
    throw error;
  }
}

/** The local server for this project's functions and netlify.toml, with the CDN purged on catalogue writes. */
export async function createProjectServer(
  projectRoot: string,
  siteDir: () => string,
  hostPolicy?: HostPolicy,
): Promise<http.Server> {
  const cdnCache = new CdnCache();
  const stopListening = onCatalogueChanged(() => cdnCache.purge([catalogueCacheTag]));
  const server = createLocalServer({
    siteDir,
    routes: await loadFunctionRoutes(path.join(projectRoot, 'netlify', 'functions')),
    rules: readNetlifyRules(path.join(projectRoot, 'netlify.toml')),
    cdnCache,
    hostPolicy,
  });
  server.once('close', stopListening);
  return server;
}

/** Opens the configured database, migrates (and seeds a new one), and hands it to the API functions. */
export async function openServerDatabase(settings: Settings, log: (line: string) => void): Promise<DatabaseHandle> {
  const database = await openDatabase(settings);
  try {
    const { seeded } = await prepareDatabase(database.db);
    makeDataDirPrivate(settings.dataDir);
    if (seeded) log('Created the database and added the demo catalogue.');
    useDatabase(database.db);
    return database;
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}

/** Writes the catalogue the next build reads; returns its version. */
export async function writeSnapshot(database: DatabaseHandle, settings: Settings): Promise<string> {
  return writeCatalogueSnapshot(catalogueSnapshotPath(settings.dataDir), await readCatalogue(database.db));
}

export function listen(server: http.Server, settings: Settings): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE')
        reject(
          new StartupError(
            `Port ${settings.port} on ${settings.host} is already in use; ` +
              'stop what runs there or set PORT to another port.',
          ),
        );
      else if (error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND')
        reject(new StartupError(`Cannot listen on HOST "${settings.host}": no such address on this machine.`));
      else reject(error);
    });
    server.listen(settings.port, settings.host, () => resolve());
  });
}
