import { describe, expect, it } from 'vitest';
import {
  type FilterableSpecies,
  distinctEnvironments,
  distinctNiches,
  environmentLabel,
} from '../../src/lib/catalogue/speciesFilters.ts';

type Row = FilterableSpecies & { commonName: string };

const row = (commonName: string, fields: Partial<Row> = {}): Row => ({
  commonName,
  environment: 'Lake Biome',
  niche: 'Consumer',
  ...fields,
});

const catalogue = [
  row('Hornwort', { niche: 'Primary Producer' }),
  row('Ramshorn Snail'),
  row('Common Eelgrass', { environment: 'Seagrass Meadow Biome', niche: 'Primary Producer' }),
  row('Sand Hopper', { environment: 'Beach Biome', niche: 'Decomposer' }),
];

describe('environmentLabel', () => {
  it.each<[string, string]>([
    ['Lake Biome', 'Lake'],
    ['Seagrass Meadow Biome', 'Seagrass Meadow'],
    ['Lakeshore Biome', 'Lakeshore'],
    ['Beach Biome', 'Beach'],
    ['Grassland Biome', 'Grassland'],
    ['Mangrove Biome', 'Mangrove'],
    // Free text from the admin: only the separate word goes.
    ['Tundra', 'Tundra'],
    ['Biome Lab', 'Biome Lab'],
    ['Lake Biomes', 'Lake Biomes'],
    ['Bog Biome Edge', 'Bog Edge'],
    ['', ''],
  ])('%j reads %j', (environment, label) => {
    expect(environmentLabel(environment)).toBe(label);
  });
});

describe('distinct environments and niches', () => {
  it('lists each environment once, in the order the catalogue first mentions it', () => {
    expect(distinctEnvironments(catalogue)).toEqual(['Lake Biome', 'Seagrass Meadow Biome', 'Beach Biome']);
  });

  it('lists each niche once, in catalogue order', () => {
    expect(distinctNiches(catalogue)).toEqual(['Primary Producer', 'Consumer', 'Decomposer']);
  });

  it('keeps values that differ only in case apart, as the filter does', () => {
    expect(distinctNiches([row('A', { niche: 'Consumer' }), row('B', { niche: 'consumer' })])).toEqual([
      'Consumer',
      'consumer',
    ]);
  });

  it('gives no tabs for an empty catalogue', () => {
    expect(distinctEnvironments([])).toEqual([]);
    expect(distinctNiches([])).toEqual([]);
  });
});
