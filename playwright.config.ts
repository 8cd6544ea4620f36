import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { e2eAdminPassword } from './tests/e2e/adminSession.ts';
import { chromiumArgs, chromiumPath } from './tests/e2e/chromium.ts';

const port = Number(process.env.E2E_PORT) || 4399;
// The admin screens' tests change the catalogue, and every change rebuilds the public pages: they
// get a server of their own on the next port, so the public tests always see the demo catalogue.
const adminPort = port + 1;
// Every admin screen's spec (adminSpecies, adminMessages, …); the sign-in pages' spec runs on the public server.
const adminScreenSpecs = /[\\/]admin(?!Auth)[A-Z]\w*\.spec\.ts$/;
// Field conditions (DESIGN.md decision 10): a slow phone acting before the islands hydrate, and no JavaScript.
const slowPhoneSpecs = /\.slowPhone\.spec\.ts$/;
const noJavaScriptSpecs = /\.noJs\.spec\.ts$/;
const specsOfOtherProjects = [adminScreenSpecs, slowPhoneSpecs, noJavaScriptSpecs];

/**
 * `npm start` on `serverPort` with a data folder of its own, made afresh for each run (so the tests
 * see exactly the demo catalogue), and for the admin server a built site of its own too.
 */
function localServer(serverPort: number, siteDir: string | undefined) {
  const dataDir = path.join(os.tmpdir(), `closed-biomes-e2e-${serverPort}`);
  return {
    command: `rm -rf "${dataDir}" && "${process.execPath}" scripts/start.ts`,
    url: `http://127.0.0.1:${serverPort}/api/biomes`,
    env: {
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // The portal's password in local mode (tests/e2e/adminSession.ts); the hash and Google stay unset.
      ADMIN_PASSWORD: e2eAdminPassword,
      ADMIN_PASSWORD_HASH: '',
      ...(siteDir ? { SITE_DIR: siteDir } : {}),
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
  projects: [
    {
      name: 'desktop',
      testIgnore: specsOfOtherProjects,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'phone',
      testIgnore: specsOfOtherProjects,
      use: { ...devices['Pixel 7'], viewport: { width: 360, height: 740 } },
    },
    {
      name: 'slow-phone',
      testMatch: slowPhoneSpecs,
      use: { ...devices['Pixel 7'], viewport: { width: 360, height: 740 } },
    },
    {
      name: 'no-js',
      testMatch: noJavaScriptSpecs,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, javaScriptEnabled: false },
    },
    {
      name: 'admin-desktop',
      testMatch: adminScreenSpecs,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        baseURL: `http://127.0.0.1:${adminPort}`,
      },
    },
    {
      name: 'admin-phone',
      testMatch: adminScreenSpecs,
      use: { ...devices['Pixel 7'], viewport: { width: 360, height: 740 }, baseURL: `http://127.0.0.1:${adminPort}` },
    },
  ],
  webServer: [
    localServer(port, process.env.SITE_DIR),
    localServer(adminPort, path.join(os.tmpdir(), `closed-biomes-e2e-${adminPort}-site`)),
  ],
});
