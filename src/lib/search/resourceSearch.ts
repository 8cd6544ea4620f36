import type { PublicResource, ResourceType } from '../catalogue/catalogue.ts';

/**
 * The tabs, lists and featured guides of the /resources pages (requirements §2, §5, §9), kept free of React
 * so the rules are unit-tested once and the build and the island only render them. The pages are
 * written per tab at build time (src/lib/catalogue/resourceCatalogPages.ts): a tab's count is of the whole
 * catalogue, and the search, which reads the static index, hides the featured guides while it
 * shows its results (so the page never features guides above a list that says nothing matched).
 * What the search reads is src/lib/search/resourceSearchRecord.ts's.
 */

export type ResourceTabValue = 'all' | ResourceType;

export type ResourceTab = {
  value: ResourceTabValue;
  /** The tab's visible label (requirements §2: All, Guides, PDFs, Spreadsheets, Videos). */
  label: string;
  /** The resource type the tab shows; undefined shows every type. */
  type: ResourceType | undefined;
};

export const resourceTabs: readonly ResourceTab[] = [
  { value: 'all', label: 'All', type: undefined },
  { value: 'Guide', label: 'Guides', type: 'Guide' },
  { value: 'PDF', label: 'PDFs', type: 'PDF' },
  { value: 'Spreadsheet', label: 'Spreadsheets', type: 'Spreadsheet' },
  { value: 'Video', label: 'Videos', type: 'Video' },
];

/** requirements §9: at most 3 featured guides. */
export const maxFeaturedGuides = 3;

export function isResourceTabValue(value: string): value is ResourceTabValue {
  return resourceTabs.some((tab) => tab.value === value);
}

function tabFor(value: ResourceTabValue): ResourceTab {
  return resourceTabs.find((tab) => tab.value === value) ?? resourceTabs[0]!;
}

/** The resources a tab lists, in catalogue order. */
export function resourcesOfTab(resources: readonly PublicResource[], tab: ResourceTabValue): PublicResource[] {
  const { type } = tabFor(tab);
  return resources.filter((resource) => type === undefined || resource.type === type);
}

/** How many resources each tab lists: the counts its link shows, of the whole catalogue. */
export function resourceTabCounts(resources: readonly PublicResource[]): Record<ResourceTabValue, number> {
  const counts = Object.fromEntries(resourceTabs.map((tab) => [tab.value, 0])) as Record<ResourceTabValue, number>;
  for (const resource of resources) {
    counts.all += 1;
    counts[resource.type] += 1;
  }
  return counts;
}

/** requirements §2: the Featured Guides block belongs to the All and Guides tabs only. */
export function showsFeaturedGuides(tab: ResourceTabValue): boolean {
  return tab === 'all' || tab === 'Guide';
}

/** The first guides of the catalogue, at most three. */
export function featuredGuides(resources: readonly PublicResource[]): PublicResource[] {
  return resourcesOfTab(resources, 'Guide').slice(0, maxFeaturedGuides);
}

/**
 * requirements §2: 'All Resources' for the All tab, otherwise the type value ('PDF Resources', not
 * 'PDFs Resources').
 */
export function resourceListHeading(tab: ResourceTabValue): string {
  const { type } = tabFor(tab);
  return `${type ?? 'All'} Resources`;
}

/** requirements §2: 'Watch Video' for videos, 'Download' for everything else. */
export function resourceActionLabel(type: ResourceType): 'Watch Video' | 'Download' {
  return type === 'Video' ? 'Watch Video' : 'Download';
}

/** The sentence the polite live region reads after each change of search or tab. */
export function resourceResultSummary(count: number, query: string, tab: ResourceTabValue): string {
  const { type } = tabFor(tab);
  const noun = `${type === undefined ? '' : `${type} `}${count === 1 ? 'resource' : 'resources'}`;
  const needle = query.trim();
  const matching = needle === '' ? '' : ` matching “${needle}”`;
  return count === 0
    ? `No ${type === undefined ? '' : `${type} `}resources${matching}`
    : `Showing ${count} ${noun}${matching}`;
}
