import { defineConfig } from 'vitest/config';

/**
 * The Netlify-parity smoke test (npm run test:netlify): runs netlify/functions under Netlify's own
 * emulator, @netlify/dev, against real Postgres. Kept apart from vitest.config.ts because it needs
 * TEST_DATABASE_URL and bundles every function on every call, which the unit/integration run should not pay for.
 */
export default defineConfig({
  test: {
    include: ['tests/netlify/**/*.test.ts'],
    // Each emulated call rebuilds its function (2-4 s on 2 cores) and runs it in a fresh worker thread;
    // the first also waits for the emulator's start-up build of all six functions (10-25 s).
    testTimeout: 60_000,
    // Migrating and seeding a fresh schema, starting and stopping the emulator, dropping the schema.
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
