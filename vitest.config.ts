import { defineConfig } from 'vitest/config';

/**
 * Three levels (README, Test), each a project: `npx vitest run --project unit` runs one.
 * - unit: plain functions, in milliseconds;
 * - integration: functions called with a Request against freshly migrated databases, and npm start
 *   as a process (each file migrates its own databases; the embedded ones open from one initialised
 *   copy, which the project's global setup makes: initialising PGlite is CPU-bound on 2 cores);
 * - built-site: what the build wrote, read from the shared test site (tests/support/testSite.ts),
 *   which the project's global setup builds unless it is current.
 */
export default defineConfig({
  test: {
    // Two test files at a time, where Vitest's default on two cores is one: most integration files
    // wait on child processes, servers and databases, so two halve the wall time (measured: 1 worker
    // 209 s, 2 workers 118 s, 3 workers 111 s for the three projects with real Postgres).
    maxWorkers: 2,
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ['tests/integration/initialisedPGlite.ts'],
        },
      },
      {
        test: {
          name: 'built-site',
          include: ['tests/builtSite/**/*.test.ts'],
          globalSetup: ['tests/builtSite/buildTestSite.ts'],
        },
      },
    ],
  },
});
