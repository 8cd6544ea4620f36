/**
 * The paging shared by the pre-rendered catalogues (docs/design.md decision 14): species, resources and
 * the journal's posts are cut into pages the same way, linked by the same numbered row.
 */

/** Cards per page: a multiple of the grid's one, two and three columns. */
export const catalogPageSize = 24;

/** How many pages a list of `total` cards fills: at least one, which says that none match. */
export function pageCountOf(total: number, pageSize = catalogPageSize): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The cards of page `page` (from 1). */
export function pageOf<T>(list: readonly T[], page: number, pageSize = catalogPageSize): T[] {
  return list.slice((page - 1) * pageSize, page * pageSize);
}

/** One page of a view, as the build writes it: its address, its place among the view's pages, its entries. */
export type ListPage<T> = {
  /** The page's address. */
  path: string;
  page: number;
  pageCount: number;
  /** How many entries the whole view lists. */
  total: number;
  /** This page's entries. */
  items: T[];
};

/** The pages of a view that lists `listed`, page 1 first (at least one); `pathOf` writes a page's address. */
export function pagesOf<T>(
  listed: readonly T[],
  pathOf: (page: number) => string,
  pageSize = catalogPageSize,
): ListPage<T>[] {
  const pageCount = pageCountOf(listed.length, pageSize);
  return Array.from({ length: pageCount }, (_, index) => ({
    path: pathOf(index + 1),
    page: index + 1,
    pageCount,
    total: listed.length,
    items: pageOf(listed, index + 1, pageSize),
  }));
}

export type PaginationItem = { kind: 'page'; page: number; current: boolean } | { kind: 'gap' };

/**
 * The numbered links of a view's pagination: the first and last pages, and those within `reach` of
 * the current one, with a gap where pages are left out, so that a view of 400 pages still has a
 * short row. A gap of one page shows that page instead.
 */
export function paginationItems(current: number, pageCount: number, reach = 2): PaginationItem[] {
  const shown = new Set([1, pageCount]);
  for (let page = current - reach; page <= current + reach; page += 1) shown.add(page);
  const pages = [...shown].filter((page) => page >= 1 && page <= pageCount).sort((a, b) => a - b);
  const items: PaginationItem[] = [];
  let previous = 0;
  for (const page of pages) {
    if (page - previous === 2) items.push({ kind: 'page', page: page - 1, current: page - 1 === current });
    else if (page - previous > 2) items.push({ kind: 'gap' });
    items.push({ kind: 'page', page, current: page === current });
    previous = page;
  }
  return items;
}

/**
 * The `[...view]` route parameter of a catalogue page's address under `root`: '/species/page/2' → 'page/2',
 * and undefined for the catalogue's first page, '/species' itself.
 */
export function viewParamOf(path: string, root: '/species' | '/resources' | '/journal'): string | undefined {
  return path === root ? undefined : path.slice(`${root}/`.length);
}
