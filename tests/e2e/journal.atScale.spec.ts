import { expect, type Browser, type Page } from '@playwright/test';
import { test } from './support/failedLoads.ts';

/**
 * The journal at scale (docs/design.md decision 14): on the at-scale server, whose journal has 40 generated
 * posts besides the demo's 3, more than three pages of 12. The numbered links page through every post
 * once, newest first, with and without JavaScript (the journal has no island: the pages are links).
 */
const pageSize = 12;
const postCount = 43;
const lastPage = Math.ceil(postCount / pageSize);

/** The cards of the page shown: each post's title and date. */
const shownPosts = (page: Page) =>
  page.locator('.post-card').evaluateAll((cards) =>
    cards.map((card) => ({
      title: card.querySelector('h2')!.textContent!.trim(),
      date: card.querySelector('time')!.getAttribute('datetime')!,
    })),
  );

/** Every post, page after page, by the "Next page" link from /journal. */
async function pageThrough(page: Page) {
  await page.goto('/journal');
  await expect(page.locator('.journal-count')).toHaveText(`${postCount} posts`);
  const seen: { title: string; date: string }[][] = [];
  for (let number = 1; ; number += 1) {
    seen.push(await shownPosts(page));
    const next = page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next page' });
    if ((await next.count()) === 0) break;
    await next.click();
    await expect(page).toHaveURL(new RegExp(`/journal/page/${number + 1}$`));
  }
  return seen;
}

function expectEveryPostOnceNewestFirst(pages: { title: string; date: string }[][]) {
  expect(pages.map((posts) => posts.length)).toEqual([12, 12, 12, 7]);
  const all = pages.flat();
  expect(new Set(all.map((post) => post.title)).size).toBe(postCount);
  const dates = all.map((post) => post.date);
  expect(dates).toEqual([...dates].sort().reverse());
}

test('pages through every post by its numbered links, newest first, to the last page and back', async ({ page }) => {
  expectEveryPostOnceNewestFirst(await pageThrough(page));
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await expect(pages.getByRole('link', { name: `Page ${lastPage}`, exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await pages.getByRole('link', { name: 'Previous page' }).click();
  await expect(page).toHaveURL(new RegExp(`/journal/page/${lastPage - 1}$`));
  await pages.getByRole('link', { name: 'Page 1', exact: true }).click();
  await expect(page).toHaveURL(/\/journal$/);
});

test('pages the same way without JavaScript, and a category’s pages too', async ({ browser }) => {
  const context = await (browser as Browser).newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  expectEveryPostOnceNewestFirst(await pageThrough(page));
  await page.getByRole('navigation', { name: 'Category' }).getByRole('link', { name: 'Company News' }).click();
  await expect(page).toHaveURL(/\/journal\/category\/company-news$/);
  await expect(page.locator('.post-category')).toHaveText(Array(pageSize).fill('Category: Company News'));
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/\/journal\/category\/company-news\/page\/2$/);
  await expect(page.locator('.post-category').first()).toHaveText('Category: Company News');
  await context.close();
});
