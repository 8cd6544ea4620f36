import { describe, expect, it } from 'vitest';
import { pageCountOf, pageOf, paginationItems, viewParamOf } from '../../src/lib/catalogue/cataloguePaging.ts';

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
