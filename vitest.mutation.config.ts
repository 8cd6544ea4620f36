import { defineConfig } from 'vitest/config';

/**
 * The tests StrykerJS runs against each mutant of src/lib/ and src/server/http/ (`npm run mutation`,
 * stryker.config.json): the unit tests, which judge that code directly and in milliseconds. The
 * integration tests start databases and servers, too slow to run once per mutant on two cores.
 */
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts'],
    testTimeout: 30_000,
  },
});
