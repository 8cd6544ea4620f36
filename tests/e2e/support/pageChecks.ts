import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { axeTags } from './fixtures.ts';

// Hydration, refetches and axe wait on a busy 2-core machine that also runs the servers: more than
// an assertion's default 5 s.
export const slow = { timeout: 20_000 };

/** Astro drops the `ssr` attribute from an island once React has hydrated it. */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0, slow);
}

/**
 * No WCAG 2.2 A/AA violation in what the page shows now; with `bestPractices`, none of axe's best
 * practices either (an ARIA role its element may not take, landmarks, headings). `within` (a CSS
 * selector) scans one part of the page: a part whose state a test reached, wherever it is scrolled.
 * A frame sandboxed without scripts (the newsletter's mail preview) is left out: axe would have to run
 * inside it, which the sandbox refuses (with a console error); its title is the tests' own check.
 */
export async function expectNoAxeViolations(
  page: Page,
  options: { bestPractices?: boolean; within?: string } = {},
): Promise<void> {
  const tags = options.bestPractices ? [...axeTags, 'best-practice'] : axeTags;
  // Legacy mode runs axe in the page itself rather than finishing in a new blank page, which tests only
  // cross-origin frames more (the site has none), and only violations get their nodes' selectors: a
  // third of the time per scan (measured 0.5-0.65 s against 1.3-1.9 s on /, /privacy and /species).
  const builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .withTags(tags)
    .exclude('iframe[sandbox=""]');
  const results = await (options.within ? builder.include(options.within) : builder).analyze();
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

/** The page fits the screen's width: a wide table scrolls inside its own box, not the page. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    content: document.documentElement.scrollWidth,
    screen: document.documentElement.clientWidth,
  }));
  expect(widths.content).toBeLessThanOrEqual(widths.screen);
}
