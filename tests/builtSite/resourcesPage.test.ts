import { describe, expect, it } from 'vitest';
import { contentTypeOf } from '../../src/server/localServer/staticSite.ts';
import { demoResources } from '../../src/server/db/seed/demoResources.ts';
import { builtFiles, builtPages, readBuilt } from './builtFiles.ts';
import { builtSearchIndex, recordsWithin } from './builtSearchIndex.ts';
import { builtDocument, findAll, findOne, tag, textOf, type BuiltElement, type BuiltNode } from './builtDocument.ts';

/**
 * /resources and its type pages as the build wrote them, from the demo resources: every card and
 * featured guide with its link, the type links with their counts, as a visitor (or a browser without
 * JavaScript) gets them before any script runs, the files those links open, and the resources'
 * records in the search index. What the library island does with them (search) is the browser's
 * (tests/e2e/resources.spec.ts).
 */
const page = builtDocument('resources.html');
const resources = demoResources.filter((resource) => resource.isActive !== false);
const byClass = (name: string) => (element: BuiltElement) => (element.attribs.class ?? '').split(/\s+/).includes(name);
const linkNamed = (name: string) =>
  findOne(page, (element) => element.name === 'a' && textOf(element) === name, `link "${name}"`);

/** A link that opens a file: its name (the visible label and, for screen readers, which file), and how it opens. */
function opening(link: BuiltElement) {
  return { name: textOf(link), href: link.attribs.href, target: link.attribs.target, rel: link.attribs.rel };
}
const opens = (label: string, resource: (typeof resources)[number]) => ({
  name: `${label} ${resource.title} (opens in a new tab)`,
  href: resource.fileUrl,
  target: '_blank',
  rel: expect.stringMatching(/\bnoopener\b/),
});

describe('/resources', () => {
  it('is titled, headed and searchable, and says how many resources it shows in a status', () => {
    expect(textOf(findOne(page, tag('title'), 'title'))).toBe('Educational Resources | Closed Biomes');
    expect(findAll(page, tag('h1')).map(textOf)).toEqual(['Educational Resources']);
    const search = findOne(page, tag('input', { type: 'search' }), 'search box');
    expect(search.attribs.placeholder).toBe('Search resources...');
    expect(textOf(findOne(page, tag('p', { role: 'status' }), 'status'))).toBe(`Showing ${resources.length} resources`);
  });

  it('says that searching needs JavaScript, and sends the box to the page itself', () => {
    expect(textOf(page)).toContain('Searching needs JavaScript, which is off in this browser.');
    const form = findOne(page, byClass('resource-library'), 'library form');
    expect({ method: form.attribs.method, action: form.attribs.action }).toEqual({
      method: 'get',
      action: '/resources',
    });
    expect(findOne(form, tag('input', { type: 'search' }), 'search box').attribs.name).toBe('q');
  });

  it('shows every resource as a card, in catalogue order, with its type, cover, text and one action', () => {
    // The demo library fits one page of 24: no numbered links.
    expect(resources.length).toBeLessThanOrEqual(pageSize);
    expect(findAll(page, (element) => element.name === 'nav' && element.attribs['aria-label'] === 'Pages')).toEqual([]);
    const list = findOne(page, byClass('resource-list'), 'resource list');
    expect(textOf(findOne(list, tag('h2'), 'list heading'))).toBe('All Resources');
    const cards = findAll(list, tag('article'));
    expect(
      cards.map((card) => ({
        title: textOf(findOne(card, tag('h3'), 'card title')),
        type: textOf(findOne(card, byClass('resource-type'), 'type badge')),
        cover: findOne(card, tag('img'), 'cover').attribs,
        description: findAll(card, tag('p')).map(textOf),
        actions: findAll(card, tag('a')).map(opening),
      })),
    ).toEqual(
      resources.map((resource) => ({
        title: resource.title,
        type: `Type: ${resource.type}`,
        cover: expect.objectContaining({ src: resource.imageUrl, alt: expect.stringContaining(resource.title) }),
        description: [resource.description],
        // The visible label is the the requirements'; the accessible name also says which resource it opens.
        actions: [opens(resource.type === 'Video' ? 'Watch Video' : 'Download', resource)],
      })),
    );
  });

  it('features the first three guides, each opening its guide', () => {
    const featured = findOne(
      page,
      (element) => element.name === 'section' && findAll(element, tag('h2')).map(textOf)[0] === 'Featured Guides',
      'Featured Guides',
    );
    const guides = resources.filter((resource) => resource.type === 'Guide').slice(0, 3);
    expect(guides).toHaveLength(3);
    expect(findAll(featured, tag('h3')).map(textOf)).toEqual(guides.map((guide) => guide.title));
    expect(findAll(featured, tag('a')).map(opening)).toEqual(guides.map((guide) => opens('Read Guide', guide)));
  });

  it('links each type’s page, counting the whole catalogue’s resources of that type, All chosen', () => {
    expect(typeLinks(page)).toEqual(
      tabs.map((tab) => ({ href: tab.href, count: String(tab.resources.length), current: tab.type === undefined })),
    );
  });

  it('leads to the contact form to request a resource, and back home', () => {
    expect(linkNamed('Request a Resource').attribs.href).toBe('/#contact');
    expect(findAll(builtDocument('index.html'), (element) => element.attribs.id === 'contact')).toHaveLength(1);
    expect(linkNamed('Back to Home').attribs.href).toBe('/');
  });

  it('has every file and cover the demo resources link to, PDFs and spreadsheets served as such', () => {
    const files = new Set(builtFiles());
    const local = resources
      .flatMap((resource) => [resource.fileUrl, resource.imageUrl])
      .filter((url) => url.startsWith('/'));
    expect(local.filter((url) => !files.has(url.slice(1)))).toEqual([]);
    const documents = resources.map((resource) => resource.fileUrl).filter((url) => /\.(pdf|csv)$/.test(url));
    expect(documents.some((url) => url.endsWith('.pdf')) && documents.some((url) => url.endsWith('.csv'))).toBe(true);
    for (const url of documents) {
      if (url.endsWith('.pdf')) {
        expect(contentTypeOf(url), url).toBe('application/pdf');
        expect(readBuilt(url.slice(1)).slice(0, 5), url).toBe('%PDF-');
      } else {
        expect(contentTypeOf(url), url).toMatch(/^text\/csv/);
        expect(readBuilt(url.slice(1)).split('\n')[0], url).toContain(',');
      }
    }
  });
});

/** The type pages the build wrote beside /resources, and the demo resources each lists. */
const tabs = [
  { type: undefined, label: 'All', href: '/resources', heading: 'All Resources' },
  { type: 'Guide', label: 'Guides', href: '/resources/type/guide', heading: 'Guide Resources' },
  { type: 'PDF', label: 'PDFs', href: '/resources/type/pdf', heading: 'PDF Resources' },
  { type: 'Spreadsheet', label: 'Spreadsheets', href: '/resources/type/spreadsheet', heading: 'Spreadsheet Resources' },
  { type: 'Video', label: 'Videos', href: '/resources/type/video', heading: 'Video Resources' },
].map((tab) => ({
  ...tab,
  resources: resources.filter((resource) => tab.type === undefined || resource.type === tab.type),
}));

/** The type links of a page: where each leads, its count, and the one marked as the page shown. */
function typeLinks(root: BuiltNode) {
  const navigation = findOne(
    root,
    (element) => element.name === 'nav' && element.attribs['aria-label'] === 'Resource types',
    'Resource types navigation',
  );
  return findAll(navigation, tag('a')).map((link) => ({
    href: link.attribs.href,
    count: textOf(findOne(link, byClass('tab-count'), 'tab count')),
    current: link.attribs['aria-current'] === 'page',
  }));
}

const pageSize = 24;

describe('/resources/type/{type}: a page of each type (docs/design.md decision 14)', () => {
  it('are all the library pages the build wrote: the demo library fits one page per type', () => {
    const written = builtPages().filter((file) => /^resources(\/|\.html$)/.test(file));
    expect(written.sort()).toEqual(tabs.map((tab) => `${tab.href.slice(1)}.html`).sort());
  });

  it.each(tabs.filter((tab) => tab.type !== undefined))(
    '$href lists the $label alone, chosen among the type links, with the same counts',
    (tab) => {
      const typePage = builtDocument(`${tab.href.slice(1)}.html`);
      expect(textOf(findOne(typePage, tag('title'), 'title'))).toBe(
        `Educational Resources: ${tab.label} | Closed Biomes`,
      );
      const list = findOne(typePage, byClass('resource-list'), 'resource list');
      expect(textOf(findOne(list, tag('h2'), 'list heading'))).toBe(tab.heading);
      expect(findAll(list, tag('h3')).map(textOf)).toEqual(tab.resources.map((resource) => resource.title));
      expect(tab.resources.length).toBeGreaterThan(0);
      expect(textOf(findOne(typePage, tag('p', { role: 'status' }), 'status'))).toBe(
        `Showing ${tab.resources.length} ${tab.type} resources`,
      );
      expect(typeLinks(typePage)).toEqual(
        typeLinks(page).map((link) => ({ ...link, current: link.href === tab.href })),
      );
      expect(findOne(typePage, byClass('resource-library'), 'library form').attribs.action).toBe(tab.href);
      // requirements §2: featured guides on the All and Guides tabs only.
      const featured = findAll(typePage, (element) => element.name === 'h2' && textOf(element) === 'Featured Guides');
      expect(featured).toHaveLength(tab.type === 'Guide' ? 1 : 0);
      // Only the page's resources go into the page, its island's props included.
      const others = resources.filter((resource) => resource.type !== tab.type);
      const html = readBuilt(`${tab.href.slice(1)}.html`);
      expect(others.filter((resource) => html.includes(resource.description))).toEqual([]);
    },
  );
});

describe('/search, the resources in the search index', () => {
  it('holds a record per resource, of kind resource, filtered by its type, apart from the species', async () => {
    const { search } = builtSearchIndex();
    const asResources = await recordsWithin(search, { kind: 'resource' });
    expect(asResources).toHaveLength(resources.length);
    const species = await recordsWithin(search, { kind: 'species' });
    expect(asResources.filter((record) => species.includes(record))).toEqual([]);
    for (const tab of tabs.filter((entry) => entry.type !== undefined)) {
      const ofType = await recordsWithin(search, { kind: 'resource', type: tab.type! });
      expect(ofType, tab.label).toHaveLength(tab.resources.length);
      expect((await search.cardsOf(ofType)).map((card) => card.meta.title).sort(), tab.label).toEqual(
        tab.resources.map((resource) => resource.title).sort(),
      );
    }
  });
});
