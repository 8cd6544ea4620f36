import { describe, expect, it } from 'vitest';
import { addressWithFilters, filtersInAddress } from '../../src/lib/catalogue/filterAddress.ts';

describe('filtersInAddress', () => {
  it('reads the named filters and nothing else', () => {
    expect(filtersInAddress('?q=moss&environment=Aquatic&utm_source=mail', ['q', 'environment', 'niche'])).toEqual({
      q: 'moss',
      environment: 'Aquatic',
    });
  });

  it('ignores blank values, as a form sends for its All choices and an empty search', () => {
    expect(filtersInAddress('?q=&environment=%20&niche=Producer', ['q', 'environment', 'niche'])).toEqual({
      niche: 'Producer',
    });
  });

  it('decodes what the form encoded', () => {
    expect(filtersInAddress('?q=red+algae%20%26+snails', ['q'])).toEqual({ q: 'red algae & snails' });
  });
});

describe('addressWithFilters', () => {
  it('sets filters and keeps the other parameters and the fragment', () => {
    expect(
      addressWithFilters('https://example.org/species?utm_source=mail#top', { q: 'moss', environment: 'Aquatic' }),
    ).toBe('https://example.org/species?utm_source=mail&q=moss&environment=Aquatic#top');
  });

  it('removes a filter set to null or blank, so the address names only what narrows the list', () => {
    expect(
      addressWithFilters('https://example.org/species?q=moss&environment=Aquatic', { q: ' ', environment: null }),
    ).toBe('https://example.org/species');
  });

  it('replaces a filter already in the address', () => {
    expect(addressWithFilters('https://example.org/resources?type=pdf', { type: 'video' })).toBe(
      'https://example.org/resources?type=video',
    );
  });
});
