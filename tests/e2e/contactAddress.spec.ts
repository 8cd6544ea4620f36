import { expect, type Locator } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { siteFacts } from './support/siteFacts.ts';

/** The text of `element` as the lines it is laid out in, read from where each character is drawn. */
function renderedLines(element: Locator): Promise<string[]> {
  return element.evaluate((node) => {
    const lines: { top: number; text: string }[] = [];
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const content = text.textContent ?? '';
      for (let index = 0; index < content.length; index++) {
        if (content[index]!.trim() === '') continue;
        const range = document.createRange();
        range.setStart(text, index);
        range.setEnd(text, index + 1);
        const top = Math.round(range.getBoundingClientRect().top);
        const line = lines.find((candidate) => Math.abs(candidate.top - top) < 4);
        if (line) line.text += content[index];
        else lines.push({ top, text: content[index]! });
      }
    }
    return lines.sort((a, b) => a.top - b.top).map((line) => line.text);
  });
}

// The narrowest phones, measured at widths of its own: it runs once, in the desktop project.
test('the contact address pill breaks only after the at-sign, and does not overflow, at 320 and 360 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto('/#contact');
  const pill = page.locator('#contact').getByRole('link', { name: siteFacts.contactEmail });
  const [local, domain] = siteFacts.contactEmail.split('@') as [string, string];
  for (const width of [320, 360]) {
    await test.step(`at ${width} px`, async () => {
      await page.setViewportSize({ width, height: 800 });
      await expect(pill).toBeVisible();
      const lines = await renderedLines(pill);
      expect([[siteFacts.contactEmail], [`${local}@`, domain]]).toContainEqual(lines);
      const overflow = await pill.evaluate((node) => ({
        content: node.scrollWidth,
        box: node.clientWidth,
        right: node.getBoundingClientRect().right,
      }));
      expect(overflow.content).toBeLessThanOrEqual(overflow.box);
      expect(overflow.right).toBeLessThanOrEqual(width);
    });
  }
});
