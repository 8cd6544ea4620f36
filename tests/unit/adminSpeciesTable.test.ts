import { describe, expect, it } from 'vitest';
import {
  adminSpeciesPageUrl,
  nextSpeciesSort,
  parseSpeciesSort,
  speciesPageCount,
  speciesSortParam,
} from '../../src/lib/admin/adminSpeciesTable.ts';

describe('the Species Management table’s sort, as the API names it', () => {
  it('reads a column, after a "-" for descending, and writes it back the same', () => {
    expect(parseSpeciesSort('commonName')).toEqual({ column: 'commonName', direction: 'ascending' });
    expect(parseSpeciesSort('-status')).toEqual({ column: 'status', direction: 'descending' });
    for (const param of ['id', '-id', 'scientificName', '-niche', 'environment'])
      expect(speciesSortParam(parseSpeciesSort(param)!)).toBe(param);
  });

  it('names no column for anything else, inherited object keys included', () => {
    for (const param of ['', '-', '--id', 'name', 'CommonName', ' id', 'toString', 'constructor', '-__proto__'])
      expect(parseSpeciesSort(param)).toBeUndefined();
  });

  it('a header turns its sorted column around; another column starts ascending', () => {
    const byName = { column: 'commonName', direction: 'ascending' } as const;
    expect(nextSpeciesSort(byName, 'commonName')).toEqual({ column: 'commonName', direction: 'descending' });
    expect(nextSpeciesSort({ ...byName, direction: 'descending' }, 'commonName')).toEqual(byName);
    expect(nextSpeciesSort({ ...byName, direction: 'descending' }, 'status')).toEqual({
      column: 'status',
      direction: 'ascending',
    });
  });
});

describe('the Species Management table’s pages', () => {
  it('counts at least one page, and a last page that is not full', () => {
    expect([0, 1, 25, 26, 50, 10_000].map((total) => speciesPageCount(total))).toEqual([1, 1, 1, 2, 2, 400]);
  });

  it('asks the API for the trimmed search, the sort and the page; a blank search is left out', () => {
    const sort = { column: 'commonName', direction: 'descending' } as const;
    expect(adminSpeciesPageUrl({ q: '  fern & moss ', sort, page: 3 })).toBe(
      '/api/admin/species?q=fern+%26+moss&sort=-commonName&page=3',
    );
    expect(adminSpeciesPageUrl({ q: ' ', sort, page: 1 })).toBe('/api/admin/species?sort=-commonName&page=1');
  });
});
