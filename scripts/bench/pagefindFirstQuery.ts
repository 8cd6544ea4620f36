// What a visitor's first search costs with the Pagefind index (docs/design.md decision 14): in Chromium,
// on a page of the running site, load Pagefind's script, search one common word and load the
// results a first screen shows, summing the bytes that crossed the network (compressed, headers
// included). The browser starts with an empty cache.
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../tests/e2e/support/chromium.ts';

export type FirstQuery = { word: string; results: number; requests: number; bytes: number };

/** Pagefind's own interface shows this many results before "Load more". */
const resultsShown = 5;

export async function measurePagefindFirstQuery(origin: string, word: string): Promise<FirstQuery> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    // The site's Content-Security-Policy allows what its own search page loads; this page only hosts the measurement.
    const page = await browser.newPage({ bypassCSP: true });
    await page.goto(`${origin}/privacy`);
    const transfers: Promise<number>[] = [];
    page.on('requestfinished', (request) => {
      if (new URL(request.url()).pathname.startsWith('/pagefind/'))
        transfers.push(request.sizes().then((sizes) => sizes.responseBodySize + sizes.responseHeadersSize));
    });
    const results = await page.evaluate(
      async ({ word, resultsShown }) => {
        const pagefind = await import(`${location.origin}/pagefind/pagefind.js`);
        const search = await pagefind.search(word);
        await Promise.all(
          search.results.slice(0, resultsShown).map((result: { data(): Promise<unknown> }) => result.data()),
        );
        return search.results.length as number;
      },
      { word, resultsShown },
    );
    // The last 'requestfinished' events may trail the promise the page resolved.
    await page.waitForTimeout(500);
    const sizes = await Promise.all(transfers);
    return { word, results, requests: sizes.length, bytes: sizes.reduce((sum, size) => sum + size, 0) };
  } finally {
    await browser.close();
  }
}
