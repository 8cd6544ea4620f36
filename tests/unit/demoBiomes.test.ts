import { describe, expect, it } from 'vitest';
import { demoBiomes } from '../../src/server/db/seed/demoBiomes.ts';
import {
  type BiomeCategory,
  type BiomeFilter,
  biomeCategory,
  biomeFilters,
  biomeMatchesFilter,
} from '../../src/lib/biomeCategory.ts';

/** The filters a visitor expects a biome under, reading its badge. */
const filtersTheBadgeNames: Record<BiomeCategory, readonly BiomeFilter[]> = {
  Freshwater: ['freshwater'],
  'Freshwater & Terrestrial': ['freshwater', 'terrestrial'],
  Terrestrial: ['terrestrial'],
  'Saltwater & Terrestrial': ['saltwater', 'terrestrial'],
  Saltwater: ['saltwater'],
  Other: [],
};

describe('demo biomes', () => {
  // SPEC §4 derives the badge and the filters from different title words, so a title can contradict itself.
  it.each(demoBiomes.map((biome) => [biome.title]))('%s appears under exactly the filters its badge names', (title) => {
    const shownUnder = biomeFilters
      .map((filter) => filter.value)
      .filter((filter) => filter !== 'all' && biomeMatchesFilter(title, filter));
    expect(shownUnder).toEqual(filtersTheBadgeNames[biomeCategory(title)]);
  });
});
