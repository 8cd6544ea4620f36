// What a visitor's first search costs (docs/design.md decision 14): in Chromium with an empty cache,
// on /species once its island is ready, type a query and wait for its answer, then sum the bytes of
// the index's files that crossed the network (compressed, headers included): the manifest, the
// shards and filters the query read, and the cards of the first screen of results.
import { chromium } from 'playwright-core';
import { catalogueSearchManifestPath } from '../../src/lib/search/catalogueSearchManifest.ts';
import { chromiumArgs, chromiumPath } from '../../tests/e2e/support/chromium.ts';

export type FirstQuery = { word: string; results: string; requests: number; bytes: number };

const isIndexFile = (url: string) => {
  const { pathname } = new URL(url);
  return pathname === catalogueSearchManifestPath || pathname.startsWith('/search/');
};

/**
 * `word` is typed as given; without one, the name of the first species on the catalogue's second page,
 * whose card only the index can bring.
 */
export async function measureSearchFirstQuery(origin: string, word?: string): Promise<FirstQuery> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const query = word ?? (await nameOnSecondPage(browser, origin));
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${origin}/species`);
    await page.waitForFunction(() => {
      const island = document.querySelector('.species-catalog')?.closest('astro-island');
      return island !== null && island !== undefined && !island.hasAttribute('ssr');
    });
    const count = page.locator('.species-count');
    const before = (await count.textContent()) ?? '';
    const transfers: Promise<number>[] = [];
    page.on('requestfinished', (request) => {
      if (isIndexFile(request.url()))
        transfers.push(request.sizes().then((sizes) => sizes.responseBodySize + sizes.responseHeadersSize));
    });
    await page.getByRole('searchbox', { name: 'Search species' }).fill(query);
    await page.waitForFunction(
      (before) => {
        const text = document.querySelector('.species-count')?.textContent ?? '';
        return text !== before && text !== 'Searching...';
      },
      before,
      { timeout: 30_000 },
    );
    // The last 'requestfinished' events may trail the answer on screen.
    await page.waitForTimeout(500);
    const sizes = await Promise.all(transfers);
    const results = (await count.textContent()) ?? '';
    return { word: query, results, requests: sizes.length, bytes: sizes.reduce((sum, size) => sum + size, 0) };
  } finally {
    await browser.close();
  }
}

async function nameOnSecondPage(browser: import('playwright-core').Browser, origin: string): Promise<string> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${origin}/species/page/2`);
  const name = (await page.locator('.species-grid h2').first().textContent())!.trim();
  await page.context().close();
  return name;
}
