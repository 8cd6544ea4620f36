import { describe, expect, it } from 'vitest';
import { biomeImageAlt, resourceImageAlt } from '../../src/lib/catalogue/catalogueImageAlt.ts';

describe('the alt texts of biome and resource pictures', () => {
  it('are the admin’s own when there is one', () => {
    expect(biomeImageAlt({ title: 'Alpine Lake Biome', imageAlt: 'A clear jar of water and moss' })).toBe(
      'A clear jar of water and moss',
    );
    expect(resourceImageAlt({ title: 'Moss Guide', imageAlt: 'A cushion of moss' })).toBe('A cushion of moss');
  });

  it('are made from the title when the admin left them empty', () => {
    expect(biomeImageAlt({ title: 'Alpine Lake Biome', imageAlt: '' })).toBe('Illustration of the Alpine Lake Biome');
    expect(resourceImageAlt({ title: 'Moss Guide', imageAlt: '' })).toBe('Cover illustration of Moss Guide');
  });
});
