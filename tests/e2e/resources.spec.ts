import { expect, type Page } from '@playwright/test';
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
  resourceTypeLink,
} from './support/resourceLibrary.ts';

/**
 * The resource library once its island runs. What the build wrote into /resources and each type's
 * page (every card, its action, the featured guides, the type links and their counts) and the
 * index's records are checked by tests/builtSite/resourcesPage.test.ts; the pages' addresses and
 * what the search reads by tests/unit/resourceCatalogPages.test.ts; the live summary by
 * tests/unit/resourceSearch.test.ts. Here the browser proves the island searches the static index
 * within its page's type, and resources only. Without JavaScript: catalogues.noJs.spec.ts; one
 * scan: pageTemplates.spec.ts.
 */

/** Opens a library page and waits for the island to hydrate, so typing and clicking reach the components. */
async function openLibrary(page: Page, path = '/resources') {
  await page.goto(path);
  await expect(page.locator('.resource-library[data-hydrated="true"]')).toBeAttached();
}

const tabNamed = resourceTypeLink;

test.describe('/resources', () => {
  test('the search reads the static index as one types, any case, resources only, within the page’s type', async ({
    page,
    request,
  }) => {
    const resources = await loadResources(request);
    // A word of several types' resources, and of species' descriptions too, which must not come back.
    const term = 'water';
    const found = (type?: string) =>
      resources.filter((resource) => (type === undefined || resource.type === type) && matchesSearch(resource, term));
    expect(found().length).toBeGreaterThan(1);
    expect(found('PDF').length).toBeLessThan(found().length);
    const indexLoads: string[] = [];
    page.on('request', (sent) => {
      if (/^\/search(\/|-index\.json$)/.test(new URL(sent.url()).pathname)) indexLoads.push(sent.url());
    });
    await openLibrary(page);
    expect(indexLoads).toEqual([]);
    await expect(featured(page)).toBeVisible();

    await searchBox(page).fill(term.toUpperCase());
    await expect(cardTitles(page)).toHaveText(found().map((resource) => resource.title));
    await expect(page.getByRole('status')).toHaveText(`Showing ${found().length} resources matching “WATER”`);
    // The featured guides would stand above results that may not hold them.
    await expect(featured(page)).toHaveCount(0);
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('WATER');
    // The counts are the catalogue's, whatever the search.
    for (const tab of tabs) {
      const count = resources.filter((resource) => tab.type === undefined || resource.type === tab.type).length;
      await expect(tabNamed(page, tab.label)).toHaveAccessibleName(`${tab.label} (${count})`);
    }

    await test.step('a type link opens its page with the search, which stays within the type', async () => {
      await expect(tabNamed(page, 'PDFs')).toHaveAttribute('href', '/resources/type/pdf?q=WATER');
      await tabNamed(page, 'PDFs').click();
      await expect(page).toHaveURL(/\/resources\/type\/pdf\?q=WATER$/);
      await expect(page.locator('.resource-library[data-hydrated="true"]')).toBeAttached();
      await expect(searchBox(page)).toHaveValue('WATER');
      await expect(tabNamed(page, 'PDFs')).toHaveAttribute('aria-current', 'page');
      await expect(cardTitles(page)).toHaveText(found('PDF').map((resource) => resource.title));
      await expect(page.getByRole('status')).toHaveText(
        `Showing ${found('PDF').length} PDF resources matching “WATER”`,
      );
    });

    await test.step('the shared addresses of the one-page library open the type’s page with the query', async () => {
      await page.goto(`/resources?q=${term}&type=Spreadsheet`);
      await expect(page).toHaveURL(new RegExp(`/resources/type/spreadsheet\\?q=${term}$`));
      await expect(searchBox(page)).toHaveValue(term);
      await expect(cardTitles(page)).toHaveText(found('Spreadsheet').map((resource) => resource.title));
    });

    await test.step('an emptied box brings back the page’s own cards', async () => {
      await searchBox(page).fill('');
      const spreadsheets = resources.filter((resource) => resource.type === 'Spreadsheet');
      await expect(cardTitles(page)).toHaveText(spreadsheets.map((resource) => resource.title));
      expect(page.url()).toMatch(/\/resources\/type\/spreadsheet$/);
    });
  });

  test('No Resources Found offers Clear Filters: all resources from a type’s page, a clear box on the library', async ({
    page,
    request,
  }) => {
    const resources = await loadResources(request);
    const nonsense = 'zzq quartz volcano';
    expect(resources.filter((resource) => matchesSearch(resource, nonsense))).toEqual([]);
    await openLibrary(page, '/resources/type/video');
    await searchBox(page).fill(nonsense);
    await expect(page.getByRole('heading', { name: 'No Resources Found' })).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByRole('status')).toHaveText(`No Video resources matching “${nonsense}”`);
    await test.step('the empty state passes axe, best practices included', () =>
      expectNoAxeViolations(page, { bestPractices: true }));

    await page.getByRole('link', { name: 'Clear Filters' }).click();
    await expect(page).toHaveURL(/\/resources$/);
    await expect(page.locator('.resource-library[data-hydrated="true"]')).toBeAttached();
    await expect(resourceList(page).getByRole('heading', { level: 2 })).toHaveText('All Resources');
    await expect(cards(page)).toHaveCount(resources.length);

    await searchBox(page).fill(nonsense);
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(searchBox(page)).toHaveValue('');
    await expect(searchBox(page)).toBeFocused();
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
