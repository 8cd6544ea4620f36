import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminSpeciesPage } from '../../src/lib/admin/adminSpeciesTable.ts';
import type { PublicSpecies } from '../../src/lib/catalogue/catalogue.ts';
import { insertSpecies, listAllSpecies } from '../../src/server/repositories/speciesRepository.ts';
import { ghostShrimp } from '../support/speciesFixtures.ts';
import { useAdminApiContext } from './adminApiContext.ts';
import { testDatabases } from './testDatabases.ts';

/**
 * GET /api/admin/species with `q`, `sort` and `page`: one page of the admin list, searched, sorted
 * and cut in the database, so that neither the database's engine nor the catalogue's size changes
 * the answer; without parameters, the whole list as before.
 */
describe.each(testDatabases)('the admin species list, paged, on $name', (database) => {
  const api = useAdminApiContext(database);
  /** The ids of the named species, by name, as inserted. */
  const ids: Record<string, number> = {};

  const named = (commonName: string, fields: Partial<typeof ghostShrimp> & { isActive?: boolean } = {}) => ({
    ...ghostShrimp,
    scientificName: `${commonName.split(' ')[0]} sp.`,
    ...fields,
    commonName,
  });

  beforeAll(async () => {
    await api.db.deleteFrom('species').execute();
    const special = [
      named('Épiphyte Fern', { scientificName: 'Platycerium bifurcatum', environment: 'Mangrove Biome' }),
      named('epiphyte fern', { status: 'Thriving', isActive: false }),
      named('Zebra Snail', { scientificName: 'Neritina natalensis', niche: 'Decomposer' }),
      named('100% Moss', { scientificName: 'Vesicularia dubyana' }),
      named('Amano Shrimp', { scientificName: 'Caridina multidentata', status: 'Abundant', isActive: false }),
    ];
    // Enough plain ones for three pages of 25.
    const filler = Array.from({ length: 55 }, (_, index) => named(`Filler ${String(index).padStart(2, '0')}`));
    const inserted = await insertSpecies(api.db, [...special, ...filler]);
    [...special, ...filler].forEach((species, index) => (ids[species.commonName] = inserted[index]!));
  });

  const page = async (query: string) => {
    const answer = await api.call('GET', `/api/admin/species?${query}`);
    expect(answer.status).toBe(200);
    return answer.body as AdminSpeciesPage;
  };
  const names = (answer: AdminSpeciesPage) => answer.items.map((species) => species.commonName);
  /** The common names of every page in the order `sort`. */
  const everyPage = async (sort: string) =>
    (await Promise.all([1, 2, 3].map((number) => page(`sort=${sort}&page=${number}`)))).flatMap(names);

  it('without parameters answers every species, hidden ones too, in id order, as it always has', async () => {
    const answer = await api.call('GET', '/api/admin/species');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(JSON.parse(JSON.stringify(await listAllSpecies(api.db))));
    expect((answer.body as PublicSpecies[]).map((species) => species.id)).toEqual(
      Object.values(ids).sort((a, b) => a - b),
    );
  });

  it('a search finds the names ignoring case and accents, other columns ignoring case, or the id', async () => {
    const fern = await page('q=EPIPHYTE');
    expect(names(fern)).toEqual(['Épiphyte Fern', 'epiphyte fern']);
    expect(fern).toMatchObject({ total: 2, hidden: 1, page: 1, pageSize: 25 });
    expect(names(await page('q=%C3%A9piphyte'))).toEqual(['Épiphyte Fern', 'epiphyte fern']);
    expect(names(await page('q=natalensis'))).toEqual(['Zebra Snail']);
    expect(names(await page('q=mangrove'))).toEqual(['Épiphyte Fern']);
    expect(names(await page('q=decomposer'))).toEqual(['Zebra Snail']);
    expect(names(await page(`q=${ids['Amano Shrimp']}`))).toContain('Amano Shrimp');
    // LIKE's wildcards are text like any other.
    expect(names(await page('q=100%25'))).toEqual(['100% Moss']);
    expect(names(await page('q=_'))).toEqual([]);
    expect(await page('q=no+such+species')).toEqual({ items: [], total: 0, hidden: 0, page: 1, pageSize: 25 });
    // A blank search lists everything.
    expect((await page('q=++')).total).toBe(60);
  });

  it('sorts by each column either way, ties by id in the same direction; names ignore case and accents', async () => {
    const special = (name: string) => !name.startsWith('Filler');
    expect((await everyPage('commonName')).filter(special)).toEqual([
      '100% Moss',
      'Amano Shrimp',
      'Épiphyte Fern',
      'epiphyte fern',
      'Zebra Snail',
    ]);
    expect((await everyPage('-commonName')).filter(special)).toEqual([
      'Zebra Snail',
      'epiphyte fern',
      'Épiphyte Fern',
      'Amano Shrimp',
      '100% Moss',
    ]);
    const all = await page('sort=scientificName');
    expect(names(all).slice(0, 4)).toEqual(['Amano Shrimp', 'epiphyte fern', 'Filler 00', 'Filler 01']);
    const byStatus = await page('sort=-status');
    expect(byStatus.items[0]!.status).toBe('Thriving');
    expect(byStatus.items.at(-1)!.status).toBe('Stable');
    const byEnvironment = await page('sort=-environment');
    expect(byEnvironment.items[0]!.commonName).toBe('Épiphyte Fern');
    const byNiche = await page('sort=-niche');
    expect(byNiche.items[0]!.commonName).toBe('Zebra Snail');
    const byIdDescending = await page('sort=-id');
    expect(byIdDescending.items[0]!.id).toBe(Math.max(...Object.values(ids)));
  });

  it('pages 25 at a time, every species once across the pages; a page past the last answers the last', async () => {
    const pages = [await page('sort=commonName&page=1'), await page('sort=commonName&page=2')];
    const last = await page('sort=commonName&page=3');
    expect(pages.map((answer) => answer.items.length)).toEqual([25, 25]);
    expect(last).toMatchObject({ total: 60, hidden: 2, page: 3, pageSize: 25 });
    expect(last.items).toHaveLength(10);
    const seen = [...pages, last].flatMap((answer) => answer.items.map((species) => species.id));
    expect(new Set(seen).size).toBe(60);
    expect(await page('sort=commonName&page=99')).toEqual(last);
    // Every field of a species, as the edit dialog needs them.
    expect(pages[0]!.items[0]).toEqual(
      JSON.parse(
        JSON.stringify((await listAllSpecies(api.db)).find((species) => species.id === pages[0]!.items[0]!.id)),
      ),
    );
  });

  const columns = 'id, commonName, scientificName, environment, status, niche';
  const badSort = `sort must be one of ${columns}, with a leading - for descending order.`;
  it.each([
    ['sort=name', badSort, 'sort'],
    ['sort=-', badSort, 'sort'],
    ['sort=--id', badSort, 'sort'],
    ['page=0', 'page must be a positive whole number.', 'page'],
    ['page=-1', 'page must be a positive whole number.', 'page'],
    ['page=1.5', 'page must be a positive whole number.', 'page'],
    ['page=two', 'page must be a positive whole number.', 'page'],
    ['page=', 'page must be a positive whole number.', 'page'],
    ['page=200000', 'page can be at most 100000.', 'page'],
    ['q=' + 'x'.repeat(201), 'The search can be at most 200 characters.', 'q'],
    ['q=%01', 'The search contains characters that are not allowed.', 'q'],
    ['limit=10', 'Unexpected query parameter "limit": the species list takes q, sort and page.', undefined],
  ])('refuses %s with a 400 that says why', async (query, message, field) => {
    const answer = await api.call('GET', `/api/admin/species?${query}`);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(field === undefined ? { message } : { message, field });
  });
});
