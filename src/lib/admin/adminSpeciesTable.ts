import type { PublicSpecies } from '../catalogue/catalogue.ts';

/**
 * Species Management's table, searched, sorted and paged by the server (GET /api/admin/species with
 * `q`, `sort`, `page`), so that the screen stays fast however many species there are.
 */

/** The columns the table sorts by, as the API names them, with their headers. */
export const speciesSortColumns = {
  id: 'ID',
  commonName: 'Common Name',
  scientificName: 'Scientific Name',
  environment: 'Environment',
  status: 'Status',
  niche: 'Niche',
} as const;
export type SpeciesSortColumn = keyof typeof speciesSortColumns;

export type SpeciesSort = { column: SpeciesSortColumn; direction: 'ascending' | 'descending' };

/** The order of the plain list, and of the table until a header is chosen. */
export const defaultSpeciesSort: SpeciesSort = { column: 'id', direction: 'ascending' };

/** How many species one page holds. */
export const adminSpeciesPageSize = 25;

/** One page of GET /api/admin/species?q=&sort=&page=; `total` and `hidden` count every match. */
export type AdminSpeciesPage = {
  items: PublicSpecies[];
  total: number;
  /** How many of the matches are hidden from the public catalogue. */
  hidden: number;
  page: number;
  pageSize: number;
};

/** `sort` as the API reads it: the column's name, after a '-' for descending ('-commonName'). */
export function speciesSortParam({ column, direction }: SpeciesSort): string {
  return `${direction === 'descending' ? '-' : ''}${column}`;
}

/** The API's `sort` as a column and direction; undefined when it names no sortable column. */
export function parseSpeciesSort(param: string): SpeciesSort | undefined {
  const descending = param.startsWith('-');
  const column = descending ? param.slice(1) : param;
  if (!Object.hasOwn(speciesSortColumns, column)) return undefined;
  return { column: column as SpeciesSortColumn, direction: descending ? 'descending' : 'ascending' };
}

/** A header's button: the sorted column turns around, another column sorts ascending. */
export function nextSpeciesSort(current: SpeciesSort, column: SpeciesSortColumn): SpeciesSort {
  if (current.column !== column) return { column, direction: 'ascending' };
  return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}

/** How many pages `total` matches fill: at least one, so that "Page 1 of 1" reads right when none match. */
export function speciesPageCount(total: number, pageSize = adminSpeciesPageSize): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The address of one page of the table, in the API's terms; a blank search is left out. */
export function adminSpeciesPageUrl(query: { q: string; sort: SpeciesSort; page: number }): string {
  const params = new URLSearchParams();
  if (query.q.trim() !== '') params.set('q', query.q.trim());
  params.set('sort', speciesSortParam(query.sort));
  params.set('page', String(query.page));
  return `/api/admin/species?${params}`;
}
