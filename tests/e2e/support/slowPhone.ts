import { expect, type Locator, type Page } from '@playwright/test';
import { test as base } from './fixtures.ts';

/** How much slower than this machine the phone's CPU runs (Lighthouse's mobile setting). */
export const cpuSlowdown = 4;

/** How long each island script is held back: the page is readable, its islands not yet live. */
export const scriptDelayMs = { min: 2000, max: 3000 };

/**
 * A visitor on a slow phone: the CPU slowed through the DevTools protocol, and every script under
 * /_astro/ held back 2–3 s, so the visitor reads, types and taps before any island has hydrated.
 * The hold-back is the network's latency, not a pause of the test: the test acts at once.
 */
export const test = base.extend<{ scriptsHeld: void }>({
  scriptsHeld: [
    async ({ page }, use) => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
      let held = 0;
      await page.route('**/_astro/*.js', async (route) => {
        // Spread over the range, so that islands and their chunks arrive in an order of their own.
        const delay = scriptDelayMs.min + ((held++ * 397) % (scriptDelayMs.max - scriptDelayMs.min));
        await new Promise((resolve) => setTimeout(resolve, delay));
        await route.continue().catch(() => undefined);
      });
      await use();
    },
    { auto: true },
  ],
});

/**
 * Opens a page and hands it to the visitor at once. Not at 'domcontentloaded': that waits for the
 * page's module scripts, which are held back like the islands' own, so by then the islands that load
 * at once could be live and the test would no longer act before hydration.
 */
export async function openAtOnce(page: Page, pagePath: string): Promise<void> {
  await page.goto(pagePath, { waitUntil: 'commit' });
}

/**
 * Notes in the report whether the island holding `element` was still server-rendered when the
 * visitor acted (Astro drops `ssr` once an island is live). A note, not an assertion: how far the
 * visitor gets within the scripts' 2–3 s depends on the machine, and the outcome must be right either way.
 */
export async function noteWhetherHydrated(element: Locator, act: string): Promise<void> {
  const ssr = await element.locator('xpath=ancestor::astro-island[1]').getAttribute('ssr');
  const when = ssr === null ? 'after the island hydrated' : 'before the island hydrated';
  test.info().annotations.push({ type: 'field conditions', description: `${act}: ${when}` });
}

/**
 * Waits until the island holding `element` has hydrated (Astro drops its `ssr`): each chunk of its
 * import chain arrives 2–3 s late, one after the other.
 */
export async function islandHydrated(element: Locator): Promise<void> {
  await expect(element.locator('xpath=ancestor::astro-island[1]')).not.toHaveAttribute('ssr', { timeout: 60_000 });
}

export { expect };
