import { expect } from '@playwright/test';
import { test as base } from './fixtures.ts';
import { failedLoad } from './pageHelpers.ts';

/**
 * The shared `test`, with `failedLoads.allow(...paths)` for a test that makes answers fail on purpose
 * (a photo answered with 404, a page served as not found): Chromium's console report of a failed
 * load is allowed, but only for those paths. Any other answer of 400 or more still fails the test,
 * naming its status and path.
 */
export const test = base.extend<{ failedLoads: { allow(...paths: string[]): void } }>({
  failedLoads: async ({ page, consoleErrors }, use) => {
    const allowed = new Set<string>();
    const unexpected: string[] = [];
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (response.status() >= 400 && !allowed.has(path)) unexpected.push(`${response.status()} ${path}`);
    });
    await use({
      allow: (...paths) => {
        consoleErrors.allow(failedLoad);
        for (const path of paths) allowed.add(path);
      },
    });
    expect(unexpected, 'failed answers').toEqual([]);
  },
});
