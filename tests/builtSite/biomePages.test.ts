import { DomUtils } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { biomeCategory } from '../../src/lib/catalogue/biomeCategory.ts';
import { demoBiomes } from '../../src/server/db/seed/demoBiomes.ts';
import { builtFiles, readBuilt } from './builtFiles.ts';
import { builtDocument, findAll, findOne, metaContent, tag, textOf, type BuiltElement } from './builtDocument.ts';

/**
 * The biome pages as the build wrote them, one per demo biome (a fresh database numbers them from 1):
 * what a visitor reads, what search engines read, and that the page is plain HTML: no island and no
 * framework. What the browser shows of them is scanned by tests/e2e/pageTemplates.spec.ts; the
 * fallback for ids added since the build is tests/e2e/biomes.spec.ts's.
 */
const byClass = (name: string) => (element: BuiltElement) => (element.attribs.class ?? '').split(/\s+/).includes(name);
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

describe.each(demoBiomes.map((biome, index) => [index + 1, biome] as const))('/biomes/%i', (id, biome) => {
  const file = `biomes/${id}.html`;
  const page = builtDocument(file);
  const main = findOne(page, tag('main'), 'main');
  const link = (name: string) =>
    findOne(main, (element) => element.name === 'a' && textOf(element) === name, `link "${name}"`);

  it('shows the biome with its badge, price, texts, picture and the way back', () => {
    expect(textOf(findOne(page, tag('title'), 'title'))).toBe(`${biome.title} | Closed Biomes`);
    expect(findAll(page, tag('h1')).map(textOf)).toEqual([biome.title]);
    expect(textOf(findOne(main, byClass('badge'), 'badge'))).toBe(biomeCategory(biome.title));
    const paragraphs = findAll(main, tag('p')).map(textOf);
    expect(paragraphs).toContain(biome.description);
    expect(paragraphs.some((text) => text.startsWith(dollars(biome.price)))).toBe(true);
    expect(
      paragraphs.some((text) =>
        text.startsWith('Like every Closed Biomes habitat, this ecosystem is self-sustaining.'),
      ),
    ).toBe(true);
    const picture = findOne(main, tag('img'), 'picture');
    expect(picture.attribs).toMatchObject({ src: biome.imageUrl, alt: `Illustration of the ${biome.title}` });
    expect(builtFiles()).toContain(biome.imageUrl.slice(1));
    expect(link('Back to Biome Catalog').attribs.href).toBe('/#biomes');
    expect(link('Ask about this biome').attribs.href).toBe(
      `/?${new URLSearchParams({ subject: `Question about the ${biome.title}` })}#contact`,
    );
    // The first sentence of the description: a whole sentence reads better in search results than a cut one.
    expect(metaContent(page, 'description')).toBe(biome.description.split(/(?<=\.)\s/)[0]);
  });

  it('describes the biome as a schema.org Product with its price in US dollars', () => {
    const scripts = findAll(page, tag('script', { type: 'application/ld+json' }));
    expect(scripts).toHaveLength(1);
    const data = JSON.parse(DomUtils.textContent(scripts[0]!)) as Record<string, unknown>;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: biome.title,
      description: biome.description,
      offers: { '@type': 'Offer', price: (biome.price / 100).toFixed(2), priceCurrency: 'USD' },
    });
    expect(new URL(data.image as string).pathname).toBe(biome.imageUrl);
  });

  it('ships no island and no script bundle: only the menus of the header and the footer', () => {
    expect(findAll(page, tag('astro-island'))).toEqual([]);
    expect(findAll(page, tag('link', { rel: 'modulepreload' }))).toEqual([]);
    // Files, so the HTML stays small, and they import nothing: no framework, no island code.
    const sources = findAll(page, tag('script', { src: true })).map((script) => script.attribs.src!);
    expect(sources.map((source) => source.replace(/\.[\w-]+\.js$/, ''))).toEqual([
      '/_astro/SiteHeader.astro_astro_type_script_index_0_lang',
      '/_astro/FooterAdminMenu.astro_astro_type_script_index_0_lang',
    ]);
    for (const source of sources) {
      const code = readBuilt(source.slice(1));
      expect(code).not.toMatch(/\bimport\b/);
      expect(code.length).toBeLessThan(2048);
    }
  });
});
