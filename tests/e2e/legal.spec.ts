import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import { test } from './support/fixtures.ts';

const contactEmail = 'hello@closedbiomes.example';

const pages = [
  {
    path: '/privacy',
    footerLink: 'Privacy',
    heading: 'Privacy Policy',
    // What the policy must say: what is stored, for how long, by whom, and the visitor's rights.
    mustSay: [
      'your e-mail address',
      'the date and time you subscribed',
      'whether your subscription is active or you have unsubscribed',
      'the name, e-mail address, subject and message you enter in the contact form',
      'whether someone in our team has read it yet',
      'one-click unsubscribe link',
      '24 months',
      'Netlify (hosting)',
      'Neon (database)',
      'Resend (e-mail delivery)',
      'We set no cookies for visitors',
      'session cookie for our team’s admin area',
      'for access:',
      'for correction:',
      'for deletion:',
    ],
  },
  {
    path: '/terms',
    footerLink: 'Terms',
    heading: 'Terms of Use',
    mustSay: [
      'Educational content licence',
      'living organisms',
      'care instructions, guides and species information on this website are educational',
      'Liability',
      'Governing law',
    ],
  },
  {
    path: '/accessibility',
    footerLink: 'Accessibility',
    heading: 'Accessibility Statement',
    mustSay: [
      'WCAG) 2.2',
      'level AA',
      'Keyboard:',
      'Colour and contrast:',
      'Reduced motion:',
      'Images:',
      'axe',
      'Embedded video player:',
      'Report a problem',
      'November 2, 2026',
    ],
  },
] as const;

for (const legal of pages) {
  test.describe(legal.path, () => {
    test('is linked from the footer and has its title, heading and last-updated date', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name: legal.footerLink, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${legal.path}$`));
      await expect(page).toHaveTitle(`${legal.heading} | Closed Biomes`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal.heading);
      const updated = page.getByText(/^Last updated:/);
      await expect(updated).toHaveText('Last updated: November 2, 2026');
      await expect(updated.locator('time')).toHaveAttribute('datetime', '2026-11-02');
    });

    test('says what it must, with a way to reach us', async ({ page }) => {
      await page.goto(legal.path);
      const article = page.getByRole('article');
      for (const text of legal.mustSay) await expect(article.getByText(text, { exact: false }).first()).toBeVisible();
      await expect(article.locator(`a[href="mailto:${contactEmail}"]`).first()).toBeVisible();
    });

    test('has headings in order, a working contents list and readable lines', async ({ page }) => {
      await page.goto(legal.path);
      const levels = await page
        .locator('h1, h2, h3, h4, h5, h6')
        .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName[1])));
      expect(levels[0]).toBe(1);
      expect(levels.filter((level) => level === 1)).toHaveLength(1);
      for (let index = 1; index < levels.length; index += 1)
        expect(levels[index]! - levels[index - 1]!).toBeLessThanOrEqual(1);

      const contents = page.getByRole('navigation', { name: 'On this page' }).getByRole('link');
      const sectionHeadings = page.getByRole('article').locator('h2');
      await expect(contents).toHaveText(await sectionHeadings.allTextContents());
      for (const link of await contents.all()) {
        const target = (await link.getAttribute('href'))!;
        await expect(page.locator(target)).toHaveCount(1);
      }
      await contents.last().click();
      await expect(sectionHeadings.last()).toBeInViewport();

      // About 75 characters of body text at most: wider lines are hard to track back to the next one.
      const width = await page.getByRole('article').evaluate((element) => element.getBoundingClientRect().width);
      const fontSize = await page
        .getByRole('article')
        .locator('p')
        .first()
        .evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
      expect(width / fontSize).toBeLessThanOrEqual(42);
    });

    test('passes axe', async ({ page }) => {
      await page.goto(legal.path);
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(results.violations).toEqual([]);
    });
  });
}
