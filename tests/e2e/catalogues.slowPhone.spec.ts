import type { Page } from '@playwright/test';
import { expect, test } from './slowPhone.ts';

/** The island holding `selector` has hydrated (Astro drops its `ssr`); islands further down may wait for view. */
async function islandHydrated(page: Page, selector: string): Promise<void> {
  await expect(page.locator(`astro-island:has(${selector})`)).not.toHaveAttribute('ssr', { timeout: 20_000 });
}

// A visitor types into a catalogue's search box, or taps a filter, as soon as the page shows, before
// its island has hydrated: once the scripts arrive, the list must be filtered as asked.

test('the species list is filtered by a query typed before the catalogue hydrated', async ({ page }) => {
  await page.goto('/species', { waitUntil: 'domcontentloaded' });
  const names = page.locator('.species-grid').getByRole('heading', { level: 2 });
  const total = await names.count();
  const name = (await names.first().textContent())!.trim();
  await page.getByRole('searchbox', { name: 'Search species' }).pressSequentially(name);

  await islandHydrated(page, '.species-catalog');
  await expect(page.getByRole('searchbox', { name: 'Search species' })).toHaveValue(name);
  // Other species may mention this one in their descriptions, but the list is no longer the whole catalogue.
  expect(total).toBeGreaterThan(1);
  await expect(names).not.toHaveCount(total);
  await expect(names).toContainText([name]);
});

test('the resource list is filtered by a query typed before the library hydrated', async ({ page }) => {
  await page.goto('/resources', { waitUntil: 'domcontentloaded' });
  const titles = page.locator('.resource-list').getByRole('listitem').getByRole('heading', { level: 3 });
  const total = await titles.count();
  const title = (await titles.first().textContent())!.trim();
  // Typed at once: a box disabled while the scripts load would drop every character.
  await page.getByRole('searchbox', { name: 'Search resources' }).pressSequentially(title);

  await islandHydrated(page, '.resource-library');
  await expect(page.getByRole('searchbox', { name: 'Search resources' })).toHaveValue(title);
  expect(total).toBeGreaterThan(1);
  await expect(titles).toHaveText([title]);
});

test('a biome filter tapped before the catalogue hydrated applies once it has', async ({ page, request }) => {
  const biomes = (await (await request.get('/api/biomes')).json()) as { title: string }[];
  // SPEC §4: the freshwater filter keeps the titles containing Lake (Lakeshore included).
  const freshwater = biomes.map((biome) => biome.title).filter((title) => title.includes('Lake'));
  expect(freshwater.length).toBeGreaterThan(0);
  expect(freshwater.length).toBeLessThan(biomes.length);

  await page.goto('/#biomes', { waitUntil: 'domcontentloaded' });
  const catalogue = page.locator('#biomes');
  await catalogue.getByRole('button', { name: 'Freshwater', exact: true }).tap();

  await islandHydrated(page, '[aria-label="Filter biomes by habitat"]');
  await expect(catalogue.getByRole('button', { name: 'Freshwater', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(catalogue.getByRole('heading', { level: 3 })).toHaveText(freshwater);
  // The filter is in the address, so it can be shared and survives a reload.
  expect(new URL(page.url()).searchParams.get('habitat')).toBe('freshwater');
});

/** The texts of the headings, in any order (the API and the pages need not list things alike). */
async function headingTexts(headings: ReturnType<Page['locator']>): Promise<string[]> {
  return (await headings.allTextContents()).map((text) => text.trim()).sort();
}

test('a species tab tapped before the catalogue hydrated applies once it has', async ({ page, request }) => {
  const species = (await (await request.get('/api/species')).json()) as { commonName: string; environment: string }[];
  const environment = species.at(-1)!.environment;
  const expected = species.filter((entry) => entry.environment === environment).map((entry) => entry.commonName);
  expect(expected.length).toBeLessThan(species.length);

  await page.goto('/species', { waitUntil: 'domcontentloaded' });
  // SPEC §2: the tab's label drops the word ' Biome'.
  await page.getByRole('tab', { name: environment.replace(/ Biome$/, ''), exact: true }).tap();

  // Before hydration the tab is a button of a GET form: the address now names the filter.
  await page.waitForURL((url) => url.searchParams.get('environment') === environment);
  await islandHydrated(page, '.species-catalog');
  await expect(page.getByRole('tab', { name: environment.replace(/ Biome$/, ''), exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const names = page.locator('.species-grid').getByRole('heading', { level: 2 });
  await expect.poll(() => headingTexts(names)).toEqual(expected.sort());
});

test('a resource tab tapped before the library hydrated applies, with the query typed before it', async ({
  page,
  request,
}) => {
  const resources = (await (await request.get('/api/resources')).json()) as { title: string; type: string }[];
  const pdfs = resources.filter((resource) => resource.type === 'PDF');
  expect(pdfs.length).toBeGreaterThan(1);
  const wanted = pdfs[0]!.title;

  await page.goto('/resources', { waitUntil: 'domcontentloaded' });
  await page.getByRole('searchbox', { name: 'Search resources' }).pressSequentially(wanted);
  await page.getByRole('tab', { name: /^PDFs \(\d+\)$/ }).tap();

  await page.waitForURL((url) => url.searchParams.get('type') === 'PDF' && url.searchParams.get('q') === wanted);
  await islandHydrated(page, '.resource-library');
  await expect(page.getByRole('tab', { name: /^PDFs \(\d+\)$/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('searchbox', { name: 'Search resources' })).toHaveValue(wanted);
  const titles = page.locator('.resource-list').getByRole('listitem').getByRole('heading', { level: 3 });
  await expect(titles).toHaveText([wanted]);
});
