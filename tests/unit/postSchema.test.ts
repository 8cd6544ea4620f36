import { describe, expect, it } from 'vitest';
import { isPostCategory, postCategories, postCategorySlug } from '../../src/lib/journal/postCategories.ts';
import { firstFreeSlug, maxPostSlugLength, postSlugPattern, slugFromTitle } from '../../src/lib/journal/postSlug.ts';
import { largestJsonBytes } from '../../src/lib/schemas/payloadSize.ts';
import { postFieldLimits, postPayloadSchema } from '../../src/lib/schemas/post.ts';

const valid = {
  title: 'A Year in a Sealed Jar',
  excerpt: 'Twelve months, no lid lifted.',
  content: '# A year\n\nNothing went in, nothing came out.',
  imageUrl: '/images/biomes/alpine-lake-biome.svg',
  category: 'Research Insights',
};

describe('a post’s slug (requirements §5.15)', () => {
  it.each([
    ['A Year in a Sealed Jar', 'a-year-in-a-sealed-jar'],
    ['  Año Nuevo: Épiphytes & Moss!  ', 'ano-nuevo-epiphytes-moss'],
    ['CO₂ -- in, O₂ -- out', 'co-in-o-out'],
    ['2027: the 3rd biome', '2027-the-3rd-biome'],
    ['日本語のタイトル', 'post'],
    ['!!!', 'post'],
  ])('%j gives %j', (title, slug) => {
    expect(slugFromTitle(title)).toBe(slug);
    expect(slug).toMatch(postSlugPattern);
  });

  it('cuts a long title at the end of a word within 80 characters, and a longer first word at 80', () => {
    const long = slugFromTitle('Nutrient cycling in sealed jars '.repeat(5));
    expect(long).toBe('nutrient-cycling-in-sealed-jars-nutrient-cycling-in-sealed-jars-nutrient-cycling');
    expect(long.length).toBeLessThanOrEqual(80);
    expect(slugFromTitle(`${'a'.repeat(90)} b`)).toBe('a'.repeat(80));
  });

  it('adds -2, -3… until the slug is free', () => {
    expect(firstFreeSlug('open-day', new Set())).toBe('open-day');
    expect(firstFreeSlug('open-day', new Set(['open-day', 'open-day-2', 'open-day-4']))).toBe('open-day-3');
    expect(firstFreeSlug('a'.repeat(80), new Set(['a'.repeat(80)])).length).toBeLessThanOrEqual(maxPostSlugLength);
  });
});

describe('the journal’s categories', () => {
  it('are the three the newsletter promises, each with an address', () => {
    expect(postCategories).toEqual(['New Ecosystems', 'Research Insights', 'Company News']);
    expect(postCategories.map(postCategorySlug)).toEqual(['new-ecosystems', 'research-insights', 'company-news']);
    expect(isPostCategory('Company News')).toBe(true);
    expect(isPostCategory('company news')).toBe(false);
  });
});

describe('the post payload (POST /api/posts, PATCH /api/posts/{id})', () => {
  it('fills the defaults, trims the texts and leaves the slug and date to the server', () => {
    expect(postPayloadSchema.parse({ ...valid, title: `  ${valid.title} ` })).toEqual({
      ...valid,
      imageAlt: '',
      isPublished: true,
    });
  });

  it('takes an empty slug as none, and a given slug and date as they are', () => {
    expect(postPayloadSchema.parse({ ...valid, slug: ' ' }).slug).toBe('');
    const dated = { ...valid, slug: 'year-one', publishedAt: '2026-03-05T09:30:00+01:00' };
    expect(postPayloadSchema.parse(dated)).toMatchObject({ slug: 'year-one', publishedAt: dated.publishedAt });
  });

  it.each([
    ['slug', 'year_one'],
    ['slug', '-year-one'],
    ['slug', 'year-one-'],
    ['slug', 'jahr-ü'],
    ['publishedAt', '2026-03-05'],
    ['category', 'research insights'],
    ['imageUrl', 'data:image/png;base64,AAAA'],
    ['content', 'x'.repeat(postFieldLimits.content + 1)],
  ])('refuses %s %j', (field, value) => {
    const result = postPayloadSchema.safeParse({ ...valid, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });

  // The schema is the API's documentation (docs/api.md): it and each of its fields says what it is.
  it('describes itself and every field', () => {
    expect(postPayloadSchema.description).toMatch(/\w{3}/);
    const fields = Object.entries(postPayloadSchema.shape as Record<string, { description?: string }>);
    expect(fields.filter(([, field]) => !/\w{3}/.test(field.description ?? '')).map(([name]) => name)).toEqual([]);
  });

  it('has a largest payload, so that its body limit is known', () => {
    expect(largestJsonBytes(postPayloadSchema)).toBeGreaterThan(postFieldLimits.content * 3);
    expect(largestJsonBytes(postPayloadSchema)).toBeLessThan(100_000);
  });
});
