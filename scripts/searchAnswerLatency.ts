// How soon the species search shows what a visitor typed, on a phone with its CPU slowed 4x (goal:
// the species typed is on screen within 300 ms of the keystroke, once the island is ready). The name
// is one from the catalogue's second page, so its card can only come from the search index. Used by
// `npm run lighthouse`.
import { devices, type Browser, type Page } from '@playwright/test';
import { cpuSlowdown } from './firstInteractionLatency.ts';

/** Records, in the page, each keystroke's time and the time `name`'s card first shows in the grid. */
function watchForCard(name: string): void {
  const watch = window as unknown as { keystrokes: number[]; shownAt?: number };
  watch.keystrokes = [];
  document.addEventListener('keydown', () => watch.keystrokes.push(performance.now()), true);
  new MutationObserver(() => {
    if (watch.shownAt !== undefined) return;
    const headings = document.querySelectorAll('.species-grid h2');
    if ([...headings].some((heading) => heading.textContent?.trim() === name)) watch.shownAt = performance.now();
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

async function islandReady(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const island = document.querySelector('.species-catalog')?.closest('astro-island');
    return island !== null && island !== undefined && !island.hasAttribute('ssr');
  });
}

/**
 * One measurement on a fresh page: ms from the keystroke after which the card appeared (the last one
 * typed before it) until the card is in the page, with the name that was typed. A context of its
 * own, so no run finds what another cached.
 */
export async function measureSearchAnswer(
  browser: Browser,
  origin: string,
): Promise<{ name: string; latencyMs: number }> {
  const context = await browser.newContext({ ...devices['Pixel 7'], baseURL: origin });
  try {
    const page = await context.newPage();
    await page.goto('/species/page/2');
    const name = (await page.locator('.species-grid h2').first().textContent())!.trim();

    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.addInitScript(watchForCard, name);
    await page.goto('/species');
    await islandReady(page);
    const search = page.getByRole('searchbox', { name: 'Search species' });
    await search.focus();
    await search.pressSequentially(name, { delay: 80 });
    await page.waitForFunction(() => (window as unknown as { shownAt?: number }).shownAt !== undefined, null, {
      timeout: 30_000,
    });
    const latencyMs = await page.evaluate(() => {
      const { keystrokes, shownAt } = window as unknown as { keystrokes: number[]; shownAt: number };
      const keystroke = Math.max(...keystrokes.filter((time) => time <= shownAt));
      return shownAt - keystroke;
    });
    return { name, latencyMs };
  } finally {
    await context.close();
  }
}
