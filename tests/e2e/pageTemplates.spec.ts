import { expect } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { expectNoAxeViolations, hydrated } from './support/pageChecks.ts';
import { pageTemplates } from './support/pageTemplates.ts';

/**
 * One page of each template of the site (tests/e2e/support/pageTemplates.ts; the built-site check
 * tests/builtSite/pageTemplates.test.ts holds every built page to one of them), opened as a visitor
 * opens it, with every island hydrated. The shared fixture fails the test on any Content-Security-Policy
 * violation (the policy must allow all the page does once its scripts have run; the policies' hashes
 * of every built page are checked by tests/builtSite/contentSecurityPolicy.test.ts) and on any console
 * error, which is how React reports a hydration mismatch (#418, #425…) or a failed hydration (#424).
 * Then axe: no WCAG 2.2 A/AA violation in what the visitor ends up with. A template whose layout
 * changes at the phone's width is scanned there too (@viewport), each for the reason it gives.
 */
for (const template of pageTemplates) {
  const checks = template.axeElsewhere
    ? 'hydrates every island within its policy'
    : 'hydrates every island within its policy and passes axe';
  test(
    `${template.visit} ${checks}`,
    template.phoneLayout ? { tag: '@viewport' } : {},
    async ({ page, consoleErrors }) => {
      // Chromium logs the status of a page served as not found.
      if (template.status === 404)
        consoleErrors.allow(/Failed to load resource: the server responded with a status of 404/);
      const response = await page.goto(template.visit);
      expect(response?.status()).toBe(template.status ?? 200);
      // Islands hydrated when visible: bring each into view, one after the other.
      for (const island of await page.locator('astro-island').all()) await island.scrollIntoViewIfNeeded();
      await hydrated(page);
      // What the islands fetch or load once they run is under the policy as well.
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(template.heading ?? /\S/);
      await expect(page).toHaveTitle(template.title ?? / \| Closed Biomes$/);
      if (!template.axeElsewhere) await expectNoAxeViolations(page);
    },
  );
}
