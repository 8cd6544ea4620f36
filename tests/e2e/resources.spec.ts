import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { test } from './support/fixtures.ts';

// The API's shape, copied on purpose: the browser tests import nothing from src/, so they check what
// a visitor gets rather than what the code says it sends (src/lib/catalogue.ts is the source).
type Resource = {
  id: number;
  title: string;
  description: string;
  type: 'Guide' | 'PDF' | 'Spreadsheet' | 'Video';
  fileUrl: string;
  imageUrl: string;
};
type SearchedField = 'title' | 'description' | 'type';

const tabs = [
  { label: 'All', type: undefined },
  { label: 'Guides', type: 'Guide' },
  { label: 'PDFs', type: 'PDF' },
  { label: 'Spreadsheets', type: 'Spreadsheet' },
  { label: 'Videos', type: 'Video' },
] as const;

async function loadResources(request: APIRequestContext): Promise<Resource[]> {
  const response = await request.get('/api/resources');
  expect(response.ok()).toBe(true);
  const resources = (await response.json()) as Resource[];
  expect(resources.length).toBeGreaterThan(0);
  return resources;
}

/** Opens /resources and waits for the island to hydrate, so typing and clicking reach the components. */
async function openLibrary(page: Page) {
  await page.goto('/resources');
  await expect(page.locator('.resource-library[data-hydrated="true"]')).toBeAttached();
}

/** SPEC §5, written out: the search matches title, description and type, case-insensitively. */
function matchesSearch(resource: Resource, term: string): boolean {
  const needle = term.toLowerCase();
  return [resource.title, resource.description, resource.type].some((field) => field.toLowerCase().includes(needle));
}

/** A word that occurs in `field` of some resource and in no other searched field of any resource. */
function termOnlyIn(resources: Resource[], field: SearchedField): string {
  const others = (['title', 'description', 'type'] as const).filter((other) => other !== field);
  const words = resources
    .flatMap((resource) => resource[field].toLowerCase().split(/[^a-z]+/))
    .filter((word) => word.length >= 3);
  const term = words.find((word) =>
    resources.every((resource) => others.every((other) => !resource[other].toLowerCase().includes(word))),
  );
  if (term === undefined) throw new Error(`the demo resources have no word found only in ${field}`);
  return term;
}

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search resources' });
const resourceList = (page: Page) => page.locator('.resource-list');
const cards = (page: Page) => resourceList(page).getByRole('listitem');
const cardTitles = (page: Page) => cards(page).getByRole('heading', { level: 3 });
const featured = (page: Page) => page.getByRole('region', { name: 'Featured Guides' });

async function tabCount(tab: Locator): Promise<number> {
  const text = await tab.locator('.tab-count').textContent();
  return Number(text?.replace(/\D/g, ''));
}

test.describe('/resources', () => {
  test('shows the title, heading and every resource with its action', async ({ page, request }) => {
    const resources = await loadResources(request);
    await openLibrary(page);
    await expect(page).toHaveTitle('Educational Resources | Closed Biomes');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Educational Resources');
    await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search resources...');
    await expect(resourceList(page).getByRole('heading', { level: 2 })).toHaveText('All Resources');
    await expect(cardTitles(page)).toHaveText(resources.map((resource) => resource.title));

    for (const resource of resources) {
      const card = cards(page).filter({ has: page.getByRole('heading', { name: resource.title, exact: true }) });
      await expect(card.locator('.resource-type')).toHaveText(`Type: ${resource.type}`);
      const image = card.getByRole('img');
      await expect(image).toHaveAttribute('src', resource.imageUrl);
      await expect(image).toHaveAttribute('alt', new RegExp(resource.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      await expect(card.getByText(resource.description)).toBeVisible();
      const action = card.getByRole('link');
      await expect(action).toHaveCount(1);
      const label = resource.type === 'Video' ? 'Watch Video' : 'Download';
      // The visible label is the SPEC's; the accessible name also says which resource it opens.
      await expect(action).toHaveAccessibleName(`${label} ${resource.title} (opens in a new tab)`);
      await expect(action).toHaveAttribute('href', resource.fileUrl);
      await expect(action).toHaveAttribute('target', '_blank');
      await expect(action).toHaveAttribute('rel', /\bnoopener\b/);
    }
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

  test('downloadable files are served with their content type', async ({ request }) => {
    const resources = await loadResources(request);
    const pdf = resources.find((resource) => resource.fileUrl.endsWith('.pdf'))!;
    const csv = resources.find((resource) => resource.fileUrl.endsWith('.csv'))!;

    const pdfResponse = await request.get(pdf.fileUrl);
    expect(pdfResponse.status()).toBe(200);
    expect(pdfResponse.headers()['content-type']).toBe('application/pdf');
    expect((await pdfResponse.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const csvResponse = await request.get(csv.fileUrl);
    expect(csvResponse.status()).toBe(200);
    expect(csvResponse.headers()['content-type']).toMatch(/^text\/csv/);
    expect((await csvResponse.text()).split('\n')[0]).toContain(',');
  });

  for (const field of ['title', 'description', 'type'] as const) {
    test(`the search matches the ${field}, ignoring case`, async ({ page, request }) => {
      const resources = await loadResources(request);
      const term = termOnlyIn(resources, field);
      const expected = resources.filter((resource) => matchesSearch(resource, term));
      // The term occurs in this field only, so finding these cards proves the field is searched.
      expect(expected.map((resource) => resource.id)).toEqual(
        resources.filter((resource) => resource[field].toLowerCase().includes(term)).map((resource) => resource.id),
      );
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(resources.length);

      await openLibrary(page);
      await searchBox(page).fill(term.toUpperCase());
      await expect(cardTitles(page)).toHaveText(expected.map((resource) => resource.title));
      const count = `${expected.length} ${expected.length === 1 ? 'resource' : 'resources'}`;
      await expect(page.getByRole('status')).toHaveText(`Showing ${count} matching “${term.toUpperCase()}”`);
    });
  }

  test('the search does not match file or image addresses', async ({ page, request }) => {
    const resources = await loadResources(request);
    const addressWords = resources.flatMap((resource) =>
      `${resource.fileUrl} ${resource.imageUrl}`.toLowerCase().split(/[^a-z]+/),
    );
    const term = addressWords.find(
      (word) => word.length >= 4 && resources.every((resource) => !matchesSearch(resource, word)),
    );
    expect(term, 'a word that occurs only in the addresses').toBeDefined();
    await openLibrary(page);
    await searchBox(page).fill(term!);
    await expect(page.getByRole('heading', { name: 'No Resources Found' })).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
  });

  for (const tab of tabs) {
    test(`the ${tab.label} tab shows exactly its type, as many cards as its count`, async ({ page, request }) => {
      const resources = await loadResources(request);
      const expected = resources.filter((resource) => tab.type === undefined || resource.type === tab.type);
      await openLibrary(page);
      const trigger = page.getByRole('tab', { name: new RegExp(`^${tab.label} \\(\\d+\\)$`) });
      await trigger.click();
      await expect(trigger).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel')).toHaveAccessibleName(new RegExp(`^${tab.label} \\(`));
      await expect(resourceList(page).getByRole('heading', { level: 2 })).toHaveText(`${tab.type ?? 'All'} Resources`);
      await expect(cardTitles(page)).toHaveText(expected.map((resource) => resource.title));
      if (tab.type !== undefined) {
        await expect(resourceList(page).locator('.resource-type')).toHaveText(expected.map(() => `Type: ${tab.type}`));
      }
      expect(await tabCount(trigger)).toBe(expected.length);
      expect(await tabCount(trigger)).toBe(await cards(page).count());
    });
  }

  test('tab counts follow the search and always equal the cards each tab shows', async ({ page, request }) => {
    const resources = await loadResources(request);
    // A word spread over several types, so that every count changes and some reach zero.
    const term = 'water';
    await openLibrary(page);
    await searchBox(page).fill(term);
    for (const tab of tabs) {
      const expected = resources.filter(
        (resource) => (tab.type === undefined || resource.type === tab.type) && matchesSearch(resource, term),
      );
      const trigger = page.getByRole('tab', { name: new RegExp(`^${tab.label} \\(`) });
      await trigger.click();
      await expect(trigger).toHaveAccessibleName(`${tab.label} (${expected.length})`);
      await expect(cards(page)).toHaveCount(expected.length);
      await expect(cardTitles(page)).toHaveText(expected.map((resource) => resource.title));
    }
  });

  test('Featured Guides show on All and Guides only, at most 3, each opening its guide', async ({ page, request }) => {
    const guides = (await loadResources(request)).filter((resource) => resource.type === 'Guide');
    expect(guides.length).toBeGreaterThan(3);
    const expected = guides.slice(0, 3);
    await openLibrary(page);

    for (const label of ['All', 'Guides']) {
      await page.getByRole('tab', { name: new RegExp(`^${label} \\(`) }).click();
      await expect(featured(page).getByRole('heading', { level: 2 })).toHaveText('Featured Guides');
      await expect(featured(page).getByRole('heading', { level: 3 })).toHaveText(expected.map((guide) => guide.title));
      const links = featured(page).getByRole('link', { name: /^Read Guide/ });
      await expect(links).toHaveCount(expected.length);
      for (const [index, guide] of expected.entries()) {
        await expect(links.nth(index)).toHaveAttribute('href', guide.fileUrl);
        await expect(links.nth(index)).toHaveAttribute('target', '_blank');
        await expect(links.nth(index)).toHaveAttribute('rel', /\bnoopener\b/);
        await expect(links.nth(index)).toHaveAccessibleName(`Read Guide ${guide.title} (opens in a new tab)`);
      }
    }

    for (const label of ['PDFs', 'Spreadsheets', 'Videos']) {
      await page.getByRole('tab', { name: new RegExp(`^${label} \\(`) }).click();
      await expect(resourceList(page).getByRole('heading', { level: 2 })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Featured Guides' })).toHaveCount(0);
    }
  });

  test('No Resources Found offers Clear Filters, which resets the search and the tab', async ({ page, request }) => {
    const resources = await loadResources(request);
    const nonsense = 'zzq quartz volcano';
    expect(resources.filter((resource) => matchesSearch(resource, nonsense))).toEqual([]);
    await openLibrary(page);
    await page.getByRole('tab', { name: /^Videos \(/ }).click();
    await searchBox(page).fill(nonsense);
    await expect(page.getByRole('heading', { name: 'No Resources Found' })).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByRole('status')).toHaveText(`No Video resources matching “${nonsense}”`);
    for (const tab of tabs)
      expect(await tabCount(page.getByRole('tab', { name: new RegExp(`^${tab.label} \\(`) }))).toBe(0);

    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(searchBox(page)).toHaveValue('');
    await expect(searchBox(page)).toBeFocused();
    await expect(page.getByRole('tab', { name: /^All \(/ })).toHaveAttribute('aria-selected', 'true');
    await expect(resourceList(page).getByRole('heading', { level: 2 })).toHaveText('All Resources');
    await expect(cards(page)).toHaveCount(resources.length);
    await expect(page.getByRole('heading', { name: 'No Resources Found' })).toHaveCount(0);
  });

  test('the result count is announced in a polite live region', async ({ page, request }) => {
    const resources = await loadResources(request);
    const pdfs = resources.filter((resource) => resource.type === 'PDF');
    await openLibrary(page);
    const status = page.getByRole('status');
    await expect(status).toHaveText(`Showing ${resources.length} resources`);
    await page.getByRole('tab', { name: /^PDFs \(/ }).click();
    await expect(status).toHaveText(`Showing ${pdfs.length} PDF resources`);
    expect(await status.evaluate((element) => getComputedStyle(element).display)).not.toBe('none');
  });

  test('the tabs follow the ARIA tabs pattern from the keyboard', async ({ page }) => {
    await openLibrary(page);
    await expect(page.getByRole('tablist', { name: 'Resource types' })).toBeVisible();
    const all = page.getByRole('tab', { name: /^All \(/ });
    await all.focus();
    await page.keyboard.press('ArrowRight');
    const guides = page.getByRole('tab', { name: /^Guides \(/ });
    await expect(guides).toBeFocused();
    await expect(guides).toHaveAttribute('aria-selected', 'true');
    await expect(resourceList(page).getByRole('heading', { level: 2 })).toHaveText('Guide Resources');
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: /^Videos \(/ })).toHaveAttribute('aria-selected', 'true');
    await expect(resourceList(page).getByRole('heading', { level: 2 })).toHaveText('Video Resources');
  });

  test('Request a Resource goes to the contact section and Back to Home to the home page', async ({ page }) => {
    await openLibrary(page);
    const requestLink = page.getByRole('link', { name: 'Request a Resource' });
    await expect(requestLink).toHaveAttribute('href', '/#contact');
    const backLink = page.getByRole('link', { name: 'Back to Home' });
    await expect(backLink).toHaveAttribute('href', '/');

    await requestLink.click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(page.locator('#contact')).toBeInViewport();

    await page.goBack();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Experience Multiple Ecosystems in One');
  });

  test('without JavaScript every resource is shown and downloadable', async ({ browser, request }) => {
    const resources = await loadResources(request);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/resources');
    await expect(resourceList(page).getByRole('heading', { level: 2 })).toHaveText('All Resources');
    await expect(cardTitles(page)).toHaveText(resources.map((resource) => resource.title));
    for (const resource of resources) {
      await expect(page.locator(`.resource-list a[href="${resource.fileUrl}"]`).first()).toBeVisible();
    }
    await expect(featured(page).getByRole('link', { name: /^Read Guide/ })).toHaveCount(3);
    await expect(page.getByRole('link', { name: 'Request a Resource' })).toBeVisible();
    // The search and the tabs could filter nothing without JavaScript: they are not offered.
    await expect(page.getByRole('searchbox')).toBeHidden();
    await expect(page.getByRole('tablist')).toBeHidden();
    await context.close();
  });

  test('passes axe, with results and with the empty state', async ({ page }) => {
    // Two full axe scans of the page's largest DOM: more than the default 30 s on 2 busy cores (as other axe tests).
    test.slow();
    const axe = () =>
      new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    await openLibrary(page);
    expect((await axe()).violations).toEqual([]);
    await searchBox(page).fill('no such resource anywhere');
    await expect(page.getByRole('heading', { name: 'No Resources Found' })).toBeVisible();
    expect((await axe()).violations).toEqual([]);
  });
});
