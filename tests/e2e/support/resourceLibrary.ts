import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

/** The resource library (/resources) as a visitor meets it, for the specs that open it with or without JavaScript. */

// The API's shape, copied on purpose: the browser tests import nothing from src/, so they check what
// a visitor gets rather than what the code says it sends (src/lib/catalogue.ts is the source).
export type Resource = {
  id: number;
  title: string;
  description: string;
  type: 'Guide' | 'PDF' | 'Spreadsheet' | 'Video';
  fileUrl: string;
  imageUrl: string;
};

/** The tabs, in order, and the type each shows (SPEC §2). */
export const resourceTabs = [
  { label: 'All', type: undefined },
  { label: 'Guides', type: 'Guide' },
  { label: 'PDFs', type: 'PDF' },
  { label: 'Spreadsheets', type: 'Spreadsheet' },
  { label: 'Videos', type: 'Video' },
] as const;

export async function loadResources(request: APIRequestContext): Promise<Resource[]> {
  const response = await request.get('/api/resources');
  expect(response.ok()).toBe(true);
  const resources = (await response.json()) as Resource[];
  expect(resources.length).toBeGreaterThan(0);
  return resources;
}

/** SPEC §5, written out: the search matches title, description and type, case-insensitively. */
export function matchesResourceSearch(resource: Resource, term: string): boolean {
  const needle = term.toLowerCase();
  return [resource.title, resource.description, resource.type].some((field) => field.toLowerCase().includes(needle));
}

export const resourceSearchBox = (page: Page): Locator => page.getByRole('searchbox', { name: 'Search resources' });
export const resourceList = (page: Page): Locator => page.locator('.resource-list');
export const resourceCards = (page: Page): Locator => resourceList(page).getByRole('listitem');
export const resourceCardTitles = (page: Page): Locator => resourceCards(page).getByRole('heading', { level: 3 });
export const featuredGuides = (page: Page): Locator => page.getByRole('region', { name: 'Featured Guides' });
