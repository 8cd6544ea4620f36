import { expect, test } from '@playwright/test';
import { onCspViolation } from './support/fixtures.ts';

/**
 * Every page the site publishes (its sitemap), the pages it serves for unknown addresses and the
 * admin screens run under their Content-Security-Policy without a single violation: Astro's hashes
 * cover every inline script and style it emitted, whatever the islands are built with.
 */
const unlistedPages = [
  '/no-such-page',
  '/biomes/not-found',
  '/species/not-found',
  '/admin-portal',
  '/admin-login',
  '/admin-unauthorized',
  '/admin',
  '/admin/species',
];

test('no page breaks its Content-Security-Policy', async ({ page, request }) => {
  // Some 50 pages, each loaded until its islands have hydrated: minutes on a busy 2-core machine.
  test.setTimeout(600_000);
  const violations: string[] = [];
  let current = '';
  await onCspViolation(page, (description) => violations.push(`${current}: ${description}`));
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(`${current}: ${message.text()}`);
  });

  const sitemap = await (await request.get('/sitemap-0.xml')).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  expect(pages.length).toBeGreaterThan(30);
  for (const pathname of [...pages, ...unlistedPages]) {
    await test.step(pathname, async () => {
      current = pathname;
      const response = await page.goto(pathname);
      expect(response?.status(), pathname).toBeLessThan(500);
      const policy = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
      expect(policy, `${pathname} has a policy`).toMatch(/script-src 'self'( 'sha256-[^']+')*;/);
      expect(policy).not.toContain("'unsafe-inline' 'sha");
      expect(policy?.match(/script-src[^;]*/)?.[0]).not.toContain('unsafe');
      // Islands that hydrate on load or idle run their scripts: wait for them, then for a quiet network.
      await page.waitForFunction(
        () => !document.querySelector('astro-island[ssr][client="load"], astro-island[ssr][client="idle"]'),
      );
      await page.waitForLoadState('networkidle');
    });
  }

  await test.step('the featured video, started', async () => {
    current = '/ (featured video)';
    // The player's own page is not under test (and the test machine has no internet): an empty one.
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '' }),
    );
    await page.goto('/');
    await page.getByRole('button', { name: /^Play video:/ }).click();
    await page.locator('iframe.player').waitFor();
    await page.waitForLoadState('networkidle');
  });
  expect(violations).toEqual([]);
});
