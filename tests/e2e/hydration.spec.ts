import { expect } from '@playwright/test';
import { test } from './support/fixtures.ts';

/**
 * One page of each type, every island on it hydrated: React reports a hydration mismatch (#418,
 * #425…) or a failed hydration (#424) as a console error, which the shared fixture turns into a
 * failure naming the page.
 */
const pageTypes = [
  '/',
  '/biomes/1',
  '/biomes/not-found',
  '/species',
  '/species/1',
  '/species/not-found',
  '/resources',
  '/coming-soon',
  '/privacy',
  '/terms',
  '/accessibility',
  '/newsletter/unsubscribed',
  '/admin-login',
  '/admin-portal',
  '/admin-unauthorized',
  '/no-such-page',
];

for (const pathname of pageTypes) {
  test(`${pathname} hydrates every island without an error`, async ({ page, consoleErrors }) => {
    // The fallback pages and the 404 are served with status 404, which Chromium logs.
    consoleErrors.allow(/Failed to load resource: the server responded with a status of 404/);
    await page.goto(pathname);
    // Islands hydrated when visible: bring each into view, one after the other.
    for (const island of await page.locator('astro-island').all()) await island.scrollIntoViewIfNeeded();
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  });
}
