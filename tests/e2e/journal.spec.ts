import { expect, type Page } from '@playwright/test';
import { test } from './support/failedLoads.ts';
import { expectNoAxeViolations, expectNoSidewaysScroll } from './support/pageChecks.ts';

/**
 * The journal in the browser (requirements §2.26–2.27), on the demo posts: the category pills lead to
 * their pages and a card to its post, which shows its picture, date, category and text; on a phone the
 * cards stack and nothing scrolls sideways. What the build wrote (every card, date, feed item) is
 * tests/builtSite/journalPages.test.ts's; paging through more posts than a page holds, with and without
 * JavaScript, journal.atScale.spec.ts's; one axe scan of each page, pageTemplates.spec.ts's.
 */

const cards = (page: Page) => page.locator('.post-card');
const categoryFilter = (page: Page) => page.getByRole('navigation', { name: 'Category' });

test('a category pill shows that category’s posts; a card opens its post, which leads back', async ({ page }) => {
  await page.goto('/journal');
  await expect(cards(page)).toHaveCount(3);
  await expect(categoryFilter(page).getByRole('link', { name: 'All posts' })).toHaveAttribute('aria-current', 'page');

  await categoryFilter(page).getByRole('link', { name: 'Research Insights' }).click();
  await expect(page).toHaveURL(/\/journal\/category\/research-insights$/);
  await expect(categoryFilter(page).getByRole('link', { name: 'Research Insights' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).locator('.post-category')).toHaveText('Category: Research Insights');
  await expectNoAxeViolations(page, { bestPractices: true });

  const card = cards(page).first();
  const title = await card.getByRole('heading', { level: 2 }).innerText();
  const date = await card.locator('time').innerText();
  // The whole card is the link's area: a click on its picture opens the post too.
  const pictureBox = (await card.locator('img').boundingBox())!;
  await page.mouse.click(pictureBox.x + pictureBox.width / 2, pictureBox.y + pictureBox.height / 2);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page).toHaveTitle(`${title} | Closed Biomes`);
  const post = page.locator('.journal-post');
  await expect(post.locator('time')).toHaveText(date);
  await expect(post.getByRole('link', { name: 'Category: Research Insights' })).toHaveAttribute(
    'href',
    '/journal/category/research-insights',
  );
  const picture = post.getByRole('img').first();
  await expect(picture).toBeVisible();
  expect((await picture.getAttribute('alt'))!.length).toBeGreaterThan(20);
  expect(await picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  const content = post.locator('.post-content');
  await expect(content.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(content.getByRole('listitem').first()).toBeVisible();

  await content.getByRole('link', { name: 'hornwort' }).click();
  await expect(page).toHaveURL(/\/species\/1$/);
  await page.goBack();
  await post.getByRole('link', { name: 'Back to Journal' }).click();
  await expect(page).toHaveURL(/\/journal$/);
});

test(
  'the cards stand three to a row on a desktop and stack on a phone; nothing scrolls sideways',
  {
    tag: '@viewport',
  },
  async ({ page }) => {
    await page.goto('/journal');
    const tops = await cards(page).evaluateAll((all) =>
      all.map((card) => Math.round(card.getBoundingClientRect().top)),
    );
    const rows = new Set(tops).size;
    expect(rows).toBe((page.viewportSize()?.width ?? 0) < 600 ? 3 : 1);
    await expectNoSidewaysScroll(page);
    await page.goto('/journal/introducing-the-coastal-estuary-biome');
    await expect(page.locator('.journal-post img').first()).toBeVisible();
    await expectNoSidewaysScroll(page);
  },
);
