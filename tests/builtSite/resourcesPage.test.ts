import { describe, expect, it } from 'vitest';
import { contentTypeOf } from '../../src/server/localServer/staticSite.ts';
import { demoResources } from '../../src/server/db/seed/demoResources.ts';
import { builtFiles, readBuilt } from './builtFiles.ts';
import { builtDocument, findAll, findOne, tag, textOf, type BuiltElement } from './builtDocument.ts';

/**
 * /resources as the build wrote it, from the demo resources: every card and featured guide with its
 * link, as a visitor (or a browser without JavaScript) gets them before any script runs, and the
 * files those links open. What the library island does with them (search, tabs, counts) is the
 * browser's (tests/e2e/resources.spec.ts).
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

  it('shows every resource as a card, in catalogue order, with its type, cover, text and one action', () => {
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
        // The visible label is the SPEC's; the accessible name also says which resource it opens.
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
