// The latency of a visitor's first interaction with an island (INP of the first keystroke in
// the species search and of the first tap on a biome filter, at a 4x CPU slowdown), measured in Debian
// Chromium with the Event Timing API: the longest entry of the interaction, from the input to the
// next paint, as INP counts it. Used by `npm run lighthouse`.
import { devices, type Browser, type Page } from '@playwright/test';

/** Lighthouse's mobile CPU setting. */
export const cpuSlowdown = 4;

/** Chromium reports no Event Timing entry for an interaction shorter than this (its lowest threshold). */
export const shortestReportedMs = 16;

export type FirstInteraction = {
  name: string;
  pathname: string;
  /** Brings the control into view and waits until its island has hydrated. */
  prepare(page: Page): Promise<void>;
  /** The interaction itself: one keystroke or one tap. */
  act(page: Page): Promise<void>;
  /** Waits until the interaction has done what it should, so a latency is never that of a miss. */
  done(page: Page): Promise<unknown>;
};

async function islandHydrated(page: Page, selector: string): Promise<void> {
  await page.locator(selector).scrollIntoViewIfNeeded();
  await page.waitForFunction((inner) => {
    const island = document.querySelector(inner)?.closest('astro-island');
    return island !== null && island !== undefined && !island.hasAttribute('ssr');
  }, selector);
}

export const firstInteractions: FirstInteraction[] = [
  {
    name: 'first keystroke, species search',
    pathname: '/species',
    prepare: async (page) => {
      await islandHydrated(page, '.species-catalog');
      // Focused by script, not by a tap, so the keystroke is the first interaction.
      await page.getByRole('searchbox', { name: 'Search species' }).focus();
    },
    act: (page) => page.keyboard.press('m'),
    // The query is written to the address by the island's handler, so it is there only if the keystroke was handled.
    done: (page) => page.waitForFunction(() => new URL(location.href).searchParams.get('q') === 'm'),
  },
  {
    name: 'first tap, biome filter',
    pathname: '/',
    prepare: (page) => islandHydrated(page, '#biomes [aria-label="Filter biomes by habitat"]'),
    act: (page) => page.locator('#biomes').getByRole('button', { name: 'Freshwater', exact: true }).tap(),
    done: (page) => page.waitForFunction(() => new URL(location.href).searchParams.get('habitat') === 'freshwater'),
  },
];

/** Collects every Event Timing entry that belongs to an interaction, from the page's start. */
function recordInteractions(): void {
  const entries: { interactionId: number; duration: number }[] = [];
  (window as unknown as { interactionEntries: typeof entries }).interactionEntries = entries;
  new PerformanceObserver((list) => {
    // `interactionId` is in Chromium and the Event Timing spec, not yet in TypeScript's DOM types.
    for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId: number })[]) {
      if (entry.interactionId > 0) entries.push({ interactionId: entry.interactionId, duration: entry.duration });
    }
  }).observe({ type: 'event', durationThreshold: shortestReportedMs, buffered: true } as PerformanceObserverInit);
}

/**
 * The longest entry of the first interaction, in ms, or null when Chromium reported none: the
 * interaction painted within {@link shortestReportedMs}.
 */
async function measure(page: Page, interaction: FirstInteraction): Promise<number | null> {
  await interaction.prepare(page);
  await interaction.act(page);
  await interaction.done(page);
  // Entries are queued after the paint that ends the interaction; two frames later they have been delivered.
  const recorded = () =>
    page.evaluate(async () => {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return (window as unknown as { interactionEntries: { duration: number }[] }).interactionEntries.map(
        (entry) => entry.duration,
      );
    });
  const durations = [...(await recorded()), ...(await recorded())];
  return durations.length === 0 ? null : Math.max(...durations);
}

/**
 * One first interaction on a fresh phone-sized page, with the CPU slowed down from the page's start:
 * its latency in ms, or null when it painted within {@link shortestReportedMs}. A context of its own,
 * so no run finds what another cached.
 */
export async function measureFirstInteraction(
  browser: Browser,
  origin: string,
  interaction: FirstInteraction,
): Promise<number | null> {
  const context = await browser.newContext({ ...devices['Pixel 7'], baseURL: origin });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.addInitScript(recordInteractions);
    await page.goto(interaction.pathname);
    return await measure(page, interaction);
  } finally {
    await context.close();
  }
}
