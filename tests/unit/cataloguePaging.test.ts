import { describe, expect, it } from 'vitest';
import { pageCountOf, pageOf, pagesOf, paginationItems, viewParamOf } from '../../src/lib/catalogue/cataloguePaging.ts';

describe('pageCountOf and pageOf: pages of 24', () => {
  it('counts at least one page, and cuts a list in order', () => {
    expect(pageCountOf(0)).toBe(1);
    expect(pageCountOf(24)).toBe(1);
    expect(pageCountOf(25)).toBe(2);
    const list = Array.from({ length: 50 }, (_, index) => index);
    expect(pageOf(list, 1)).toEqual(list.slice(0, 24));
    expect(pageOf(list, 3)).toEqual([48, 49]);
  });
});

describe('pagesOf: a view cut into the pages the build writes', () => {
  const pathOf = (page: number) => (page === 1 ? '/list' : `/list/page/${page}`);

  it('gives each page its address, number, the count and total, and its entries in order', () => {
    const list = Array.from({ length: 5 }, (_, index) => index);
    expect(pagesOf(list, pathOf, 2)).toEqual([
      { path: '/list', page: 1, pageCount: 3, total: 5, items: [0, 1] },
      { path: '/list/page/2', page: 2, pageCount: 3, total: 5, items: [2, 3] },
      { path: '/list/page/3', page: 3, pageCount: 3, total: 5, items: [4] },
    ]);
    expect(
      pagesOf(
        Array.from({ length: 25 }, (_, index) => index),
        pathOf,
      ).map((page) => page.items.length),
    ).toEqual([24, 1]);
  });

  it('writes one page for an empty view, which says that nothing matches', () => {
    expect(pagesOf([], pathOf)).toEqual([{ path: '/list', page: 1, pageCount: 1, total: 0, items: [] }]);
  });
});

describe('paginationItems', () => {
  const render = (current: number, count: number) =>
    paginationItems(current, count)
      .map((item) => (item.kind === 'gap' ? '…' : item.current ? `[${item.page}]` : String(item.page)))
      .join(' ');

  it.each<[number, number, string]>([
    [1, 1, '[1]'],
    [1, 2, '[1] 2'],
    [2, 2, '1 [2]'],
    [1, 7, '[1] 2 3 … 7'],
    [4, 7, '1 2 3 [4] 5 6 7'],
    [5, 9, '1 2 3 4 [5] 6 7 8 9'],
    [6, 12, '1 … 4 5 [6] 7 8 … 12'],
    [417, 417, '1 … 415 416 [417]'],
  ])('page %i of %i: %s', (current, count, expected) => {
    expect(render(current, count)).toBe(expected);
  });
});

describe('viewParamOf: the route parameter of a catalogue page', () => {
  it.each<[string, '/species' | '/resources', string | undefined]>([
    ['/species', '/species', undefined],
    ['/species/page/2', '/species', 'page/2'],
    ['/species/environment/lake/niche/consumer/page/3', '/species', 'environment/lake/niche/consumer/page/3'],
    ['/resources', '/resources', undefined],
    ['/resources/type/pdf', '/resources', 'type/pdf'],
  ])('%s under %s → %s', (path, root, param) => {
    expect(viewParamOf(path, root)).toBe(param);
  });
});
