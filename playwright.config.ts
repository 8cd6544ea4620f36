import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { e2eAdminPassword } from './tests/e2e/support/adminSession.ts';
import { chromiumArgs, chromiumPath } from './tests/e2e/support/chromium.ts';

const port = Number(process.env.E2E_PORT) || 4399;
// The admin screens' tests change the catalogue: they get servers of their own, so the public tests
// always see the demo catalogue. The first records each publish without rebuilding the pages; the
// second rebuilds them for real, for the tests whose subject is the publish (tagged @publish).
const adminPort = port + 1;
const publishingAdminPort = port + 2;
// The catalogue at scale (docs/design.md decision 14): a server whose catalogue is 1,000 generated species.
const atScalePort = port + 3;
export const speciesAtScale = 1000;
// Its journal: more posts than three of its pages hold (tests/e2e/journal.atScale.spec.ts).
export const postsAtScale = 40;
// Every admin screen's spec (adminSpecies, adminMessages, …); the sign-in pages' spec runs on the public server.
const adminScreenSpecs = /[\\/]admin(?!Auth)[A-Z]\w*\.spec\.ts$/;
// Field conditions (docs/design.md decision 10): a slow phone acting before the islands hydrate, and no JavaScript.
const slowPhoneSpecs = /\.slowPhone\.spec\.ts$/;
const noJavaScriptSpecs = /\.noJs\.spec\.ts$/;
// The at-scale server's admin specs write to its catalogue: they run after its public specs.
const atScaleSpecs = /\.atScale\.spec\.ts$/;
const adminAtScaleSpecs = /[\\/]admin\w*\.atScale\.spec\.ts$/;
const specsOfOtherProjects = [adminScreenSpecs, slowPhoneSpecs, noJavaScriptSpecs, atScaleSpecs];
// What the viewport decides (docs/design.md decision 17): a test tagged @viewport runs at both widths, one
// tagged @phone only on the phone (the menu behind its button); every other test runs once, on the desktop.
const phoneOnly = /@phone\b/;
const atPhoneWidth = /@phone\b|@viewport\b/;
const publishing = /@publish\b/;

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };
const phone = { ...devices['Pixel 7'], viewport: { width: 360, height: 740 } };

/**
 * `npm start` on `serverPort`, with a data folder made afresh for each run and a copy of the shared
 * test site (tests/e2e/support/prepareServer.ts), so that no server builds at start; or, with
 * `generatedSpecies`, a catalogue of that many generated species, whose site the server builds at start.
 */
function localServer(serverPort: number, env: Record<string, string> = {}, generatedSpecies?: number) {
  const dataDir = path.join(os.tmpdir(), `closed-biomes-e2e-${serverPort}`);
  const siteDir = path.join(os.tmpdir(), `closed-biomes-e2e-${serverPort}-site`);
  const node = `"${process.execPath}"`;
  const prepare =
    generatedSpecies === undefined
      ? `tests/e2e/support/prepareServer.ts "${siteDir}" "${dataDir}"`
      : `tests/e2e/support/prepareServerAtScale.ts "${siteDir}" "${dataDir}" ${generatedSpecies} ${postsAtScale}`;
  return {
    command: `${node} ${prepare} && ${node} scripts/start.ts`,
    url: `http://127.0.0.1:${serverPort}/api/biomes`,
    env: {
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SITE_DIR: siteDir,
      // The portal's password in local mode (tests/e2e/support/adminSession.ts); the hash and Google stay unset.
      ADMIN_PASSWORD: e2eAdminPassword,
      ADMIN_PASSWORD_HASH: '',
      ...env,
    },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe' as const,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
  };
}

export default defineConfig({
  testDir: 'tests/e2e',
  // One folder per port, so runs on different ports never clean up each other's artefacts.
  outputDir: `test-results/playwright-${port}`,
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  // How long an assertion waits for its condition (Playwright's default is 5 s): the suite runs on 2
  // cores beside two servers and their rebuilds, where a page can take more than 5 s to answer a tap.
  // A wait, not a speed budget: speed is measured by npm run lighthouse and npm run bench.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  // Longest first: the publishing tests' rebuilds and the slow phone's held scripts overlap the rest.
  projects: [
    {
      name: 'admin-publish',
      testMatch: adminScreenSpecs,
      grep: publishing,
      use: { ...desktop, baseURL: `http://127.0.0.1:${publishingAdminPort}` },
    },
    { name: 'slow-phone', testMatch: slowPhoneSpecs, use: phone },
    { name: 'desktop', testIgnore: specsOfOtherProjects, grepInvert: phoneOnly, use: desktop },
    {
      name: 'admin-desktop',
      testMatch: adminScreenSpecs,
      grepInvert: [phoneOnly, publishing],
      use: { ...desktop, baseURL: `http://127.0.0.1:${adminPort}` },
    },
    { name: 'phone', testIgnore: specsOfOtherProjects, grep: atPhoneWidth, use: phone },
    {
      name: 'admin-phone',
      testMatch: adminScreenSpecs,
      grep: atPhoneWidth,
      grepInvert: publishing,
      use: { ...phone, baseURL: `http://127.0.0.1:${adminPort}` },
    },
    { name: 'no-js', testMatch: noJavaScriptSpecs, use: { ...desktop, javaScriptEnabled: false } },
    {
      name: 'at-scale',
      testMatch: atScaleSpecs,
      testIgnore: adminAtScaleSpecs,
      use: { ...desktop, baseURL: `http://127.0.0.1:${atScalePort}` },
    },
    {
      name: 'admin-at-scale',
      testMatch: adminAtScaleSpecs,
      dependencies: ['at-scale'],
      use: { ...desktop, baseURL: `http://127.0.0.1:${atScalePort}` },
    },
  ],
  webServer: [
    localServer(port),
    localServer(adminPort, { REBUILD_ON_PUBLISH: 'false' }),
    localServer(publishingAdminPort),
    // Its writes (an import) are recorded without rebuilding 1,000 species' pages.
    localServer(atScalePort, { REBUILD_ON_PUBLISH: 'false' }, speciesAtScale),
  ],
});
