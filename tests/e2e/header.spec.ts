import { expect, type Page } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { expectNoAxeViolations } from './support/pageChecks.ts';

/**
 * The header in the browser (requirements §2 "Header and footer", §9): where its links show at each width,
 * the phone's menu, and the shrinking on scroll. Its links, where they lead and which marks the
 * current page are read from the built pages (tests/builtSite/siteHeader.test.ts).
 */
const navLabels = ['Home', 'About', 'Species Catalog', 'Resources', 'Contact'];

const header = (page: Page) => page.getByRole('banner');
const menuButton = (page: Page) => header(page).getByRole('button', { name: 'Menu' });
const mainNav = (page: Page) => header(page).getByRole('navigation', { name: 'Main' });

/** The navigation, the four social icons and the Patreon button are all on screen. */
async function expectHeaderLinksShown(page: Page) {
  for (const label of navLabels) await expect(mainNav(page).getByRole('link', { name: label })).toBeVisible();
  const social = header(page).getByRole('link', { name: /^Closed Biomes on / });
  await expect(social).toHaveCount(4);
  for (const link of await social.all()) await expect(link).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Support on Patreon' })).toBeVisible();
}

async function scrollTo(page: Page, top: number) {
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
  expect(await page.evaluate(() => window.scrollY)).toBe(top);
}

test.describe('mobile menu', { tag: '@phone' }, () => {
  test('opens and closes with its button, by tap and keys; Escape closes it, focus back; passes axe open', async ({
    page,
  }) => {
    await page.goto('/');
    const button = menuButton(page);

    await test.step('the links, icons and Patreon button are behind the button until it is tapped', async () => {
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      const menuId = await button.getAttribute('aria-controls');
      expect(menuId).toBeTruthy();
      const menu = page.locator(`#${menuId}`);
      await expect(menu).toBeHidden();
      await expect(mainNav(page)).toBeHidden();

      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(menu).toBeVisible();
      await expectHeaderLinksShown(page);

      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(menu).toBeHidden();
    });
    await test.step('works from the keyboard alone', async () => {
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Space');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    });
    await test.step('has no WCAG A/AA violations with the menu open', async () => {
      await button.click();
      await expect(mainNav(page)).toBeVisible();
      await expectNoAxeViolations(page, { within: 'header' });
    });
    await test.step('Escape closes the menu and returns focus to its button', async () => {
      await button.focus();
      await page.keyboard.press('Tab');
      await expect(mainNav(page).getByRole('link', { name: 'Home' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(mainNav(page)).toBeHidden();
      await expect(button).toBeFocused();
    });
  });

  test('closes when the page behind it is tapped, or a same-page link is followed', async ({ page }) => {
    await page.goto('/');
    const button = menuButton(page);
    await button.click();
    await page.mouse.click(180, 700);
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await button.click();
    await mainNav(page).getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/#about$/);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav(page)).toBeHidden();
    await expect(page.locator('#about')).toBeInViewport();
  });

  test('without JavaScript shows every link and no useless button', async ({ browser, baseURL, viewport }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport });
    const page = await context.newPage();
    await page.goto('/');
    await expect(menuButton(page)).toBeHidden();
    await expectHeaderLinksShown(page);
    await context.close();
  });
});

test.describe('wide header', () => {
  test('shows the links, the social icons and the Patreon button inline, with no menu button', async ({ page }) => {
    await page.goto('/');
    await expect(menuButton(page)).toBeHidden();
    await expectHeaderLinksShown(page);
  });
});

test.describe('shrinking on scroll', () => {
  test('the header is compact past 100 px of scroll, full size at 100 px or less, and always on screen', async ({
    page,
  }) => {
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

    await test.step('the header stays on screen while the page scrolls', async () => {
      await scrollTo(page, 1500);
      await expect(banner).toBeInViewport();
      expect((await banner.boundingBox())!.y).toBe(0);
    });
  });

  test('a page opened already scrolled starts with the compact header', async ({ page }) => {
    await page.goto('/#biomes');
    await expect(header(page)).toHaveAttribute('data-compact', '');
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
