import { describe, expect, it } from 'vitest';
import {
  type FilterableSpecies,
  type SpeciesFilter,
  allSpecies,
  distinctEnvironments,
  distinctNiches,
  environmentLabel,
  filterSpecies,
  matchesSearch,
} from '../../src/lib/speciesSearch.ts';

type Row = FilterableSpecies & { careInstructions: string; status: string };

const row = (commonName: string, fields: Partial<Row> = {}): Row => ({
  commonName,
  scientificName: '',
  description: '',
  environment: 'Lake Biome',
  niche: 'Consumer',
  careInstructions: '',
  status: 'Stable',
  ...fields,
});

const hornwort = row('Hornwort', {
  scientificName: 'Ceratophyllum demersum',
  description: 'A rootless stem plant that oxygenates the lake.',
  niche: 'Primary Producer',
  careInstructions: 'Keep in bright indirect light.',
});
const snail = row('Ramshorn Snail', {
  scientificName: 'Planorbella duryi',
  description: 'Grazes algae film from the glass.',
  careInstructions: 'No feeding is needed.',
  status: 'Abundant',
});
const eelgrass = row('Common Eelgrass', {
  scientificName: 'Zostera marina',
  description: 'A flowering marine plant that forms meadows.',
  environment: 'Seagrass Meadow Biome',
  niche: 'Primary Producer',
});
const sandHopper = row('Sand Hopper', {
  scientificName: 'Talitrus saltator',
  description: 'Shreds stranded seaweed on the strandline.',
  environment: 'Beach Biome',
  niche: 'Decomposer',
});
const catalogue = [hornwort, snail, eelgrass, sandHopper];
const names = (list: readonly Row[]) => list.map((entry) => entry.commonName);

describe('matchesSearch', () => {
  it.each<[string, Row, string, boolean]>([
    ['a blank query matches', hornwort, '', true],
    ['a whitespace query matches', hornwort, '   ', true],
    ['the common name', hornwort, 'hornwort', true],
    ['the common name, any case', snail, 'RAMSHORN', true],
    ['part of a word', snail, 'horn', true],
    ['the scientific name', hornwort, 'demersum', true],
    ['the scientific name, any case', eelgrass, 'ZOSTERA', true],
    ['the description', eelgrass, 'meadows', true],
    ['the description, any case', sandHopper, 'StrandLine', true],
    ['surrounding spaces are ignored', hornwort, '  rootless ', true],
    ['not the care instructions', hornwort, 'indirect', false],
    ['not the environment', sandHopper, 'beach', false],
    ['not the niche', sandHopper, 'decomposer', false],
    ['not the status', snail, 'abundant', false],
    ['text that appears nowhere', hornwort, 'zebra', false],
  ])('%s', (_, species, query, expected) => {
    expect(matchesSearch(species, query)).toBe(expected);
  });
});

describe('filterSpecies', () => {
  it.each<[string, Partial<SpeciesFilter>, string[]]>([
    [
      'no filter shows everything, in catalogue order',
      {},
      ['Hornwort', 'Ramshorn Snail', 'Common Eelgrass', 'Sand Hopper'],
    ],
    ['an environment', { environment: 'Lake Biome' }, ['Hornwort', 'Ramshorn Snail']],
    ['an environment is matched exactly', { environment: 'Lake' }, []],
    ['a niche', { niche: 'Primary Producer' }, ['Hornwort', 'Common Eelgrass']],
    ['environment and niche together', { environment: 'Lake Biome', niche: 'Primary Producer' }, ['Hornwort']],
    ['a search', { query: 'plant' }, ['Hornwort', 'Common Eelgrass']],
    ['search and environment', { query: 'plant', environment: 'Seagrass Meadow Biome' }, ['Common Eelgrass']],
    ['search and niche', { query: 'glass', niche: 'Consumer' }, ['Ramshorn Snail']],
    ['all three', { query: 'oxygen', environment: 'Lake Biome', niche: 'Primary Producer' }, ['Hornwort']],
    ['all three, nothing left', { query: 'oxygen', environment: 'Lake Biome', niche: 'Consumer' }, []],
    ['a niche absent from the environment', { environment: 'Beach Biome', niche: 'Primary Producer' }, []],
  ])('%s', (_, filter, expected) => {
    expect(names(filterSpecies(catalogue, { ...allSpecies, ...filter }))).toEqual(expected);
  });

  it('returns a new list and leaves the catalogue as it was', () => {
    const result = filterSpecies(catalogue, allSpecies);
    expect(result).not.toBe(catalogue);
    expect(names(catalogue)).toEqual(['Hornwort', 'Ramshorn Snail', 'Common Eelgrass', 'Sand Hopper']);
  });
});

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
