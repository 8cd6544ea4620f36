import { describe, expect, it } from 'vitest';
import type { CatalogueSpecies } from '../../src/lib/catalogue/catalogue.ts';
import { foldAccents } from '../../src/lib/search/searchRecord.ts';
import {
  cardOfSearchResult,
  speciesSearchFilters,
  speciesSearchRecord,
} from '../../src/lib/search/speciesSearchRecord.ts';

const hornwort: CatalogueSpecies & { careInstructions: string } = {
  id: 12,
  commonName: 'Hornwort',
  scientificName: 'Ceratophyllum demersum',
  status: 'Abundant',
  environment: 'Lake Biome',
  niche: 'Primary Producer',
  description: 'A rootless stem plant that oxygenates the lake; grows in Québec.',
  careInstructions: 'Keep in bright indirect light.',
  photos: ['/images/a.jpg', '/images/b.jpg', '/images/c.jpg'],
  photoAlts: { '/images/b.jpg': 'A green sprig', '/images/c.jpg': 'Not on the card' },
};

describe('speciesSearchRecord: one species in the static search index', () => {
  const record = speciesSearchRecord(hornwort);

  it('searches the common name, scientific name and description (requirements §5), accents folded', () => {
    expect(record.content).toBe(
      'Hornwort\nCeratophyllum demersum\nA rootless stem plant that oxygenates the lake; grows in Quebec.',
    );
  });

  it('does not search the care instructions, status, environment or niche', () => {
    for (const text of ['indirect', 'Abundant', 'Lake Biome', 'Producer']) expect(record.content).not.toContain(text);
  });

  it('is filtered as a species, by environment and niche, leading to its page', () => {
    expect(record.filters).toEqual({ kind: ['species'], environment: ['Lake Biome'], niche: ['Primary Producer'] });
    expect(record.url).toBe('/species/12');
  });

  it('carries its card back whole: names, badges, description, the two photos a card may show, their alts', () => {
    const { careInstructions: _, ...card } = hornwort;
    expect(cardOfSearchResult(record.url, record.meta)).toEqual({
      ...card,
      photos: ['/images/a.jpg', '/images/b.jpg'],
      photoAlts: { '/images/b.jpg': 'A green sprig' },
    });
  });

  it('reads nothing from a record it did not write', () => {
    expect(cardOfSearchResult('/biomes/3', record.meta)).toBeUndefined();
    expect(cardOfSearchResult(record.url, { ...record.meta, photos: 'not json' })).toBeUndefined();
    expect(cardOfSearchResult(record.url, { ...record.meta, niche: undefined })).toBeUndefined();
    expect(cardOfSearchResult(record.url, { ...record.meta, photoAlts: '[1]' })?.photoAlts).toEqual({});
  });
});

describe('speciesSearchFilters: a search within a view asks for species only', () => {
  it('names the kind always, the environment and niche when the view has them', () => {
    expect(speciesSearchFilters({ environment: null, niche: null })).toEqual({ kind: 'species' });
    expect(speciesSearchFilters({ environment: 'Lake Biome', niche: 'Consumer' })).toEqual({
      kind: 'species',
      environment: 'Lake Biome',
      niche: 'Consumer',
    });
  });
});

describe('foldAccents', () => {
  it.each<[string, string]>([
    ['Québec', 'Quebec'],
    ['ÉPIPHYTE', 'EPIPHYTE'],
    ['Myriophyllum', 'Myriophyllum'],
    ['naïve façade', 'naive facade'],
  ])('%j → %j', (text, folded) => {
    expect(foldAccents(text)).toBe(folded);
  });
});
