import type { PublicResource } from './catalogue.ts';
import { pagesOf, type ListPage } from './cataloguePaging.ts';
import { isResourceTabValue, resourcesOfTab, resourceTabs, type ResourceTabValue } from '../search/resourceSearch.ts';

/**
 * The resource library's pre-rendered pages (docs/design.md decision 14): every resource, and each type's
 * tab, cut into pages of a fixed size, each at an address of its own: `/resources`,
 * `/resources/page/2`, `/resources/type/pdf`, `/resources/type/pdf/page/2`. (The API's
 * `/api/resources/type/{type}` is another path altogether.)
 */

/** A tab's address segment: 'PDF' → 'pdf'; the All tab has none. */
export function resourceTabSlug(tab: ResourceTabValue): string | undefined {
  return tab === 'all' ? undefined : tab.toLowerCase();
}

/** The address of a page of a tab; page 1 has no `/page/1`. */
export function resourcePath(tab: ResourceTabValue, page = 1): string {
  const slug = resourceTabSlug(tab);
  return ['/resources', slug === undefined ? '' : `/type/${slug}`, page > 1 ? `/page/${page}` : ''].join('');
}

/** A page at the address resourcePath writes, with its resources. */
export type ResourcePage = Omit<ListPage<PublicResource>, 'items'> & {
  tab: ResourceTabValue;
  resources: PublicResource[];
};

/** Every page the build writes: each tab (empty ones too, as one page that says so) cut into pages. */
export function resourcePages(resources: readonly PublicResource[]): ResourcePage[] {
  return resourceTabs.flatMap(({ value: tab }) => {
    const listed = resourcesOfTab(resources, tab);
    return pagesOf(listed, (page) => resourcePath(tab, page)).map(({ items, ...page }) => ({
      ...page,
      tab,
      resources: items,
    }));
  });
}

/**
 * The tab a shared address of the one-page library names (`/resources?type=PDF`), when it is not
 * the page's own; null when it names nothing, the page's tab, or no tab at all.
 */
export function tabNamedByAddress(pageTab: ResourceTabValue, named: string | undefined): ResourceTabValue | null {
  if (named === undefined || !isResourceTabValue(named) || named === pageTab) return null;
  return named;
}

/** What a page is called in its title: 'PDFs, page 2 of 3'; '' for the first page of every resource. */
export function resourcePageName(tab: ResourceTabValue, page: number, pageCount: number): string {
  const label = resourceTabs.find((item) => item.value === tab)?.label;
  return [tab === 'all' ? undefined : label, page > 1 ? `page ${page} of ${pageCount}` : undefined]
    .filter((part) => part !== undefined)
    .join(', ');
}
