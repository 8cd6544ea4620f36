import { describe, expect, it } from 'vitest';
import {
  type BiomeCategory,
  type BiomeFilter,
  biomeCategory,
  biomeFilters,
  biomeMatchesFilter,
} from '../../src/lib/catalogue/biomeCategory.ts';

describe('biomeCategory', () => {
  it.each<[string, BiomeCategory]>([
    ['Alpine Lake Biome', 'Freshwater'],
    ['Lake', 'Freshwater'],
    ['Lakeshore Marsh Biome', 'Freshwater & Terrestrial'],
    // 'Lakeshore' wins even when the plain word 'Lake' is also present.
    ['Lake and Lakeshore Biome', 'Freshwater & Terrestrial'],
    ['Prairie Grassland Biome', 'Terrestrial'],
    ['Mangrove Forest Biome', 'Terrestrial'],
    ['Coastal Rock Pool Biome', 'Saltwater & Terrestrial'],
    ['Driftwood Beach Biome', 'Saltwater & Terrestrial'],
    ['Seagrass Meadow Biome', 'Saltwater'],
    ['Cloud Forest Moss Biome', 'Other'],
    ['', 'Other'],
    // Rule order: an earlier rule decides when a title names several habitats.
    ['Lake Seagrass Biome', 'Freshwater'],
    ['Grassland by the Coastal Dunes', 'Terrestrial'],
    ['Mangrove Seagrass Biome', 'Terrestrial'],
    ['Coastal Seagrass Biome', 'Saltwater & Terrestrial'],
    // Matching is case-sensitive, as requirements §4 writes the words.
    ['alpine lake biome', 'Other'],
    ['LAKESHORE', 'Other'],
    ['seagrass meadow', 'Other'],
  ])('%j is %s', (title, category) => {
    expect(biomeCategory(title)).toBe(category);
  });
});

describe('biomeFilters', () => {
  it('lists the four filters with their button labels, All Biomes first', () => {
    expect(biomeFilters).toEqual([
      { value: 'all', label: 'All Biomes' },
      { value: 'freshwater', label: 'Freshwater' },
      { value: 'saltwater', label: 'Saltwater' },
      { value: 'terrestrial', label: 'Terrestrial' },
    ]);
  });
});

describe('biomeMatchesFilter', () => {
  const titles = [
    'Alpine Lake Biome',
    'Lakeshore Marsh Biome',
    'Seagrass Meadow Biome',
    'Coastal Rock Pool Biome',
    'Driftwood Beach Biome',
    'Prairie Grassland Biome',
    'Mangrove Forest Biome',
    'Cloud Forest Moss Biome',
  ];

  it.each<[BiomeFilter, string[]]>([
    ['all', titles],
    ['freshwater', ['Alpine Lake Biome', 'Lakeshore Marsh Biome']],
    ['saltwater', ['Seagrass Meadow Biome', 'Coastal Rock Pool Biome']],
    [
      'terrestrial',
      ['Lakeshore Marsh Biome', 'Coastal Rock Pool Biome', 'Prairie Grassland Biome', 'Mangrove Forest Biome'],
    ],
  ])('%s keeps exactly the titles requirements §4 names', (filter, expected) => {
    expect(titles.filter((title) => biomeMatchesFilter(title, filter))).toEqual(expected);
  });

  it.each<[string, BiomeFilter, boolean]>([
    // Lakeshore is both freshwater and terrestrial; plain Lake is not terrestrial.
    ['Lakeshore Marsh Biome', 'freshwater', true],
    ['Lakeshore Marsh Biome', 'terrestrial', true],
    ['Alpine Lake Biome', 'terrestrial', false],
    // Coastal is both saltwater and terrestrial.
    ['Coastal Rock Pool Biome', 'saltwater', true],
    ['Coastal Rock Pool Biome', 'terrestrial', true],
    // Beach is a 'Saltwater & Terrestrial' category but no filter word names it.
    ['Driftwood Beach Biome', 'saltwater', false],
    ['Driftwood Beach Biome', 'terrestrial', false],
    ['Driftwood Beach Biome', 'all', true],
    // Mangrove and Grassland are terrestrial only.
    ['Mangrove Forest Biome', 'saltwater', false],
    ['Prairie Grassland Biome', 'freshwater', false],
    // Seagrass is saltwater only.
    ['Seagrass Meadow Biome', 'terrestrial', false],
    // 'Other' titles appear only under all.
    ['Cloud Forest Moss Biome', 'freshwater', false],
    ['Cloud Forest Moss Biome', 'saltwater', false],
    ['Cloud Forest Moss Biome', 'terrestrial', false],
    ['', 'all', true],
    // Case-sensitive like the category.
    ['alpine lake biome', 'freshwater', false],
    ['coastal rock pool', 'saltwater', false],
  ])('%j under %s is %s', (title, filter, matches) => {
    expect(biomeMatchesFilter(title, filter)).toBe(matches);
  });
});
