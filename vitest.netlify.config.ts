import { defineConfig } from 'vitest/config';

/**
 * The Netlify-parity smoke test (npm run test:netlify): runs netlify/functions under Netlify's own
 * emulator, @netlify/dev, against real Postgres. Kept apart from vitest.config.ts because it needs
 * TEST_DATABASE_URL and bundles every function on every call, which the unit/integration run should not pay for.
 */
export default defineConfig({
  test: {
    include: ['tests/netlify/**/*.test.ts'],
    // Each emulated call rebuilds its function (2-4 s on 2 cores) and runs it in a fresh worker thread.
    testTimeout: 60_000,
    // Migrating and seeding a fresh schema, starting the emulator (its start-up build of all 49
    // functions: about 80 s on a clean clone, over 4 minutes if Vitest runs beside it), stopping it,
    // dropping the schema.
    hookTimeout: 300_000,
    teardownTimeout: 30_000,
  },
});
