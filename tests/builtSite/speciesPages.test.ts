import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { DomUtils } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { demoSpecies } from '../../src/server/db/seed/demoSpecies.ts';
import { publicStatusVariant } from '../../src/lib/catalogue/speciesStatus.ts';
import {
  builtDocument,
  findAll,
  findOne,
  metaContent,
  metaProperty,
  tag,
  textOf,
  type BuiltElement,
  type BuiltNode,
} from './builtDocument.ts';
import { builtFiles, builtPages, readBuilt } from './builtFiles.ts';
import { builtSearchIndex, recordsWithin } from './builtSearchIndex.ts';
import { testSiteDir } from '../support/testSite.ts';

/**
 * The species catalogue and the species pages as the build wrote them, from the demo catalogue (a
 * fresh database numbers it from 1): every card, name, badge and text a visitor reads before any
 * script runs, and what search engines and link previews read. What the islands do with them once
 * they run (search, tabs, gallery, fallbacks) is the browser's (tests/e2e/species.spec.ts).
 */
const byClass = (name: string) => (element: BuiltElement) => (element.attribs.class ?? '').split(/\s+/).includes(name);

/** The three badges of a species, as a screen reader reads them (their labels are visually hidden). */
function badgesOf(root: BuiltElement) {
  return {
    status: textOf(findOne(root, byClass('status'), 'status badge')),
    variant: findOne(root, byClass('status'), 'status badge').attribs['data-variant'],
    environment: textOf(findOne(root, byClass('species-environment'), 'environment badge')),
    niche: textOf(findOne(root, byClass('species-niche'), 'niche badge')),
  };
}

function expectedBadges(species: (typeof demoSpecies)[number]) {
  return {
    status: `Status: ${species.status}`,
    variant: publicStatusVariant(species.status),
    environment: `Environment: ${species.environment}`,
    niche: `Niche: ${species.niche}`,
  };
}

/** The file a site address is built into: '/species/page/2' → 'species/page/2.html'. */
const fileOf = (address: string) => `${address.slice(1)}.html`;

/** The cards of a catalogue page: what each shows and where it leads. */
function cardsOf(page: BuiltNode) {
  return findAll(page, byClass('species-card')).map((card) => ({
    name: textOf(findOne(card, tag('h2'), 'card name')),
    links: findAll(card, tag('a')).map((link) => link.attribs.href),
    photo: findOne(card, tag('img'), 'card photo').attribs.src,
    scientificName: textOf(findOne(card, tag('i', { lang: 'la' }), 'scientific name')),
    badges: badgesOf(card),
    description: textOf(findOne(card, byClass('species-card-description'), 'card description')),
  }));
}

function expectedCards(species: readonly (typeof demoSpecies)[number][]) {
  return species.map((entry) => ({
    name: entry.commonName,
    links: [`/species/${demoSpecies.indexOf(entry) + 1}`],
    photo: entry.photos[0],
    scientificName: entry.scientificName,
    badges: expectedBadges(entry),
    description: entry.description,
  }));
}

/** The links of a navigation landmark named `name`, with the one marked as the page shown. */
function navigationLinks(page: BuiltNode, name: string) {
  const navigation = findOne(
    page,
    (element) =>
      element.name === 'nav' &&
      (element.attribs['aria-label'] === name ||
        findAll(page, (label) => label.attribs.id === element.attribs['aria-labelledby']).some(
          (label) => textOf(label) === name,
        )),
    `${name} navigation`,
  );
  return findAll(navigation, tag('a')).map((link) => ({
    text: textOf(link),
    href: link.attribs.href,
    current: link.attribs['aria-current'] === 'page',
  }));
}

const countOf = (page: BuiltNode) => textOf(findOne(page, byClass('species-count'), 'species count'));
const pageSize = 24;
const environments = [...new Set(demoSpecies.map((entry) => entry.environment))];
const niches = [...new Set(demoSpecies.map((entry) => entry.niche))];

describe('/species, the catalogue, in pre-rendered pages of 24 (docs/design.md decision 14)', () => {
  const catalogue = builtDocument('species.html');

  it('is titled, headed and searchable, and counts all its species in a status', () => {
    expect(textOf(findOne(catalogue, tag('title'), 'title'))).toBe('Species Catalog | Closed Biomes');
    expect(findAll(catalogue, tag('h1')).map(textOf)).toEqual(['Species Catalog']);
    const search = findOne(catalogue, tag('input', { type: 'search' }), 'search box');
    expect(search.attribs.placeholder).toBe('Search species by name or description...');
    const count = findOne(catalogue, byClass('species-count'), 'species count');
    expect(count.attribs.role).toBe('status');
    expect(textOf(count)).toBe(`${demoSpecies.length} species`);
  });

  it('shows the first 24 species as cards, in catalogue order: photo, names, badges, description, one link', () => {
    expect(demoSpecies.length).toBeGreaterThan(pageSize);
    expect(cardsOf(catalogue)).toEqual(expectedCards(demoSpecies.slice(0, pageSize)));
  });

  it('links its pages by number; the second shows the rest and links back', () => {
    expect(navigationLinks(catalogue, 'Pages')).toEqual([
      { text: 'Page 1', href: '/species', current: true },
      { text: 'Page 2', href: '/species/page/2', current: false },
      { text: 'Next page', href: '/species/page/2', current: false },
    ]);
    const second = builtDocument('species/page/2.html');
    expect(textOf(findOne(second, tag('title'), 'title'))).toBe('Species Catalog: page 2 of 2 | Closed Biomes');
    expect(countOf(second)).toBe(`${demoSpecies.length} species`);
    expect(cardsOf(second)).toEqual(expectedCards(demoSpecies.slice(pageSize)));
    expect(navigationLinks(second, 'Pages')).toEqual([
      { text: 'Previous page', href: '/species', current: false },
      { text: 'Page 1', href: '/species', current: false },
      { text: 'Page 2', href: '/species/page/2', current: true },
    ]);
    expect(builtFiles()).not.toContain('species/page/1.html');
    expect(builtFiles()).not.toContain('species/page/3.html');
  });

  it('links every environment and niche, "All" chosen, without " Biome" in the labels (requirements §2)', () => {
    const environmentLinks = navigationLinks(catalogue, 'Environment');
    expect(environmentLinks.map((link) => link.text)).toEqual([
      'All Environments',
      ...environments.map((environment) => environment.replace(/ Biome$/, '')),
    ]);
    expect(environmentLinks.map((link) => link.current)).toEqual(environmentLinks.map((_, index) => index === 0));
    const nicheLinks = navigationLinks(catalogue, 'Niche');
    expect(nicheLinks.map((link) => link.text)).toEqual(['All Niches', ...niches]);
    expect(nicheLinks.map((link) => link.current)).toEqual(nicheLinks.map((_, index) => index === 0));
  });

  it('each environment, each niche and each pair is a page of its own species, reached by the links', () => {
    const checked = new Set<string>();
    for (const [index, environment] of [null, ...environments].entries()) {
      const environmentHref = navigationLinks(catalogue, 'Environment')[index]!.href!;
      const environmentPage = builtDocument(fileOf(environmentHref));
      for (const [nicheIndex, niche] of [null, ...niches].entries()) {
        const link = navigationLinks(environmentPage, 'Niche')[nicheIndex]!;
        const page = builtDocument(fileOf(link.href!));
        const listed = demoSpecies.filter(
          (entry) =>
            (environment === null || entry.environment === environment) && (niche === null || entry.niche === niche),
        );
        const where = `${environment} / ${niche} at ${link.href}`;
        expect(countOf(page), where).toBe(`${listed.length} species`);
        expect(cardsOf(page), where).toEqual(expectedCards(listed.slice(0, pageSize)));
        if (listed.length === 0) expect(textOf(page)).toContain('No species match your search criteria.');
        // The page marks its own choices: the environment's and the niche's links lead back to it.
        for (const row of ['Environment', 'Niche']) {
          const current = navigationLinks(page, row).filter((entry) => entry.current);
          expect(
            current.map((entry) => entry.href),
            `${row} of ${where}`,
          ).toEqual([link.href]);
        }
        checked.add(link.href!);
      }
    }
    expect(checked.size).toBe((environments.length + 1) * (niches.length + 1));
    expect([...checked]).toEqual(
      expect.arrayContaining([
        '/species',
        '/species/environment/lake',
        '/species/niche/primary-producer',
        '/species/environment/seagrass-meadow/niche/facilitator',
      ]),
    );
  });

  it('says that searching needs JavaScript, and sends the box to the page itself', () => {
    expect(textOf(catalogue)).toContain('Searching needs JavaScript, which is off in this browser.');
    const lake = builtDocument('species/environment/lake.html');
    expect(findOne(lake, tag('form'), 'catalogue form').attribs).toMatchObject({
      method: 'get',
      action: '/species/environment/lake',
    });
  });

  it('carries no more than its own cards: every species page of the catalogue fits its budget', () => {
    const catalogPages = builtPages().filter((file) => /^species(\/(page|environment|niche)\/.*)?\.html$/.test(file));
    expect(catalogPages.length).toBe((environments.length + 1) * (niches.length + 1) + 1);
    const others = demoSpecies.slice(pageSize).map((entry) => entry.commonName);
    const firstPage = readBuilt('species.html');
    expect(others.filter((name) => firstPage.includes(name))).toEqual([]);
    for (const file of catalogPages) expect(gzipSync(readBuilt(file)).length, file).toBeLessThan(60 * 1024);
  });
});

describe('/search, the search index written with the site', () => {
  it('finds every species as a species, by name, scientific name and description, and leads to its page', async () => {
    const { search } = builtSearchIndex();
    // The resources share the index (tests/builtSite/resourcesPage.test.ts); the kind filter tells them apart.
    const species = await recordsWithin(search, { kind: 'species' });
    expect(species).toHaveLength(demoSpecies.length);
    const urls = (await search.cardsOf(species)).map((card) => card.url);
    expect(urls).toEqual(demoSpecies.map((_, index) => `/species/${index + 1}`));
    const hornwort = demoSpecies.findIndex((entry) => entry.commonName === 'Hornwort');
    for (const query of ['hornwort', 'ceratophyllum', 'HORNWORTS', 'Hornw'])
      expect(await search.find(query, { kind: 'species' }), query).toContain(species[hornwort]);
  });

  it('is built from files of its own, none over 60 KB, in a folder named after its content', () => {
    const { manifest } = builtSearchIndex();
    const files = builtFiles().filter((file) => file.startsWith('search'));
    expect(files.filter((file) => !file.startsWith(`${manifest.folder.slice(1)}/`))).toEqual(['search-index.json']);
    expect(files.filter((file) => fs.statSync(path.join(testSiteDir, file)).size > 60 * 1024)).toEqual([]);
  });
});

describe('/species/{id}, the species pages', () => {
  it.each(demoSpecies.map((species, index) => [index + 1, species] as const))(
    '/species/%i: names, badges, description, the way back, structured data and link previews',
    (id, species) => {
      const page = builtDocument(`species/${id}.html`);
      expect(textOf(findOne(page, tag('title'), 'title'))).toBe(`${species.commonName} | Closed Biomes`);
      const detail = findOne(page, byClass('species-detail'), 'species detail');
      expect(findAll(page, tag('h1')).map(textOf)).toEqual([species.commonName]);
      expect(textOf(findOne(detail, tag('i', { lang: 'la' }), 'scientific name'))).toBe(species.scientificName);
      expect(badgesOf(detail)).toEqual(expectedBadges(species));
      const back = findOne(
        detail,
        (element) => element.name === 'a' && textOf(element) === 'Back to Species Catalog',
        'back link',
      );
      expect(back.attribs.href).toBe('/species');
      const panels = findAll(detail, tag('div', { role: 'tabpanel' }));
      expect(panels.map((panel) => textOf(findOne(panel, tag('h2'), 'panel heading')))).toEqual([
        'Description',
        'Care Instructions',
        'Updates',
      ]);
      const paragraphs = (panel: BuiltElement) => findAll(panel, tag('p')).map(textOf);
      expect(paragraphs(panels[0]!)).toEqual([species.description]);
      // The Updates panel of a species without notes says so rather than staying blank.
      const noUpdates = paragraphs(panels[2]!).includes('No updates available for this species.');
      expect(noUpdates).toBe(species.updateNotes.length === 0);

      expect(metaContent(page, 'description')).toMatch(new RegExp(`^${species.commonName} \\(`));
      const taxon = JSON.parse(
        DomUtils.textContent(findOne(page, tag('script', { type: 'application/ld+json' }), 'JSON-LD')),
      ) as Record<string, unknown>;
      expect(taxon).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Taxon',
        name: species.scientificName,
        alternateName: species.commonName,
      });
      expect(new URL(String(taxon.url)).pathname).toBe(`/species/${id}`);
      expect((taxon.image as string[]).map((address) => new URL(address).pathname)).toEqual(species.photos);
      // The demo photos have no alt text of their own: the social preview is described by the name.
      expect(metaProperty(page, 'og:image:alt')).toBe(`Photo of the ${species.commonName}`);
      expect(metaContent(page, 'twitter:image:alt')).toBe(`Photo of the ${species.commonName}`);
    },
  );
});
