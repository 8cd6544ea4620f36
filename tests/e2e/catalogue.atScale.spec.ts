import { expect, type Page } from '@playwright/test';
import { test } from './support/failedLoads.ts';
import { hydrated, slow } from './support/pageChecks.ts';
import type { PublicSpecies as Species } from './support/siteFacts.ts';
import {
  cardNames,
  cardOf,
  catalogPageSize,
  environmentLabel,
  matchesSearch,
  openSpeciesCatalogue,
  speciesCatalogue,
  speciesSearchBox,
} from './support/speciesCatalogue.ts';

/**
 * The catalogue at scale (docs/design.md decision 14), on a server whose catalogue is 1,000 generated
 * species (the at-scale project): the pages page with and without JavaScript, and the search finds
 * what no page in hand holds. The admin's side: adminSpecies.atScale.spec.ts.
 */
test.describe.configure({ timeout: 90_000 });

const lastPageOf = (count: number) => Math.ceil(count / catalogPageSize);

/** The species each shown card leads to, read from the cards' links. */
async function shownSpecies(page: Page, species: Species[]): Promise<Species[]> {
  const hrefs = await page
    .locator('.species-grid .species-card a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  return hrefs.map((href) => species.find((entry) => `/species/${entry.id}` === href)!);
}

test('pages through 1,000 species by its numbered links, to the last page and back', async ({ page, request }) => {
  const species = await speciesCatalogue(request);
  expect(species.length).toBeGreaterThanOrEqual(1000);
  const last = lastPageOf(species.length);
  await openSpeciesCatalogue(page);
  await expect(page.locator('.species-count')).toHaveText(`${species.length} species`);
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await pages.getByRole('link', { name: `Page ${last}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/species/page/${last}$`));
  await expect(cardNames(page)).toHaveText(
    species.slice((last - 1) * catalogPageSize).map((entry) => entry.commonName),
    slow,
  );
  await pages.getByRole('link', { name: 'Previous page' }).click();
  await expect(page).toHaveURL(new RegExp(`/species/page/${last - 1}$`));
  await expect(cardNames(page)).toHaveText(
    species.slice((last - 2) * catalogPageSize, (last - 1) * catalogPageSize).map((entry) => entry.commonName),
  );
});

test('pages the same way without JavaScript', async ({ browser, request }) => {
  const species = await speciesCatalogue(request);
  const last = lastPageOf(species.length);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/species');
  await page
    .getByRole('navigation', { name: 'Pages' })
    .getByRole('link', { name: `Page ${last}`, exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/species/page/${last}$`));
  await expect(cardNames(page)).toHaveText(
    species.slice((last - 1) * catalogPageSize).map((entry) => entry.commonName),
  );
  await context.close();
});

test('the search finds a species of the last page from the first, by its name', async ({ page, request }) => {
  const species = await speciesCatalogue(request);
  const target = species.at(-1)!;
  await openSpeciesCatalogue(page);
  await expect(cardOf(page, target)).toHaveCount(0);
  await speciesSearchBox(page).fill(target.commonName);
  await expect(cardOf(page, target)).toBeVisible(slow);
  const found = await shownSpecies(page, species);
  expect(found.every((entry) => matchesSearch(entry, target.commonName))).toBe(true);
  await expect(page.getByRole('navigation', { name: 'Pages' })).toHaveCount(0);
});

test('a search within an environment finds only that environment’s species', async ({ page, request }) => {
  const species = await speciesCatalogue(request);
  const environment = species.at(-1)!.environment;
  const within = species.filter((entry) => entry.environment === environment);
  // A word of the descriptions that species of other environments have too, so the filter shows.
  const word = within
    .flatMap((entry) => entry.description.toLowerCase().split(/[^\p{L}]+/u))
    .find(
      (candidate) =>
        candidate.length >= 6 &&
        species.some((entry) => entry.environment !== environment && matchesSearch(entry, candidate)),
    )!;
  expect(word).toBeDefined();
  await openSpeciesCatalogue(page);
  await page
    .getByRole('navigation', { name: 'Environment' })
    .getByRole('link', { name: environmentLabel(environment), exact: true })
    .click();
  await expect(page.locator('.species-count')).toHaveText(`${within.length} species`, slow);
  await hydrated(page);
  await speciesSearchBox(page).fill(word);
  const matching = within.filter((entry) => matchesSearch(entry, word));
  await expect(page.locator('.species-count')).not.toHaveText(`${within.length} species`, slow);
  // Past 'Searching...': the answer's count.
  await expect(page.locator('.species-count')).toHaveText(/^\d+ species$/, slow);
  const count = Number((await page.locator('.species-count').textContent())!.replace(/\D/g, ''));
  expect(count).toBeGreaterThanOrEqual(matching.length);
  expect(count).toBeLessThan(within.length);
  const found = await shownSpecies(page, species);
  expect(found.length).toBe(Math.min(count, catalogPageSize));
  expect(found.filter((entry) => entry.environment !== environment)).toEqual([]);
});
