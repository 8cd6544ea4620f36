import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { hydrated } from './pageChecks.ts';
import type { PublicSpecies as Species } from './siteFacts.ts';

/** The species catalogue and pages as a visitor meets them, for the specs that open them with or without JavaScript. */

export const placeholderPhoto = '/images/species/placeholder.svg';
export const emptyMessage = 'No species match your search criteria.';

/** Cards per pre-rendered page, and per batch of search results (docs/design.md decision 14). */
export const catalogPageSize = 24;

const folded = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * requirements §5, restated apart from the page: in the common name, scientific name or description, case
 * and accents ignored. The static index matches words by their beginnings: every word of the query
 * begins a word of the species ('snail' finds 'snails', 'nail' does not). It also reads English
 * word endings ('snails' finds 'snail' too), which this does not restate: the tests' queries are
 * words as they stand in the catalogue, or their beginnings.
 */
export function matchesSearch(species: Species, query: string): boolean {
  const words = folded([species.commonName, species.scientificName, species.description].join(' ')).split(
    /[^\p{L}\p{N}]+/u,
  );
  return folded(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((term) => term !== '')
    .every((term) => words.some((word) => word.startsWith(term)));
}

/** requirements §2: the environment tab label is the environment without the word ' Biome'. */
export function environmentLabel(environment: string): string {
  return environment.replace(/ Biome(?![\p{L}\p{N}])/gu, '');
}

export function distinct(values: string[]): string[] {
  return [...new Set(values)];
}

/** The catalogue as the public API lists it, in its order. */
export async function speciesCatalogue(request: APIRequestContext): Promise<Species[]> {
  const response = await request.get('/api/species');
  expect(response.ok()).toBe(true);
  return (await response.json()) as Species[];
}

export function cardNames(page: Page): Locator {
  return page.locator('.species-grid').getByRole('heading', { level: 2 });
}

export function cardOf(page: Page, species: Species): Locator {
  return page
    .locator('.species-card')
    .filter({ has: page.getByRole('heading', { name: species.commonName, exact: true }) });
}

/**
 * The list of `expected`, in catalogue order: all of them counted in the status, the first page of
 * them as cards (`shown` of them once more are asked for), the empty message only when none.
 */
export async function expectCards(page: Page, expected: Species[], shown = catalogPageSize): Promise<void> {
  await expect(page.locator('.species-count')).toHaveText(`${expected.length} species`);
  if (expected.length === 0) {
    await expect(page.getByText(emptyMessage, { exact: true })).toBeVisible();
    await expect(cardNames(page)).toHaveCount(0);
  } else {
    await expect(cardNames(page)).toHaveText(expected.slice(0, shown).map((species) => species.commonName));
    await expect(page.getByText(emptyMessage, { exact: true })).toHaveCount(0);
  }
}

export function speciesSearchBox(page: Page): Locator {
  return page.getByRole('searchbox', { name: 'Search species' });
}

/** The environment filter's links, 'All Environments' first. */
export function environmentLinks(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Environment' }).getByRole('link');
}

/** The niche filter's links, 'All Niches' first. */
export function nicheLinks(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Niche' }).getByRole('link');
}

/** Opens /species (or the address given) and waits for its island, so typing and clicking reach it. */
export async function openSpeciesCatalogue(page: Page, address = '/species'): Promise<void> {
  await page.goto(address);
  await hydrated(page);
}
