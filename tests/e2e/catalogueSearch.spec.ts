import { expect } from '@playwright/test';
import { test } from './support/fixtures.ts';

// On a 360 px phone the species search's placeholder was cut short, so the box no longer
// said what it searches. Measured rather than eyed: the placeholder's own text, in the box's font,
// against the room inside the box's padding. The phone project's width is 360 px.

const searchBoxes = [
  {
    page: '/species',
    name: 'Search species',
    placeholder: 'Search species by name or description...',
    scriptNote: 'Searching needs JavaScript',
  },
  {
    page: '/resources',
    name: 'Search resources',
    placeholder: 'Search resources...',
    scriptNote: 'Searching needs JavaScript',
  },
];

for (const box of searchBoxes) {
  test(
    `the whole placeholder of ${box.page}'s search box fits inside it at 360 px`,
    { tag: '@phone' },
    async ({ page }) => {
      // The phone project's width, which the bug needed: a project of another width would prove nothing.
      expect(page.viewportSize()?.width).toBe(360);
      await page.goto(box.page);
      const input = page.getByRole('searchbox', { name: box.name });
      await expect(input).toHaveAttribute('placeholder', box.placeholder);
      // The web font changes the text's width: measure with the font the box really draws.
      await page.evaluate(() => document.fonts.ready);
      const fit = await input.evaluate((element: HTMLInputElement) => {
        const style = getComputedStyle(element, '::placeholder');
        const box = getComputedStyle(element);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = element.clientWidth - parseFloat(box.paddingLeft) - parseFloat(box.paddingRight);
        return { text: context.measureText(element.placeholder).width, room };
      });
      expect(fit.text).toBeGreaterThan(0);
      expect(fit.text).toBeLessThanOrEqual(fit.room);
      // With scripts on, the box is there and nothing says that search needs them.
      await expect(page.getByText(box.scriptNote, { exact: false })).toBeHidden();
    },
  );
}
