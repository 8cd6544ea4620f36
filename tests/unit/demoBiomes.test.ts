import { describe, expect, it } from 'vitest';
import { demoBiomes } from '../../src/server/db/seed/demoBiomes.ts';
import {
  type BiomeCategory,
  type BiomeFilter,
  biomeCategory,
  biomeFilters,
  biomeMatchesFilter,
} from '../../src/lib/catalogue/biomeCategory.ts';

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
  // requirements §4 derives the badge and the filters from different title words, so a title can contradict itself.
  it.each(demoBiomes.map((biome) => [biome.title]))('%s appears under exactly the filters its badge names', (title) => {
    const shownUnder = biomeFilters
      .map((filter) => filter.value)
      .filter((filter) => filter !== 'all' && biomeMatchesFilter(title, filter));
    expect(shownUnder).toEqual(filtersTheBadgeNames[biomeCategory(title)]);
  });

  // The badge comes from the title alone: each demo title must place its biome where its type says it lives.
  it.each(demoBiomes.map((biome) => [biome.title, biome.type]))('%s (%s) is badged where it lives', (title, type) => {
    const category = biomeCategory(title);
    if (/aquatic|marine|brackish/i.test(type)) expect(category).toMatch(/Freshwater|Saltwater/);
    if (/marine|brackish/i.test(type)) expect(category).toContain('Saltwater');
    if (/semi-aquatic/i.test(type)) expect(category).toContain('Terrestrial');
  });
});
