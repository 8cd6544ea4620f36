import { expect, islandHydrated, noteWhetherHydrated, openAtOnce, test } from './support/slowPhone.ts';
import { matchesResourceSearch, type Resource } from './support/resourceLibrary.ts';
import { matchesSearch, speciesCatalogue } from './support/speciesCatalogue.ts';

// Every chunk of an island's import chain is held back 2–3 s (the catalogues' chains are 7 deep), and
// a filter tapped before hydration loads the page again, scripts and all.
test.describe.configure({ timeout: 90_000 });

// A visitor types into a catalogue's search box, or taps a filter, as soon as the page shows, before
// its island has hydrated: once the scripts arrive, the list must be filtered as asked. (The species
// catalogue's filters and the resources' type tabs are links to pages of their own, which need no
// script: catalogues.noJs.spec.ts.) What the test
// expects comes from the API beforehand, so nothing delays the visitor once the page is open.

test('a query typed before the catalogue hydrated searches the species, winning over the address’s', async ({
  page,
  request,
}) => {
  const species = await speciesCatalogue(request);
  expect(species.length).toBeGreaterThan(1);
  const [inAddress, typed] = [species[0]!.commonName, species[1]!.commonName];

  await openAtOnce(page, `/species?q=${encodeURIComponent(inAddress)}`);
  const searchBox = page.getByRole('searchbox', { name: 'Search species' });
  // The pre-rendered box is empty whatever the address says; clear() only matters if the island was quicker.
  await searchBox.clear();
  await searchBox.pressSequentially(typed);
  await noteWhetherHydrated(searchBox, 'typed');

  await islandHydrated(page.locator('.species-catalog'));
  await expect(searchBox).toHaveValue(typed);
  const found = species.filter((entry) => matchesSearch(entry, typed));
  expect(found.length).toBeLessThan(species.length);
  await expect(page.locator('.species-count')).toHaveText(`${found.length} species`);
  await expect(page.locator('.species-grid').getByRole('heading', { level: 2 })).toHaveText(
    found.map((entry) => entry.commonName),
  );
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(typed);
});

test('the resource list is filtered by a query typed before the library hydrated', async ({ page, request }) => {
  const resources = (await (await request.get('/api/resources')).json()) as Resource[];
  // requirements §5: the search reads the title, the description and the type; this title is in no other resource.
  const title = resources.find(
    (resource) => resources.filter((other) => matchesResourceSearch(other, resource.title)).length === 1,
  )!.title;

  await openAtOnce(page, '/resources');
  const searchBox = page.getByRole('searchbox', { name: 'Search resources' });
  // Typed at once: a box disabled while the scripts load would drop every character.
  await searchBox.pressSequentially(title);
  await noteWhetherHydrated(searchBox, 'typed');

  await islandHydrated(page.locator('.resource-library'));
  await expect(searchBox).toHaveValue(title);
  expect(resources.length).toBeGreaterThan(1);
  const titles = page.locator('.resource-list').getByRole('listitem').getByRole('heading', { level: 3 });
  await expect(titles).toHaveText([title]);
});

test('a biome filter tapped before the catalogue hydrated applies once it has', async ({ page, request }) => {
  const biomes = (await (await request.get('/api/biomes')).json()) as { title: string }[];
  // requirements §4: the freshwater filter keeps the titles containing Lake (Lakeshore included).
  const freshwater = biomes.map((biome) => biome.title).filter((title) => title.includes('Lake'));
  expect(freshwater.length).toBeGreaterThan(0);
  expect(freshwater.length).toBeLessThan(biomes.length);

  await openAtOnce(page, '/#biomes');
  const catalogue = page.locator('#biomes');
  const freshwaterButton = catalogue.getByRole('button', { name: 'Freshwater', exact: true });
  await freshwaterButton.waitFor();
  await noteWhetherHydrated(freshwaterButton, 'tapped');
  await freshwaterButton.tap();

  await islandHydrated(page.locator('[aria-label="Filter biomes by habitat"]'));
  await expect(catalogue.getByRole('button', { name: 'Freshwater', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(catalogue.getByRole('heading', { level: 3 })).toHaveText(freshwater);
  // The filter is in the address, so it can be shared and survives a reload.
  expect(new URL(page.url()).searchParams.get('habitat')).toBe('freshwater');
});
