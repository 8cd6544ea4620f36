import { expect } from '@playwright/test';
import { test } from './support/failedLoads.ts';
import {
  featuredGuides,
  loadResources,
  resourceCardTitles,
  resourceList,
  resourceSearchBox,
  resourceTypeLink,
} from './support/resourceLibrary.ts';
import { cardNames, catalogPageSize, speciesCatalogue, speciesSearchBox } from './support/speciesCatalogue.ts';

/**
 * The catalogues with JavaScript off (the no-js project): everything reads, every link works (the
 * species catalogue's filters and pages and the resources' type tabs are links too), and the controls
 * that only scripts could run (search boxes, loading states) are not offered, and a note says so where the
 * search would be, whatever the address asks for. What the
 * HTML holds is checked by tests/builtSite (speciesPages, resourcesPage, biomePages); here the
 * browser shows which parts the page's styles hide or show without scripts.
 */

test('the species catalogue pages and filters by its links without scripts; a note says searching needs them', async ({
  page,
  request,
}) => {
  const species = await speciesCatalogue(request);
  const firstPage = species.slice(0, catalogPageSize);
  // A shared address of the search: the page shows its own content, and the note says why.
  await page.goto('/species?q=snail&niche=Consumer');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Species Catalog');
  await expect(cardNames(page)).toHaveText(firstPage.map((entry) => entry.commonName));
  for (const entry of firstPage) {
    await expect(page.getByRole('link', { name: entry.commonName, exact: true })).toHaveAttribute(
      'href',
      `/species/${entry.id}`,
    );
  }
  await expect(speciesSearchBox(page)).toBeHidden();
  const note = 'Searching needs JavaScript, which is off in this browser. The environment and niche links below work';
  await expect(page.getByText(`${note} without it.`)).toBeVisible();
  await expect(page.locator('.species-count')).toHaveText(`${species.length} species`);

  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/species\/page\/2$/);
  await expect(cardNames(page)).toHaveText(species.slice(catalogPageSize).map((entry) => entry.commonName));

  const niche = species[0]!.niche;
  await page.getByRole('navigation', { name: 'Niche' }).getByRole('link', { name: niche, exact: true }).click();
  const inNiche = species.filter((entry) => entry.niche === niche);
  await expect(page.locator('.species-count')).toHaveText(`${inNiche.length} species`);
  await expect(cardNames(page)).toHaveText(inNiche.slice(0, catalogPageSize).map((entry) => entry.commonName));
  await expect(
    page.getByRole('navigation', { name: 'Niche' }).getByRole('link', { name: niche, exact: true }),
  ).toHaveAttribute('aria-current', 'page');
});

test('a species page shows its three panels one after another under headings, and the back link', async ({
  page,
  request,
}) => {
  const species = await speciesCatalogue(request);
  const target = species.find((entry) => entry.updateNotes.length > 0 && entry.careInstructions.trim() !== '')!;
  await page.goto(`/species/${target.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.commonName);
  // The panels follow one another under visible headings instead of tabs that could not switch.
  await expect(page.getByRole('tablist')).toHaveCount(0);
  const headings = page.locator('.species-detail').getByRole('heading', { level: 2 });
  await expect(headings).toHaveText(['Description', 'Care Instructions', 'Updates']);
  for (const heading of await headings.all()) expect((await heading.boundingBox())!.height).toBeGreaterThan(10);
  await expect(page.getByText(target.description, { exact: true })).toBeVisible();
  await expect(page.getByText(target.careInstructions, { exact: true })).toBeVisible();
  for (const note of target.updateNotes) await expect(page.getByText(note.note, { exact: true })).toBeVisible();
  await expect(page.locator('.species-gallery-photo')).toHaveAttribute('src', target.photos[0]!);
  await expect(page.getByRole('link', { name: 'Back to Species Catalog' })).toHaveAttribute('href', '/species');
});

test('the species fallback reads Species Not Found with the way back, and no loading text', async ({
  page,
  failedLoads,
}) => {
  failedLoads.allow('/species/123456');
  for (const path of ['/species/not-found', '/species/123456']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Species Not Found');
    await expect(page.getByText('Loading species information...')).toBeHidden();
    await expect(page.getByRole('link', { name: 'Return to Species Catalog' })).toHaveAttribute('href', '/species');
  }
});

test('the resource library lists its resources, its type links work, and a note says searching needs scripts', async ({
  page,
  request,
}) => {
  const resources = await loadResources(request);
  // A shared address of the search: the page shows its own content, and the note says why.
  await page.goto('/resources?q=light&type=Video');
  await expect(resourceList(page).getByRole('heading', { level: 2 })).toHaveText('All Resources');
  await expect(resourceCardTitles(page)).toHaveText(resources.map((resource) => resource.title));
  for (const resource of resources) {
    await expect(page.locator(`.resource-list a[href="${resource.fileUrl}"]`).first()).toBeVisible();
  }
  await expect(featuredGuides(page).getByRole('link', { name: /^Read Guide/ })).toHaveCount(3);
  await expect(page.getByRole('link', { name: 'Request a Resource' })).toBeVisible();
  await expect(resourceSearchBox(page)).toBeHidden();
  await expect(
    page.getByText('Searching needs JavaScript, which is off in this browser. The type links below work without it.'),
  ).toBeVisible();

  await resourceTypeLink(page, 'PDFs').click();
  await expect(page).toHaveURL(/\/resources\/type\/pdf$/);
  await expect(resourceTypeLink(page, 'PDFs')).toHaveAttribute('aria-current', 'page');
  await expect(resourceCardTitles(page)).toHaveText(
    resources.filter((resource) => resource.type === 'PDF').map((resource) => resource.title),
  );
});

test('the biome fallback says Biome Not Found and links back, with no spinner', async ({ page, failedLoads }) => {
  failedLoads.allow('/biomes/abc');
  const response = await page.goto('/biomes/abc');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Biome Not Found');
  await expect(page.getByRole('status')).toBeHidden();
  await expect(page.getByRole('main').getByRole('link', { name: 'Back to Biome Catalog' })).toHaveAttribute(
    'href',
    '/#biomes',
  );
});
