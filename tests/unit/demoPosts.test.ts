import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { postCategories } from '../../src/lib/journal/postCategories.ts';
import { renderPostMarkdown } from '../../src/lib/journal/postMarkdown.ts';
import { slugFromTitle } from '../../src/lib/journal/postSlug.ts';
import { postPayloadSchema } from '../../src/lib/schemas/post.ts';
import { demoBiomes } from '../../src/server/db/seed/demoBiomes.ts';
import { demoPosts } from '../../src/server/db/seed/demoPosts.ts';
import { generatePosts } from '../../src/server/db/seed/generatedPosts.ts';
import { demoSpecies } from '../../src/server/db/seed/demoSpecies.ts';

const publicDir = path.resolve(import.meta.dirname, '../../public');

describe('the demo journal', () => {
  it('has one post of each category, newest first, each at the address its title gives', () => {
    expect(demoPosts.map((post) => post.category).sort()).toEqual([...postCategories].sort());
    const dates = demoPosts.map((post) => String(post.publishedAt));
    expect(dates).toEqual([...dates].sort().reverse());
    for (const post of demoPosts) expect(post.slug).toBe(slugFromTitle(post.title));
  });

  it.each(demoPosts.map((post) => [post.title, post]))('%s is what the admin could have written', (_title, post) => {
    const { createdAt: _createdAt, updatedAt: _updatedAt, ...fields } = post;
    expect(postPayloadSchema.safeParse(fields).error?.issues).toBeUndefined();
    expect(fs.existsSync(path.join(publicDir, post.imageUrl))).toBe(true);
    expect(post.imageAlt!.length).toBeGreaterThan(40);
  });

  it.each(demoPosts.map((post) => [post.title, post.content]))(
    '%s has headings, a list and links',
    (_title, content) => {
      const html = renderPostMarkdown(content);
      expect(html).toMatch(/<h2>/);
      expect(html).toMatch(/<(ul|ol)>/);
      expect(html).toMatch(/<a href="/);
    },
  );

  // The posts link the demo catalogue by id: biome 7 and species 1 and 3 must be the ones the text names.
  it('links the biomes and species it names', () => {
    const links = demoPosts.flatMap((post) => [...post.content.matchAll(/\[([^\]]+)\]\(\/(biomes|species)\/(\d+)\)/g)]);
    expect(links.length).toBeGreaterThanOrEqual(3);
    for (const [, text, kind, id] of links) {
      const name = kind === 'biomes' ? demoBiomes[Number(id) - 1]!.title : demoSpecies[Number(id) - 1]!.commonName;
      expect(name.toLowerCase()).toBe(text!.toLowerCase());
    }
  });
});

describe('the generated journal of the at-scale tests', () => {
  const posts = generatePosts(40);

  it('is the same every time: a post a week, newest first, all older than the demo journal', () => {
    expect(generatePosts(40)).toEqual(posts);
    const dates = posts.map((post) => Date.parse(String(post.publishedAt)));
    expect(dates.slice(1).every((date, index) => dates[index]! - date === 7 * 24 * 60 * 60 * 1000)).toBe(true);
    expect(dates[0]).toBeLessThan(Math.min(...demoPosts.map((post) => Date.parse(String(post.publishedAt)))));
  });

  it('has posts the admin could have written, each at an address of its own', () => {
    expect(new Set(posts.map((post) => post.slug)).size).toBe(posts.length);
    for (const { createdAt: _createdAt, updatedAt: _updatedAt, ...fields } of posts)
      expect(postPayloadSchema.safeParse(fields).error?.issues).toBeUndefined();
    expect(new Set(posts.map((post) => post.category))).toEqual(new Set(postCategories));
  });
});
