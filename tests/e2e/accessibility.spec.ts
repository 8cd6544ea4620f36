import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import { cspTest as test } from './support/fixtures.ts';

/**
 * An axe scan of every page the site publishes (its sitemap) plus the pages it serves for unknown
 * addresses, at the phone and desktop widths of the two projects: no WCAG 2.2 A/AA violation. One
 * test per page, so a failure names its page. The list is known when the tests are collected,
 * before any server runs: the fixed pages, and one page per demo biome and species, which a fresh
 * database numbers from 1 (this suite imports nothing from src/). The first test holds the list to
 * the sitemap, so a new page or a change of the demo catalogue cannot go unscanned.
 */
const fixedPages = ['/', '/accessibility', '/coming-soon', '/privacy', '/resources', '/species', '/terms'];
const demoBiomeCount = 8;
const demoSpeciesCount = 31;
const numbered = (folder: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${folder}/${index + 1}`);
const publishedPages = [
  ...fixedPages,
  ...numbered('/biomes', demoBiomeCount),
  ...numbered('/species', demoSpeciesCount),
];
const notFoundPages = ['/no-such-page', '/biomes/not-found', '/species/not-found'];
/** Pages a visitor only reaches from a mail or a form post: not indexed, so not in the sitemap. */
const unlistedPages = [
  '/newsletter/unsubscribe?token=1.AAAAAAAAAAAAAAAAAAAAAA',
  '/newsletter/unsubscribed',
  '/newsletter/unsubscribe-link-invalid',
  '/newsletter/unsubscribe-unavailable',
  '/newsletter/home/subscribed',
  '/newsletter/resources/invalid-email',
  '/contact/sent',
  '/contact/missing-fields',
  '/contact/invalid-email',
];

test('the pages scanned are exactly those of the sitemap', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap-0.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  expect(listed.toSorted()).toEqual(publishedPages.toSorted());
});

for (const pathname of [...publishedPages, ...notFoundPages, ...unlistedPages]) {
  test(`${pathname} passes axe at this width`, async ({ page }) => {
    await page.goto(pathname);
    // Islands that hydrate on load or idle change the page: scan what the visitor ends up with.
    await page.waitForFunction(
      () => !document.querySelector('astro-island[ssr][client="load"], astro-island[ssr][client="idle"]'),
    );
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    const violations = results.violations.map(
      (violation) =>
        `${violation.id} (${violation.impact}) ${violation.help} — ${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 3)
          .join('; ')}`,
    );
    expect(violations).toEqual([]);
  });
}
