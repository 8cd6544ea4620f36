import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { axeTags, test } from './support/fixtures.ts';
import { siteFacts } from './support/siteFacts.ts';

// SPEC §2 "Header and footer".
const navTargets = [
  ['Home', '/'],
  ['About', '/#about'],
  ['Species Catalog', '/species'],
  ['Resources', '/coming-soon'],
  ['Contact', '/#contact'],
];

const header = (page: Page) => page.getByRole('banner');
const menuButton = (page: Page) => header(page).getByRole('button', { name: 'Menu' });
const mainNav = (page: Page) => header(page).getByRole('navigation', { name: 'Main' });

async function scrollTo(page: Page, top: number) {
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
  expect(await page.evaluate(() => window.scrollY)).toBe(top);
}

test.describe('header content', () => {
  test(
    'has the navigation, four social icons and the Patreon button of SPEC §2',
    { tag: '@viewport' },
    async ({ page }) => {
      await page.goto('/');
      const button = menuButton(page);
      // On phones the links sit behind the menu button.
      if (await button.isVisible()) await button.click();
      const links = mainNav(page).getByRole('link');
      await expect(links).toHaveText(navTargets.map(([label]) => label!));
      for (const [index, [, href]] of navTargets.entries())
        await expect(links.nth(index)).toHaveAttribute('href', href!);

      const social = header(page).getByRole('link', { name: /^Closed Biomes on / });
      await expect(social).toHaveCount(4);
      const channels = [
        siteFacts.social.videoSite,
        siteFacts.social.photoSite,
        siteFacts.social.shortVideoSite,
        siteFacts.social.socialNetwork,
      ];
      for (const [index, channel] of channels.entries()) {
        await expect(social.nth(index)).toHaveAccessibleName(`Closed Biomes on ${channel.label}`);
        await expect(social.nth(index)).toHaveAttribute('href', channel.url);
        await expect(social.nth(index)).toBeVisible();
      }
      await expect(header(page).getByRole('link', { name: 'Support on Patreon' })).toHaveAttribute(
        'href',
        siteFacts.social.crowdfunding.url,
      );
    },
  );

  test('marks the current page in the navigation', async ({ page }) => {
    await page.goto('/coming-soon');
    const button = menuButton(page);
    if (await button.isVisible()) await button.click();
    await expect(mainNav(page).getByRole('link', { name: 'Resources' })).toHaveAttribute('aria-current', 'page');
    await expect(mainNav(page).locator('[aria-current]')).toHaveCount(1);
  });
});

test.describe('mobile menu', { tag: '@phone' }, () => {
  test('opens and closes with its button', async ({ page }) => {
    await page.goto('/');
    const button = menuButton(page);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    const menuId = await button.getAttribute('aria-controls');
    expect(menuId).toBeTruthy();
    const menu = page.locator(`#${menuId}`);
    await expect(menu).toBeHidden();
    await expect(mainNav(page)).toBeHidden();

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Species Catalog' })).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Support on Patreon' })).toBeVisible();

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
  });

  test('Escape closes the menu and returns focus to its button', async ({ page }) => {
    await page.goto('/');
    const button = menuButton(page);
    await button.click();
    await page.keyboard.press('Tab');
    await expect(mainNav(page).getByRole('link', { name: 'Home' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav(page)).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('works from the keyboard alone', async ({ page }) => {
    await page.goto('/');
    const button = menuButton(page);
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('closes when a same-page link is followed', async ({ page }) => {
    await page.goto('/');
    const button = menuButton(page);
    await button.click();
    await mainNav(page).getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/#about$/);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav(page)).toBeHidden();
    await expect(page.locator('#about')).toBeInViewport();
  });

  test('closes when the page behind it is tapped', async ({ page }) => {
    await page.goto('/');
    const button = menuButton(page);
    await button.click();
    await page.mouse.click(180, 700);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('without JavaScript shows every link and no useless button', async ({ browser, baseURL, viewport }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport });
    const page = await context.newPage();
    await page.goto('/');
    await expect(menuButton(page)).toBeHidden();
    for (const [label] of navTargets) await expect(mainNav(page).getByRole('link', { name: label! })).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Support on Patreon' })).toBeVisible();
    await context.close();
  });

  test('has no WCAG A/AA violations with the menu open', async ({ page }) => {
    test.slow();
    await page.goto('/');
    await menuButton(page).click();
    await expect(mainNav(page)).toBeVisible();
    const results = await new AxeBuilder({ page }).include('header').withTags(axeTags).analyze();
    expect(results.violations).toEqual([]);
  });
});

test.describe('wide header', () => {
  test('shows the links inline with no menu button', async ({ page }) => {
    await page.goto('/');
    await expect(menuButton(page)).toBeHidden();
    for (const [label] of navTargets) await expect(mainNav(page).getByRole('link', { name: label! })).toBeVisible();
  });
});

test.describe('shrinking on scroll', () => {
  test('the header is compact past 100 px of scroll and full size at 100 px or less', async ({ page }) => {
    await page.goto('/');
    const banner = header(page);
    await expect(banner).not.toHaveAttribute('data-compact');
    const fullHeight = (await banner.boundingBox())!.height;
    const mainTop = await page.locator('main').evaluate((main: HTMLElement) => main.offsetTop);

    await scrollTo(page, 101);
    await expect(banner).toHaveAttribute('data-compact', '');
    await expect.poll(async () => (await banner.boundingBox())!.height).toBeLessThan(fullHeight);
    // The page below must not move when the header changes size.
    expect(await page.locator('main').evaluate((main: HTMLElement) => main.offsetTop)).toBe(mainTop);
    expect(await page.evaluate(() => window.scrollY)).toBe(101);

    await scrollTo(page, 99);
    await expect(banner).not.toHaveAttribute('data-compact');
    await expect.poll(async () => (await banner.boundingBox())!.height).toBe(fullHeight);

    await scrollTo(page, 100);
    await page.evaluate(() => new Promise(requestAnimationFrame));
    await expect(banner).not.toHaveAttribute('data-compact');
  });

  test('a page opened already scrolled starts with the compact header', async ({ page }) => {
    await page.goto('/#biomes');
    await expect(header(page)).toHaveAttribute('data-compact', '');
  });

  test('the header stays on screen while the page scrolls', async ({ page }) => {
    await page.goto('/');
    await scrollTo(page, 1500);
    await expect(header(page)).toBeInViewport();
    expect((await header(page).boundingBox())!.y).toBe(0);
  });

  test('the size change is not animated for visitors who prefer reduced motion', async ({ page }) => {
    const longestTransition = () =>
      header(page).evaluate((element) =>
        Math.max(
          ...getComputedStyle(element)
            .transitionDuration.split(',')
            .map((value) => Number.parseFloat(value)),
        ),
      );
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    expect(await longestTransition()).toBeLessThan(0.001);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    expect(await longestTransition()).toBeGreaterThan(0.1);
  });
});
