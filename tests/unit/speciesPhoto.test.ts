import { describe, expect, it } from 'vitest';
import {
  nextSpeciesPhoto,
  primarySpeciesPhoto,
  speciesPlaceholderPhoto,
} from '../../src/lib/catalogue/speciesPhoto.ts';

const placeholder = speciesPlaceholderPhoto;

describe('speciesPlaceholderPhoto', () => {
  it('is the fixed placeholder image', () => {
    expect(placeholder).toBe('/images/species/placeholder.svg');
  });
});

describe('primarySpeciesPhoto', () => {
  it.each<[string, string[], string]>([
    ['the first photo', ['/a.svg', '/b.svg'], '/a.svg'],
    ['the only photo', ['/a.svg'], '/a.svg'],
    ['the placeholder for a species without photos', [], placeholder],
  ])('%s', (_, photos, expected) => {
    expect(primarySpeciesPhoto(photos)).toBe(expected);
  });
});

describe('nextSpeciesPhoto', () => {
  it.each<[string, string[], string, string | undefined]>([
    ['the first photo falls back to the second', ['/a.svg', '/b.svg', '/c.svg'], '/a.svg', '/b.svg'],
    ['the second photo falls back to the placeholder', ['/a.svg', '/b.svg', '/c.svg'], '/b.svg', placeholder],
    ['a later photo falls back to the second', ['/a.svg', '/b.svg', '/c.svg'], '/c.svg', '/b.svg'],
    ['an only photo falls back to the placeholder', ['/a.svg'], '/a.svg', placeholder],
    ['a second photo equal to the failed one is skipped', ['/a.svg', '/a.svg'], '/a.svg', placeholder],
    ['an image of no listed photo falls back to the second', ['/a.svg', '/b.svg'], '/note.svg', '/b.svg'],
    ['with no photos, anything falls back to the placeholder', [], '/note.svg', placeholder],
    ['a failed placeholder ends the chain', ['/a.svg', '/b.svg'], placeholder, undefined],
    ['a failed placeholder ends the chain without photos', [], placeholder, undefined],
  ])('%s', (_, photos, failed, expected) => {
    expect(nextSpeciesPhoto(photos, failed)).toBe(expected);
  });

  it('reaches the placeholder, then stops, from any photo', () => {
    const photos = ['/a.svg', '/b.svg', '/c.svg'];
    for (const start of photos) {
      const tried = [start];
      let next = nextSpeciesPhoto(photos, start);
      while (next !== undefined) {
        tried.push(next);
        next = nextSpeciesPhoto(photos, next);
      }
      expect(tried.at(-1)).toBe(placeholder);
      expect(tried.length).toBeLessThanOrEqual(3);
    }
  });
});
