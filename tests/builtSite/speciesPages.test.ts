import { DomUtils } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { demoSpecies } from '../../src/server/db/seed/demoSpecies.ts';
import { publicStatusVariant } from '../../src/lib/speciesStatus.ts';
import {
  builtDocument,
  findAll,
  findOne,
  metaContent,
  tag,
  textOf,
  type BuiltElement,
  type BuiltNode,
} from './builtDocument.ts';

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

const propertyContent = (root: BuiltNode, property: string) =>
  findOne(root, tag('meta', { property }), `meta ${property}`).attribs.content;

describe('/species, the catalogue', () => {
  const catalogue = builtDocument('species.html');

  it('is titled, headed and searchable, and counts its species in a status', () => {
    expect(textOf(findOne(catalogue, tag('title'), 'title'))).toBe('Species Catalog | Closed Biomes');
    expect(findAll(catalogue, tag('h1')).map(textOf)).toEqual(['Species Catalog']);
    const search = findOne(catalogue, tag('input', { type: 'search' }), 'search box');
    expect(search.attribs.placeholder).toBe('Search species by name or description...');
    const count = findOne(catalogue, byClass('species-count'), 'species count');
    expect(count.attribs.role).toBe('status');
    expect(textOf(count)).toBe(`${demoSpecies.length} species`);
  });

  it('shows every species as a card, in catalogue order: photo, names, badges, description, one link', () => {
    const cards = findAll(catalogue, byClass('species-card'));
    expect(
      cards.map((card) => ({
        name: textOf(findOne(card, tag('h2'), 'card name')),
        links: findAll(card, tag('a')).map((link) => link.attribs.href),
        photo: findOne(card, tag('img'), 'card photo').attribs.src,
        scientificName: textOf(findOne(card, tag('i', { lang: 'la' }), 'scientific name')),
        badges: badgesOf(card),
        description: textOf(findOne(card, byClass('species-card-description'), 'card description')),
      })),
    ).toEqual(
      demoSpecies.map((species, index) => ({
        name: species.commonName,
        links: [`/species/${index + 1}`],
        photo: species.photos[0],
        scientificName: species.scientificName,
        badges: expectedBadges(species),
        description: species.description,
      })),
    );
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
      expect(propertyContent(page, 'og:image:alt')).toBe(`Photo of the ${species.commonName}`);
      expect(metaContent(page, 'twitter:image:alt')).toBe(`Photo of the ${species.commonName}`);
    },
  );
});
