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
export async function holdRequests(page: Page, endpoint: string | RegExp): Promise<{ release(): void }> {
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

/** What a toast shows, read in one go: its title and description, its tone and its title's colour. */
type ToastSnapshot = { texts: string[]; tone: string | undefined; visible: boolean; titleColor: string | undefined };

/**
 * The one toast on screen, with exactly this title, and this description or (undefined) none.
 * Everything is read in one snapshot and retried as a whole: a toast closes itself 5000 ms after it
 * opens, and one assertion after another on a loaded machine could outlast it (seen in CI: the title
 * matched, then the toast had gone before its description was counted).
 */
export async function expectToast(
  page: Page,
  title: string,
  description: string | undefined,
  tone: 'success' | 'error',
  options: { behindDialog?: boolean } = {},
) {
  const toasts = toastRegion(page, options).getByRole('listitem', { includeHidden: options.behindDialog });
  // A page that is navigating has no toasts to read yet: asked again, like every other miss.
  const snapshot = () =>
    toasts
      .evaluateAll((items): ToastSnapshot[] =>
        items.map((item) => {
          const texts = [...item.querySelectorAll(':scope > div > div')];
          return {
            texts: texts.map((text) => (text.textContent ?? '').replace(/\s+/g, ' ').trim()),
            tone: (item as HTMLElement).dataset.tone,
            visible: item.checkVisibility(),
            titleColor: texts[0] ? getComputedStyle(texts[0]).color : undefined,
          };
        }),
      )
      .catch(() => []);
  await expect.poll(snapshot).toEqual([
    {
      texts: description === undefined ? [title] : [title, description],
      tone,
      visible: true,
      // An error's title is red as well (#9b1c1c, 7.4:1 on white): more than the edge tells it apart.
      titleColor: tone === 'error' ? 'rgb(155, 28, 28)' : expect.any(String),
    },
  ]);
}

/** A toast as it appeared: its whole text and its tone. */
export type ShownToast = { text: string; tone: string | undefined };

/**
 * Records every toast this page shows from now on, at the moment it appears, for a page that may
 * leave before its toast can be read. The list fills as toasts appear (poll it).
 */
export async function recordToasts(page: Page): Promise<ShownToast[]> {
  const shown: ShownToast[] = [];
  await page.exposeBinding('recordToast', (_source, toast: ShownToast) => shown.push(toast));
  await page.evaluate(() => {
    const seen = new WeakSet<Element>();
    const record = (window as unknown as { recordToast(toast: ShownToast): void }).recordToast;
    new MutationObserver(() => {
      for (const item of document.querySelectorAll('[role="region"][aria-label^="Notifications"] li')) {
        if (seen.has(item) || !item.textContent) continue;
        seen.add(item);
        record({ text: item.textContent.replace(/\s+/g, ' ').trim(), tone: (item as HTMLElement).dataset.tone });
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  return shown;
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
