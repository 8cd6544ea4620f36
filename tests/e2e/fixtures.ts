import { test as base, expect } from '@playwright/test';

/** The WCAG 2.2 A/AA rule sets every axe scan of the site uses. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Every test fails on a console error or an uncaught exception, wherever it happened on the page.
 * A test that provokes one on purpose (Chromium logs every non-OK answer) allows exactly that one.
 */
export const test = base.extend<{ consoleErrors: { allow(pattern: RegExp): void } }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const allowed: RegExp[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use({ allow: (pattern) => allowed.push(pattern) });
      expect(
        errors.filter((error) => !allowed.some((pattern) => pattern.test(error))),
        'console errors',
      ).toEqual([]);
    },
    { auto: true },
  ],
});
