import { expect } from '@playwright/test';
import { test } from './support/fixtures.ts';

/**
 * The legal pages as they read on screen. What they say, their titles, dates, headings and contents
 * lists are read from the built pages (tests/builtSite/legalPages.test.ts); their axe scans are in
 * pageTemplates.spec.ts, one visit per template.
 */
for (const path of ['/privacy', '/terms', '/accessibility']) {
  test(`${path}: the contents list leads to its sections, and lines stay readable`, async ({ page }) => {
    await page.goto(path);
    const contents = page.getByRole('navigation', { name: 'On this page' }).getByRole('link');
    await contents.last().click();
    await expect(page.getByRole('article').locator('h2').last()).toBeInViewport();

    // About 75 characters of body text at most: wider lines are hard to track back to the next one.
    const width = await page.getByRole('article').evaluate((element) => element.getBoundingClientRect().width);
    const fontSize = await page
      .getByRole('article')
      .locator('p')
      .first()
      .evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    expect(width / fontSize).toBeLessThanOrEqual(42);
  });
}
