import { describe, expect, it } from 'vitest';
import { biomeQuestionSubject, contactFormAddress, contactSubjectParameter } from '../../src/lib/contactLinks.ts';

describe('contact form links', () => {
  it('name the biome in the subject', () => {
    expect(biomeQuestionSubject('Alpine Lake Biome')).toBe('Question about the Alpine Lake Biome');
  });

  it('carry the subject in the home page address, at the contact section', () => {
    const address = contactFormAddress('Question about the Alpine Lake & Reed Biome');
    expect(address).toBe('/?subject=Question+about+the+Alpine+Lake+%26+Reed+Biome#contact');
    const url = new URL(address, 'https://closedbiomes.example');
    expect(url.pathname).toBe('/');
    expect(url.hash).toBe('#contact');
    expect(url.searchParams.get(contactSubjectParameter)).toBe('Question about the Alpine Lake & Reed Biome');
  });
});
