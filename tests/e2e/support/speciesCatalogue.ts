import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { hydrated } from './pageChecks.ts';
import type { PublicSpecies as Species } from './siteFacts.ts';

/** The species catalogue and pages as a visitor meets them, for the specs that open them with or without JavaScript. */

export const placeholderPhoto = '/images/species/placeholder.svg';
export const emptyMessage = 'No species match your search criteria.';

/** SPEC §5, restated apart from the page: case-insensitive, in the common name, scientific name or description. */
export function matchesSearch(species: Species, query: string): boolean {
  const needle = query.trim().toLowerCase();
  return [species.commonName, species.scientificName, species.description].some((field) =>
    field.toLowerCase().includes(needle),
  );
}

/** SPEC §2: the environment tab label is the environment without the word ' Biome'. */
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

/** Exactly these cards, in catalogue order, with the count announced and the empty message only when none. */
export async function expectCards(page: Page, expected: Species[]): Promise<void> {
  await expect(page.locator('.species-count')).toHaveText(`${expected.length} species`);
  if (expected.length === 0) {
    await expect(page.getByText(emptyMessage, { exact: true })).toBeVisible();
    await expect(cardNames(page)).toHaveCount(0);
  } else {
    await expect(cardNames(page)).toHaveText(expected.map((species) => species.commonName));
    await expect(page.getByText(emptyMessage, { exact: true })).toHaveCount(0);
  }
}

export function speciesSearchBox(page: Page): Locator {
  return page.getByRole('searchbox', { name: 'Search species' });
}

export function environmentTabs(page: Page): Locator {
  return page.getByRole('tablist', { name: 'Environment' }).getByRole('tab');
}

export function nicheTabs(page: Page): Locator {
  return page.getByRole('tablist', { name: 'Niche' }).getByRole('tab');
}

/** Opens /species (or the address given) and waits for its island, so typing and clicking reach it. */
export async function openSpeciesCatalogue(page: Page, address = '/species'): Promise<void> {
  await page.goto(address);
  await hydrated(page);
}
