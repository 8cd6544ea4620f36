import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { e2eAdminPassword } from './tests/e2e/adminSession.ts';
import { chromiumArgs, chromiumPath } from './tests/e2e/chromium.ts';

const port = Number(process.env.E2E_PORT) || 4399;
// A data folder of its own, made afresh for each run, so the tests see exactly the demo catalogue.
const dataDir = path.join(os.tmpdir(), `closed-biomes-e2e-${port}`);

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
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 360, height: 740 } } },
  ],
  webServer: {
    command: `rm -rf "${dataDir}" && "${process.execPath}" scripts/start.ts`,
    url: `http://127.0.0.1:${port}/api/biomes`,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // The portal's password in local mode (tests/e2e/adminSession.ts); the hash and Google stay unset.
      ADMIN_PASSWORD: e2eAdminPassword,
      ADMIN_PASSWORD_HASH: '',
      ...(process.env.SITE_DIR ? { SITE_DIR: process.env.SITE_DIR } : {}),
    },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
