import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    // Each integration file migrates its own databases; PGlite start-up is CPU-bound on 2 cores.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
