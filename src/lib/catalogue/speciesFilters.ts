import type { PublicSpecies } from './catalogue.ts';

/** The fields of a species that the catalogue's filters read. */
export type FilterableSpecies = Pick<PublicSpecies, 'environment' | 'niche'>;

/** requirements §2: the filter labels drop the word ' Biome' ('Seagrass Meadow Biome' reads 'Seagrass Meadow'). */
export function environmentLabel(environment: string): string {
  return environment.replace(/ Biome(?![\p{L}\p{N}])/gu, '');
}

/** Each environment once, in the order the catalogue first mentions it, so the filters follow the catalogue. */
export function distinctEnvironments(species: readonly Pick<FilterableSpecies, 'environment'>[]): string[] {
  return [...new Set(species.map((entry) => entry.environment))];
}

/** Each niche once, in catalogue order. */
export function distinctNiches(species: readonly Pick<FilterableSpecies, 'niche'>[]): string[] {
  return [...new Set(species.map((entry) => entry.niche))];
}
