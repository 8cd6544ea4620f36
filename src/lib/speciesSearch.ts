import type { PublicSpecies } from './catalogue.ts';

/** The fields of a species that the catalogue's search and tabs read. */
export type FilterableSpecies = Pick<
  PublicSpecies,
  'commonName' | 'scientificName' | 'description' | 'environment' | 'niche'
>;

export type SpeciesFilter = {
  /** Free text; blank matches everything. */
  query: string;
  /** An exact environment value of the catalogue, or null for 'All Environments'. */
  environment: string | null;
  /** An exact niche value of the catalogue, or null for 'All Niches'. */
  niche: string | null;
};

export const allSpecies: SpeciesFilter = { query: '', environment: null, niche: null };

/**
 * SPEC §5: the species search matches commonName, scientificName and description, case-insensitively,
 * and nothing else (not the care instructions, environment or niche, which have tabs of their own).
 */
export function matchesSearch(species: FilterableSpecies, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  return [species.commonName, species.scientificName, species.description].some((field) =>
    field.toLowerCase().includes(needle),
  );
}

/** The search, the environment tab and the niche tab all have to match (they narrow each other). */
export function filterSpecies<T extends FilterableSpecies>(species: readonly T[], filter: SpeciesFilter): T[] {
  return species.filter(
    (entry) =>
      (filter.environment === null || entry.environment === filter.environment) &&
      (filter.niche === null || entry.niche === filter.niche) &&
      matchesSearch(entry, filter.query),
  );
}

/** SPEC §2: the tab labels drop the word ' Biome' ('Seagrass Meadow Biome' reads 'Seagrass Meadow'). */
export function environmentLabel(environment: string): string {
  return environment.replace(/ Biome(?![\p{L}\p{N}])/gu, '');
}

/** Each environment once, in the order the catalogue first mentions it, so the tabs follow the catalogue. */
export function distinctEnvironments(species: readonly Pick<FilterableSpecies, 'environment'>[]): string[] {
  return [...new Set(species.map((entry) => entry.environment))];
}

/** Each niche once, in catalogue order. */
export function distinctNiches(species: readonly Pick<FilterableSpecies, 'niche'>[]): string[] {
  return [...new Set(species.map((entry) => entry.niche))];
}
