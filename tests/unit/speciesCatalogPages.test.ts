import { describe, expect, it } from 'vitest';
import { catalogPageSize } from '../../src/lib/catalogue/cataloguePaging.ts';
import {
  catalogPages,
  catalogPath,
  catalogSlugsOf,
  catalogViewName,
  filterSlugs,
  slugOf,
  speciesInView,
  viewNamedByAddress,
} from '../../src/lib/catalogue/speciesCatalogPages.ts';

type Row = { name: string; environment: string; niche: string };
const row = (name: string, environment = 'Lake Biome', niche = 'Consumer'): Row => ({ name, environment, niche });

const catalogue = [
  row('Hornwort', 'Lake Biome', 'Primary Producer'),
  row('Ramshorn Snail'),
  row('Common Eelgrass', 'Seagrass Meadow Biome', 'Primary Producer'),
  row('Sand Hopper', 'Beach Biome', 'Decomposer'),
];
const names = (list: readonly Row[]) => list.map((entry) => entry.name);
const slugs = catalogSlugsOf(catalogue);
const all = { environment: null, niche: null };

describe('slugOf and filterSlugs: the address segment of a filter value', () => {
  it.each<[string, string]>([
    ['Lake', 'lake'],
    ['Seagrass Meadow', 'seagrass-meadow'],
    ['Primary Producer', 'primary-producer'],
    ['Épiphyte (rare)', 'epiphyte-rare'],
    ['  --Bog--  ', 'bog'],
    ['🌱', ''],
  ])('%j → %j', (label, slug) => {
    expect(slugOf(label)).toBe(slug);
  });

  it('reads environments by their labels, without " Biome"', () => {
    expect(slugs.environments).toEqual([
      { value: 'Lake Biome', slug: 'lake' },
      { value: 'Seagrass Meadow Biome', slug: 'seagrass-meadow' },
      { value: 'Beach Biome', slug: 'beach' },
    ]);
  });

  it('keeps values whose slugs would meet apart, and names a value without letters', () => {
    expect(filterSlugs(['Consumer', 'consumer', 'CONSUMER', '🌱', '!']).map((entry) => entry.slug)).toEqual([
      'consumer',
      'consumer-2',
      'consumer-3',
      'other',
      'other-2',
    ]);
  });
});

describe('catalogPath', () => {
  it.each<[string, { environment: string | null; niche: string | null }, number, string]>([
    ['every species, page 1', all, 1, '/species'],
    ['every species, page 2', all, 2, '/species/page/2'],
    [
      'an environment',
      { environment: 'Seagrass Meadow Biome', niche: null },
      1,
      '/species/environment/seagrass-meadow',
    ],
    ['a niche', { environment: null, niche: 'Primary Producer' }, 3, '/species/niche/primary-producer/page/3'],
    ['both', { environment: 'Lake Biome', niche: 'Consumer' }, 2, '/species/environment/lake/niche/consumer/page/2'],
    [
      'a value the catalogue does not have is left out',
      { environment: 'Tundra', niche: 'Consumer' },
      1,
      '/species/niche/consumer',
    ],
  ])('%s', (_, view, page, path) => {
    expect(catalogPath(slugs, view, page)).toBe(path);
  });

  it('never makes an address of a species page or of its fallback (/species/{id}, /species/not-found)', () => {
    const paths = catalogPages(catalogue).map((page) => page.path);
    expect(paths.filter((path) => /^\/species\/(\d+|not-found)$/.test(path))).toEqual([]);
  });
});

describe('speciesInView', () => {
  it.each<[string, { environment: string | null; niche: string | null }, string[]]>([
    ['every species, in catalogue order', all, ['Hornwort', 'Ramshorn Snail', 'Common Eelgrass', 'Sand Hopper']],
    ['an environment', { environment: 'Lake Biome', niche: null }, ['Hornwort', 'Ramshorn Snail']],
    ['an environment is matched exactly', { environment: 'Lake', niche: null }, []],
    ['a niche', { environment: null, niche: 'Primary Producer' }, ['Hornwort', 'Common Eelgrass']],
    ['both', { environment: 'Lake Biome', niche: 'Primary Producer' }, ['Hornwort']],
    ['a niche absent from the environment', { environment: 'Beach Biome', niche: 'Primary Producer' }, []],
  ])('%s', (_, view, expected) => {
    expect(names(speciesInView(catalogue, view))).toEqual(expected);
  });
});

describe('catalogPages', () => {
  const big = Array.from({ length: 2 * catalogPageSize + 1 }, (_, index) =>
    row(`Species ${index}`, index % 2 ? 'Lake Biome' : 'Beach Biome', 'Consumer'),
  );
  const pages = catalogPages(big);
  const pageAt = (path: string) => pages.find((page) => page.path === path)!;

  it('cuts each view into pages of 24, in catalogue order', () => {
    const first = pageAt('/species');
    expect({ page: first.page, pageCount: first.pageCount, total: first.total }).toEqual({
      page: 1,
      pageCount: 3,
      total: 49,
    });
    expect(names(first.species)).toEqual(names(big.slice(0, 24)));
    expect(names(pageAt('/species/page/2').species)).toEqual(names(big.slice(24, 48)));
    expect(names(pageAt('/species/page/3').species)).toEqual(['Species 48']);
    expect(pages.some((page) => page.path === '/species/page/4')).toBe(false);
  });

  it('writes every view: each environment, each niche, each pair, empty pairs as one page that says so', () => {
    expect(pages.map((page) => page.path)).toEqual([
      '/species',
      '/species/page/2',
      '/species/page/3',
      '/species/niche/consumer',
      '/species/niche/consumer/page/2',
      '/species/niche/consumer/page/3',
      '/species/environment/beach',
      '/species/environment/beach/page/2',
      '/species/environment/beach/niche/consumer',
      '/species/environment/beach/niche/consumer/page/2',
      '/species/environment/lake',
      '/species/environment/lake/niche/consumer',
    ]);
    const empty = catalogPages(catalogue).find((page) => page.path === '/species/environment/beach/niche/consumer')!;
    expect({ total: empty.total, pageCount: empty.pageCount, species: empty.species }).toEqual({
      total: 0,
      pageCount: 1,
      species: [],
    });
  });
});

describe('viewNamedByAddress: the shared addresses of the catalogue before it had pages', () => {
  it('opens the view the address names, over the page’s own', () => {
    expect(viewNamedByAddress(slugs, all, { environment: 'Lake Biome', niche: 'Consumer' })).toEqual({
      environment: 'Lake Biome',
      niche: 'Consumer',
    });
    expect(viewNamedByAddress(slugs, { environment: 'Lake Biome', niche: null }, { niche: 'Consumer' })).toEqual({
      environment: 'Lake Biome',
      niche: 'Consumer',
    });
  });

  it('is null when the address names nothing new or nothing the catalogue has', () => {
    expect(viewNamedByAddress(slugs, all, {})).toBeNull();
    expect(viewNamedByAddress(slugs, all, { environment: 'Tundra' })).toBeNull();
    expect(
      viewNamedByAddress(slugs, { environment: 'Lake Biome', niche: null }, { environment: 'Lake Biome' }),
    ).toBeNull();
  });
});

describe('catalogViewName, in the page title', () => {
  it.each<[{ environment: string | null; niche: string | null }, number, number, string]>([
    [all, 1, 2, ''],
    [all, 2, 2, 'page 2 of 2'],
    [{ environment: 'Seagrass Meadow Biome', niche: null }, 1, 1, 'Seagrass Meadow'],
    [{ environment: 'Lake Biome', niche: 'Consumer' }, 3, 5, 'Lake, Consumer, page 3 of 5'],
  ])('%j, page %i of %i: %j', (view, page, count, name) => {
    expect(catalogViewName(view, page, count)).toBe(name);
  });
});
