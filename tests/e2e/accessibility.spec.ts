import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

/**
 * An axe crawl of every page the site publishes (its sitemap) plus the pages it serves for unknown
 * addresses, at the phone and desktop widths of the two projects: no WCAG 2.2 A/AA violation.
 */
const notFoundPages = ['/no-such-page', '/biomes/not-found', '/species/not-found'];

test('every page passes axe at this width', async ({ page, request }) => {
  // Some 45 pages, each loaded and scanned: minutes on a busy 2-core machine.
  test.setTimeout(600_000);
  const sitemap = await (await request.get('/sitemap-0.xml')).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  expect(pages.length).toBeGreaterThan(30);
  const failures: string[] = [];
  for (const pathname of [...pages, ...notFoundPages]) {
    await page.goto(pathname);
    // Islands that hydrate on load or idle change the page: scan what the visitor ends up with.
    await page.waitForFunction(() => !document.querySelector('astro-island[ssr][client="load"], astro-island[ssr][client="idle"]'));
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    for (const violation of results.violations) {
      failures.push(`${pathname}: ${violation.id} (${violation.impact}) ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join('; ')}`);
    }
  }
  expect(failures).toEqual([]);
});
