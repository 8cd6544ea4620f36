import { expect, type Locator, type Page, type Route } from '@playwright/test';

/** Chrome logs every non-OK answer as a console error; the failure tests provoke them on purpose. */
export const failedLoad = /Failed to load resource/;

/** POSTs the page makes, to prove a check stopped a request. */
export function trackPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(new URL(request.url()).pathname);
  });
  return posts;
}

/** Answers the endpoint with `status` and `body` (raw text, or JSON when an object). */
export async function answerWith(page: Page, endpoint: string, status: number, body: object | string) {
  await page.route(endpoint, (route) =>
    route.fulfill({
      status,
      contentType: typeof body === 'string' ? 'text/plain' : 'application/json',
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

/** Holds requests to the endpoint until `release` is called, then lets them reach the server. */
export async function holdRequests(page: Page, endpoint: string): Promise<{ release(): void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(endpoint, async (route: Route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/**
 * The toasts' region. A modal dialog hides the rest of the page from assistive technology, the
 * toasts included (they are still on screen, and announced through their own live region):
 * `behindDialog` finds them there.
 */
export function toastRegion(page: Page, options: { behindDialog?: boolean } = {}): Locator {
  return page.getByRole('region', { name: /^Notifications/, includeHidden: options.behindDialog });
}

/** The one toast on screen, with exactly this title, and this description or (undefined) none. */
export async function expectToast(
  page: Page,
  title: string,
  description: string | undefined,
  tone: 'success' | 'error',
  options: { behindDialog?: boolean } = {},
) {
  const toasts = toastRegion(page, options).getByRole('listitem', { includeHidden: options.behindDialog });
  await expect(toasts).toHaveCount(1);
  const toast = toasts.first();
  await expect(toast).toBeVisible();
  const texts = toast.locator('> div > div');
  await expect(texts.first()).toHaveText(title);
  if (description === undefined) await expect(texts).toHaveCount(1);
  else await expect(texts.nth(1)).toHaveText(description);
  await expect(toast).toHaveAttribute('data-tone', tone);
  // An error's title is red as well (#9b1c1c, 7.4:1 on white): more than the edge tells it apart.
  if (tone === 'error') await expect(texts.first()).toHaveCSS('color', 'rgb(155, 28, 28)');
}

/**
 * Records what the page's live regions say, as a screen reader would hear it: "assertive: …" or
 * "polite: …". A region inside something hidden from assistive technology is not heard.
 */
export async function recordAnnouncements(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const heard: string[] = [];
    Object.assign(window, { announced: heard });
    new MutationObserver(() => {
      for (const region of document.querySelectorAll('[aria-live="assertive"], [aria-live="polite"]')) {
        if (region.closest('[aria-hidden="true"]')) continue;
        const said = `${region.getAttribute('aria-live')}: ${region.textContent}`;
        if (!heard.includes(said)) heard.push(said);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  return () => page.evaluate(() => (window as unknown as { announced: string[] }).announced);
}
