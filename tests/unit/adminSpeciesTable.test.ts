import { describe, expect, it } from 'vitest';
import { matchesTableSearch, speciesTableRows } from '../../src/lib/adminSpeciesTable.ts';

const row = (id: number, commonName: string, environment: string, status: string) => ({
  id,
  commonName,
  scientificName: `${commonName} sp.`,
  environment,
  status,
  niche: 'Consumer',
});
const species = [
  row(1, 'hornwort', 'Lake Biome', 'Thriving'),
  row(2, 'Amano Shrimp', 'Mangrove Biome', 'Stable'),
  row(3, 'Eelgrass', 'Beach Biome', 'Endangered'),
  row(12, 'Bladder Snail', 'Lake Biome', 'Abundant'),
];

describe('the Species Management table’s search (issue 12, point 5)', () => {
  it('matches names, environment and status case-insensitively, and an exact id', () => {
    expect(speciesTableRows(species, '  SHRIMP ', 'added').map((entry) => entry.id)).toEqual([2]);
    expect(speciesTableRows(species, 'lake', 'added').map((entry) => entry.id)).toEqual([1, 12]);
    expect(speciesTableRows(species, 'endangered', 'added').map((entry) => entry.id)).toEqual([3]);
    expect(speciesTableRows(species, '12', 'added').map((entry) => entry.id)).toEqual([12]);
    expect(matchesTableSearch(species[0]!, '')).toBe(true);
    expect(speciesTableRows(species, 'cactus', 'added')).toEqual([]);
  });
});

describe('the Species Management table’s sorting', () => {
  it('keeps the server’s order, or sorts by name ignoring case', () => {
    expect(speciesTableRows(species, '', 'added').map((entry) => entry.id)).toEqual([1, 2, 3, 12]);
    expect(speciesTableRows(species, '', 'name').map((entry) => entry.commonName)).toEqual([
      'Amano Shrimp',
      'Bladder Snail',
      'Eelgrass',
      'hornwort',
    ]);
  });

  it('sorts by environment and by status, ties by name', () => {
    expect(speciesTableRows(species, '', 'environment').map((entry) => entry.id)).toEqual([3, 12, 1, 2]);
    expect(speciesTableRows(species, '', 'status').map((entry) => entry.status)).toEqual([
      'Abundant',
      'Endangered',
      'Stable',
      'Thriving',
    ]);
  });

  it('does not reorder the list it was given', () => {
    const copy = [...species];
    speciesTableRows(species, '', 'name');
    expect(species).toEqual(copy);
  });
});
