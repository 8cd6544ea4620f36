import { describe, expect, it } from 'vitest';
import type { PublicResource, ResourceType } from '../../src/lib/catalogue/catalogue.ts';
import {
  resourcePageName,
  resourcePages,
  resourcePath,
  tabNamedByAddress,
} from '../../src/lib/catalogue/resourceCatalogPages.ts';
import {
  resourceOfSearchResult,
  resourceSearchFilters,
  resourceSearchRecord,
} from '../../src/lib/search/resourceSearchRecord.ts';

const resource = (id: number, type: ResourceType, title = `Resource ${id}`): PublicResource => ({
  id,
  type,
  title,
  description: `About résource ${id}.`,
  fileUrl: `/downloads/${id}.pdf`,
  imageUrl: `/images/resources/${id}.svg`,
  imageAlt: '',
});

/** 49 guides and 1 PDF: the All and Guides tabs fill three pages, PDFs one, spreadsheets and videos none. */
const library = [...Array.from({ length: 49 }, (_, index) => resource(index + 1, 'Guide')), resource(50, 'PDF')];
const titles = (list: readonly PublicResource[]) => list.map((entry) => entry.title);

describe('resourcePath: an address per tab and page', () => {
  it.each<[Parameters<typeof resourcePath>, string]>([
    [['all'], '/resources'],
    [['all', 1], '/resources'],
    [['all', 2], '/resources/page/2'],
    [['PDF'], '/resources/type/pdf'],
    [['Spreadsheet', 3], '/resources/type/spreadsheet/page/3'],
  ])('%j → %s', (args, path) => {
    expect(resourcePath(...args)).toBe(path);
  });
});

describe('resourcePages: each tab cut into pages of 24', () => {
  const pages = resourcePages(library);
  const pageAt = (path: string) => pages.find((page) => page.path === path)!;

  it('writes every tab, empty ones as one page that says so', () => {
    expect(pages.map((page) => page.path)).toEqual([
      '/resources',
      '/resources/page/2',
      '/resources/page/3',
      '/resources/type/guide',
      '/resources/type/guide/page/2',
      '/resources/type/guide/page/3',
      '/resources/type/pdf',
      '/resources/type/spreadsheet',
      '/resources/type/video',
    ]);
    const empty = pageAt('/resources/type/video');
    expect({ total: empty.total, pageCount: empty.pageCount, resources: empty.resources }).toEqual({
      total: 0,
      pageCount: 1,
      resources: [],
    });
  });

  it('lists a page’s resources only, in catalogue order', () => {
    const first = pageAt('/resources');
    expect({ tab: first.tab, page: first.page, pageCount: first.pageCount, total: first.total }).toEqual({
      tab: 'all',
      page: 1,
      pageCount: 3,
      total: 50,
    });
    expect(titles(first.resources)).toEqual(titles(library.slice(0, 24)));
    expect(titles(pageAt('/resources/page/3').resources)).toEqual(['Resource 49', 'Resource 50']);
    expect(titles(pageAt('/resources/type/guide/page/3').resources)).toEqual(['Resource 49']);
    expect(titles(pageAt('/resources/type/pdf').resources)).toEqual(['Resource 50']);
  });
});

describe('tabNamedByAddress: the shared addresses of the library before it had pages', () => {
  it('names the tab of ?type= when it is another tab', () => {
    expect(tabNamedByAddress('all', 'PDF')).toBe('PDF');
    expect(tabNamedByAddress('Guide', 'all')).toBe('all');
  });

  it('is null for no type, the page’s own, or one the library does not have', () => {
    expect(tabNamedByAddress('all', undefined)).toBeNull();
    expect(tabNamedByAddress('PDF', 'PDF')).toBeNull();
    expect(tabNamedByAddress('all', 'Podcast')).toBeNull();
    expect(tabNamedByAddress('all', 'pdf')).toBeNull();
  });
});

describe('resourcePageName, in the page title', () => {
  it.each<[Parameters<typeof resourcePageName>, string]>([
    [['all', 1, 3], ''],
    [['all', 2, 3], 'page 2 of 3'],
    [['PDF', 1, 1], 'PDFs'],
    [['Guide', 3, 3], 'Guides, page 3 of 3'],
  ])('%j → %j', (args, name) => {
    expect(resourcePageName(...args)).toBe(name);
  });
});

describe('resourceSearchRecord: one resource in the static search index', () => {
  const worksheet = { ...resource(7, 'PDF', 'Water Chemistry Worksheet'), imageAlt: 'A test tube' };
  const record = resourceSearchRecord(worksheet);

  it('searches the title, description and type (requirements §5), accents folded, and nothing else', () => {
    expect(record.content).toBe('Water Chemistry Worksheet\nAbout resource 7.\nPDF');
  });

  it('is filtered as a resource of its type, leading to its file', () => {
    expect(record.filters).toEqual({ kind: ['resource'], type: ['PDF'] });
    expect(record.url).toBe('/downloads/7.pdf');
  });

  it('carries its card back whole, and reads nothing from a record it did not write', () => {
    expect(resourceOfSearchResult(record.url, record.meta)).toEqual(worksheet);
    expect(resourceOfSearchResult(record.url, { ...record.meta, type: 'Podcast' })).toBeUndefined();
    expect(resourceOfSearchResult(record.url, { ...record.meta, id: 'x' })).toBeUndefined();
    expect(resourceOfSearchResult(record.url, { ...record.meta, title: undefined })).toBeUndefined();
    // A species' record has no id or type in its meta.
    expect(resourceOfSearchResult('/species/3', { title: 'Hornwort', description: 'A plant.' })).toBeUndefined();
  });
});

describe('resourceSearchFilters: a search on a tab asks for resources only', () => {
  it('names the kind always, the type on a type’s tab', () => {
    expect(resourceSearchFilters(undefined)).toEqual({ kind: 'resource' });
    expect(resourceSearchFilters('Video')).toEqual({ kind: 'resource', type: 'Video' });
  });
});
