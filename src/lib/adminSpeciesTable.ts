import type { PublicSpecies } from './catalogue.ts';

/**
 * The Species Management table's search and sorting (issue 12, point 5), so that the owner finds a
 * species among many without tabbing through every row.
 */

/** The orders the table offers; 'added' is the order the server lists them in. */
export const speciesTableSorts = {
  added: 'Order added',
  name: 'Name',
  environment: 'Environment',
  status: 'Status',
} as const;
export type SpeciesTableSort = keyof typeof speciesTableSorts;

export type SpeciesTableRow = Pick<
  PublicSpecies,
  'id' | 'commonName' | 'scientificName' | 'environment' | 'status' | 'niche'
>;

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** The search matches the names, environment, status and niche case-insensitively, or the exact id. */
export function matchesTableSearch(species: SpeciesTableRow, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  if (String(species.id) === needle) return true;
  return [species.commonName, species.scientificName, species.environment, species.status, species.niche].some(
    (field) => field.toLowerCase().includes(needle),
  );
}

function sortKey(species: SpeciesTableRow, sort: Exclude<SpeciesTableSort, 'added'>): string {
  return sort === 'name' ? species.commonName : species[sort];
}

/** The rows that match `query`, in the chosen order; ties are ordered by common name. */
export function speciesTableRows<T extends SpeciesTableRow>(
  species: readonly T[],
  query: string,
  sort: SpeciesTableSort,
): T[] {
  const rows = species.filter((entry) => matchesTableSearch(entry, query));
  if (sort === 'added') return rows;
  return rows.sort(
    (a, b) => collator.compare(sortKey(a, sort), sortKey(b, sort)) || collator.compare(a.commonName, b.commonName),
  );
}
