// How soon Species Management shows its first species, and whether it ever asks for the whole list
// (goal: under 1 s at any catalogue size, never every species). Signed in through the password
// portal, in Chromium at the desktop width the admin works at. Used by `npm run lighthouse`.
import type { Browser } from '@playwright/test';

/** Records, in the page, when the species table first holds a row (ms since the navigation began). */
function watchForFirstRow(): void {
  const watch = window as unknown as { firstRowAt?: number };
  new MutationObserver(() => {
    if (watch.firstRowAt === undefined && document.querySelector('table tbody tr th'))
      watch.firstRowAt = performance.now();
  }).observe(document, { childList: true, subtree: true });
}

export type AdminFirstPaint = { firstRowMs: number; speciesRequests: string[]; wholeListAsked: boolean };

/** One measurement, signed in in a context of its own, so no run finds what another cached. */
export async function measureAdminFirstPaint(
  browser: Browser,
  origin: string,
  adminPassword: string,
): Promise<AdminFirstPaint> {
  const context = await browser.newContext({ baseURL: origin, viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto('/admin-portal');
    const signedIn = await page.evaluate(
      async (password) =>
        (
          await fetch('/api/auth/password', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ password }),
          })
        ).status,
      adminPassword,
    );
    if (signedIn !== 200) throw new Error(`Signing in for the admin measurement answered ${signedIn}.`);

    const speciesRequests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/admin/species') speciesRequests.push(`${url.pathname}${url.search}`);
    });
    await page.addInitScript(watchForFirstRow);
    await page.goto('/admin/species');
    await page.waitForFunction(() => (window as unknown as { firstRowAt?: number }).firstRowAt !== undefined);
    const firstRowMs = await page.evaluate(() => (window as unknown as { firstRowAt: number }).firstRowAt);
    return { firstRowMs, speciesRequests, wholeListAsked: speciesRequests.some((request) => !request.includes('?')) };
  } finally {
    await context.close();
  }
}
