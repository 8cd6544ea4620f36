import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

/** The resource library (/resources) as a visitor meets it, for the specs that open it with or without JavaScript. */

// The API's shape, copied on purpose: the browser tests import nothing from src/, so they check what
// a visitor gets rather than what the code says it sends (src/lib/catalogue/catalogue.ts is the source).
export type Resource = {
  id: number;
  title: string;
  description: string;
  type: 'Guide' | 'PDF' | 'Spreadsheet' | 'Video';
  fileUrl: string;
  imageUrl: string;
};

/** The tabs, in order, the type each shows (requirements §2), and its page (docs/design.md decision 14). */
export const resourceTabs = [
  { label: 'All', type: undefined, path: '/resources' },
  { label: 'Guides', type: 'Guide', path: '/resources/type/guide' },
  { label: 'PDFs', type: 'PDF', path: '/resources/type/pdf' },
  { label: 'Spreadsheets', type: 'Spreadsheet', path: '/resources/type/spreadsheet' },
  { label: 'Videos', type: 'Video', path: '/resources/type/video' },
] as const;

export async function loadResources(request: APIRequestContext): Promise<Resource[]> {
  const response = await request.get('/api/resources');
  expect(response.ok()).toBe(true);
  const resources = (await response.json()) as Resource[];
  expect(resources.length).toBeGreaterThan(0);
  return resources;
}

/**
 * requirements §5 as the static index answers it, written out: every word of the query begins a word of the
 * title, description or type, in any case.
 */
export function matchesResourceSearch(resource: Resource, query: string): boolean {
  const words = [resource.title, resource.description, resource.type]
    .join(' ')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u);
  return query
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((term) => term !== '')
    .every((term) => words.some((word) => word.startsWith(term)));
}

export const resourceSearchBox = (page: Page): Locator => page.getByRole('searchbox', { name: 'Search resources' });
export const resourceList = (page: Page): Locator => page.locator('.resource-list');
export const resourceCards = (page: Page): Locator => resourceList(page).getByRole('listitem');
export const resourceCardTitles = (page: Page): Locator => resourceCards(page).getByRole('heading', { level: 3 });
export const featuredGuides = (page: Page): Locator => page.getByRole('region', { name: 'Featured Guides' });
/** A type link, named by its label and count: 'PDFs (4)'. */
export const resourceTypeLink = (page: Page, label: string): Locator =>
  page.getByRole('navigation', { name: 'Resource types' }).getByRole('link', { name: new RegExp(`^${label} \\(`) });
