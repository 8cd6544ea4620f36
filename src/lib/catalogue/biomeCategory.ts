/**
 * Biome categories and catalogue filters (requirements §4). Both are derived from the title text alone: the
 * category is not stored, so renaming a biome is what moves it between categories.
 */
export type BiomeCategory =
  'Freshwater' | 'Freshwater & Terrestrial' | 'Terrestrial' | 'Saltwater & Terrestrial' | 'Saltwater' | 'Other';

/** The rules in the order requirements §4 lists them; matching is case-sensitive, as it writes the words. */
export function biomeCategory(title: string): BiomeCategory {
  // 'Lakeshore' contains 'Lake', so the freshwater rule must exclude it explicitly.
  if (title.includes('Lake') && !title.includes('Lakeshore')) return 'Freshwater';
  if (title.includes('Lakeshore')) return 'Freshwater & Terrestrial';
  if (title.includes('Grassland') || title.includes('Mangrove')) return 'Terrestrial';
  if (title.includes('Coastal') || title.includes('Beach')) return 'Saltwater & Terrestrial';
  if (title.includes('Seagrass')) return 'Saltwater';
  return 'Other';
}

export const biomeFilters = [
  { value: 'all', label: 'All Biomes' },
  { value: 'freshwater', label: 'Freshwater' },
  { value: 'saltwater', label: 'Saltwater' },
  { value: 'terrestrial', label: 'Terrestrial' },
] as const;

export type BiomeFilter = (typeof biomeFilters)[number]['value'];

/**
 * The filters match title words of their own (requirements §4 "Catalogue filter values") rather than the
 * category, so they overlap differently: a Coastal biome is both saltwater and terrestrial, and a
 * Beach biome is neither.
 */
const filterWords: Record<Exclude<BiomeFilter, 'all'>, readonly string[]> = {
  freshwater: ['Lake', 'Lakeshore'],
  saltwater: ['Seagrass', 'Coastal'],
  terrestrial: ['Lakeshore', 'Grassland', 'Mangrove', 'Coastal'],
};

export function biomeMatchesFilter(title: string, filter: BiomeFilter): boolean {
  if (filter === 'all') return true;
  return filterWords[filter].some((word) => title.includes(word));
}
