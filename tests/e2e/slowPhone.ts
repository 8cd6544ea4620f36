import type { Page } from '@playwright/test';
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
export const test = base.extend<{ scriptsHeld: { released(): Promise<void> } }>({
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
      await use({ released: () => everyIslandHydrated(page) });
    },
    { auto: true },
  ],
});

/** Astro drops `ssr` from an island once it has hydrated. */
export async function everyIslandHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('astro-island[ssr]') === null, undefined, {
    timeout: 30_000,
  });
}

export { expect } from '@playwright/test';
