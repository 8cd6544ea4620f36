import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { expectNoAxeViolations } from './support/pageChecks.ts';
import {
  featuredGuides as featured,
  loadResources,
  matchesResourceSearch as matchesSearch,
  resourceCards as cards,
  resourceCardTitles as cardTitles,
  resourceList,
  resourceSearchBox as searchBox,
  resourceTabs as tabs,
} from './support/resourceLibrary.ts';

/**
 * The resource library once its island runs. What the build wrote into /resources (every card, its
 * action and the featured guides' links) and the files they open are checked by
 * tests/builtSite/resourcesPage.test.ts; the rules of the search, the tabs, their counts, the
 * featured guides and the live summary by tests/unit/resourceSearch.test.ts. Here the browser proves
 * the island uses them. Without JavaScript: catalogues.noJs.spec.ts; one scan: pageTemplates.spec.ts.
 */

/** Opens /resources and waits for the island to hydrate, so typing and clicking reach the components. */
async function openLibrary(page: Page) {
  await page.goto('/resources');
  await expect(page.locator('.resource-library[data-hydrated="true"]')).toBeAttached();
}

const tabNamed = (page: Page, label: string) => page.getByRole('tab', { name: new RegExp(`^${label} \\(`) });

async function tabCount(tab: Locator): Promise<number> {
  const text = await tab.locator('.tab-count').textContent();
  return Number(text?.replace(/\D/g, ''));
}

test.describe('/resources', () => {
  test('each tab shows exactly its type, as many cards as its count, and featured guides on All and Guides', async ({
    page,
    request,
  }) => {
    const resources = await loadResources(request);
    const guides = resources.filter((resource) => resource.type === 'Guide');
    expect(guides.length).toBeGreaterThan(3);
    await openLibrary(page);
    const status = page.getByRole('status');
    await expect(status).toHaveText(`Showing ${resources.length} resources`);
    // Announced politely, and not taken out of the accessibility tree by its styles.
    expect(await status.evaluate((element) => getComputedStyle(element).display)).not.toBe('none');

    for (const tab of tabs) {
      await test.step(tab.label, async () => {
        const expected = resources.filter((resource) => tab.type === undefined || resource.type === tab.type);
        const trigger = page.getByRole('tab', { name: new RegExp(`^${tab.label} \\(\\d+\\)$`) });
        await trigger.click();
        await expect(trigger).toHaveAttribute('aria-selected', 'true');
        await expect(page.getByRole('tabpanel')).toHaveAccessibleName(new RegExp(`^${tab.label} \\(`));
        const heading = `${tab.type ?? 'All'} Resources`;
        await expect(resourceList(page).getByRole('heading', { level: 2 })).toHaveText(heading);
        await expect(cardTitles(page)).toHaveText(expected.map((resource) => resource.title));
        if (tab.type !== undefined) {
          await expect(resourceList(page).locator('.resource-type')).toHaveText(
            expected.map(() => `Type: ${tab.type}`),
          );
          await expect(status).toHaveText(`Showing ${expected.length} ${tab.type} resources`);
        }
        expect(await tabCount(trigger)).toBe(expected.length);
        expect(await tabCount(trigger)).toBe(await cards(page).count());
        if (tab.type === undefined || tab.type === 'Guide') {
          await expect(featured(page).getByRole('heading', { level: 2 })).toHaveText('Featured Guides');
          await expect(featured(page).getByRole('heading', { level: 3 })).toHaveText(
            guides.slice(0, 3).map((guide) => guide.title),
          );
        } else {
          await expect(page.getByRole('heading', { name: 'Featured Guides' })).toHaveCount(0);
        }
      });
    }

    await test.step('the tabs follow the ARIA tabs pattern from the keyboard', async () => {
      await expect(page.getByRole('tablist', { name: 'Resource types' })).toBeVisible();
      await tabNamed(page, 'All').click();
      await tabNamed(page, 'All').focus();
      await page.keyboard.press('ArrowRight');
      await expect(tabNamed(page, 'Guides')).toBeFocused();
      await expect(tabNamed(page, 'Guides')).toHaveAttribute('aria-selected', 'true');
      await expect(resourceList(page).getByRole('heading', { level: 2 })).toHaveText('Guide Resources');
      await page.keyboard.press('End');
      await expect(tabNamed(page, 'Videos')).toHaveAttribute('aria-selected', 'true');
      await expect(resourceList(page).getByRole('heading', { level: 2 })).toHaveText('Video Resources');
    });
  });

  test('the search filters the cards as the visitor types, in any case: the status and every tab count follow', async ({
    page,
    request,
  }) => {
    const resources = await loadResources(request);
    // A word spread over several types, so that every count changes and some reach zero.
    const term = 'water';
    const found = (type?: string) =>
      resources.filter((resource) => (type === undefined || resource.type === type) && matchesSearch(resource, term));
    expect(found().length).toBeGreaterThan(1);
    expect(found().length).toBeLessThan(resources.length);
    await openLibrary(page);
    await searchBox(page).fill(term.toUpperCase());
    await expect(cardTitles(page)).toHaveText(found().map((resource) => resource.title));
    await expect(page.getByRole('status')).toHaveText(`Showing ${found().length} resources matching “WATER”`);
    for (const tab of tabs)
      await expect(tabNamed(page, tab.label)).toHaveAccessibleName(`${tab.label} (${found(tab.type).length})`);
    // A tab shows what its count says, of the search's results.
    await tabNamed(page, 'Guides').click();
    await expect(cards(page)).toHaveCount(found('Guide').length);
    await expect(cardTitles(page)).toHaveText(found('Guide').map((resource) => resource.title));
  });

  test('No Resources Found offers Clear Filters, which resets the search and the tab', async ({ page, request }) => {
    const resources = await loadResources(request);
    const nonsense = 'zzq quartz volcano';
    expect(resources.filter((resource) => matchesSearch(resource, nonsense))).toEqual([]);
    await openLibrary(page);
    await tabNamed(page, 'Videos').click();
    await searchBox(page).fill(nonsense);
    await expect(page.getByRole('heading', { name: 'No Resources Found' })).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByRole('status')).toHaveText(`No Video resources matching “${nonsense}”`);
    for (const tab of tabs) expect(await tabCount(tabNamed(page, tab.label))).toBe(0);
    await test.step('the empty state passes axe, best practices included', () =>
      expectNoAxeViolations(page, { bestPractices: true }));

    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(searchBox(page)).toHaveValue('');
    await expect(searchBox(page)).toBeFocused();
    await expect(tabNamed(page, 'All')).toHaveAttribute('aria-selected', 'true');
    await expect(resourceList(page).getByRole('heading', { level: 2 })).toHaveText('All Resources');
    await expect(cards(page)).toHaveCount(resources.length);
    await expect(page.getByRole('heading', { name: 'No Resources Found' })).toHaveCount(0);
  });

  test('a Download button opens the file in a new tab', async ({ page, context, request }) => {
    const pdf = (await loadResources(request)).find((resource) => resource.type === 'PDF')!;
    await openLibrary(page);
    const card = cards(page).filter({ has: page.getByRole('heading', { name: pdf.title, exact: true }) });
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      card.getByRole('link', { name: /^Download/ }).click(),
    ]);
    await expect.poll(() => new URL(popup.url()).pathname).toBe(pdf.fileUrl);
    await popup.close();
  });
});
