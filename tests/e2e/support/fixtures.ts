import { test as base, expect, type Page } from '@playwright/test';

/** The WCAG 2.2 A/AA rule sets every axe scan of the site uses. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Calls `report` with every Content-Security-Policy violation in the page's documents, described by
 * its directive, what it blocked, where and a sample, with the address of the frame it happened in.
 */
export async function onCspViolation(page: Page, report: (description: string, frameUrl: string) => void) {
  await page.exposeBinding('reportCspViolation', ({ frame }, description: string) => report(description, frame.url()));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const send = (window as unknown as { reportCspViolation(description: string): void }).reportCspViolation;
      send(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} ` +
          `(${event.sourceFile}:${event.lineNumber}) ${event.sample}`,
      );
    });
  });
}

/**
 * Every test fails on any Content-Security-Policy violation on any page it visits (the admin
 * screens, the form outcome pages and the unsubscribe pages included): the policy must allow all
 * the site does, and no test can opt out. Every spec's `test` comes from here.
 */
export const cspTest = base.extend<{ cspViolations: void }>({
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await onCspViolation(page, (description, frameUrl) => violations.push(`${frameUrl}: ${description}`));
      await use();
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * What a frame sandboxed without scripts (the newsletter's mail preview, `sandbox=""`) logs when the tests'
 * own scripts try to run in it (the init script above, axe, a trace's snapshots): the sandbox at work. The
 * site puts no script there, so this one message is never a failure.
 */
const toolScriptRefusedBySandbox = new RegExp(
  "^Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed " +
    "and the 'allow-scripts' permission is not set\\.$",
);

/**
 * Every test fails on a console error or an uncaught exception, wherever it happened on the page.
 * A test that provokes one on purpose (Chromium logs every non-OK answer) allows exactly that one.
 */
export const test = cspTest.extend<{ consoleErrors: { allow(pattern: RegExp): void } }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const allowed: RegExp[] = [toolScriptRefusedBySandbox];
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
