/*
 * A made-up journal of any length, a post a week going back from the demo journal's first, each a
 * note on one of the demo species, so that the journal can be paged through at scale (the at-scale
 * browser tests). Always the same posts for the same count; never used by the pages.
 */
import type { Insertable } from 'kysely';
import { postCategories } from '../../../lib/journal/postCategories.ts';
import { slugFromTitle } from '../../../lib/journal/postSlug.ts';
import type { PostTable } from '../../../lib/tables/postTable.ts';
import { demoSpecies } from './demoSpecies.ts';

const weekMs = 7 * 24 * 60 * 60 * 1000;
/** A week before the demo journal's first post (demoPosts.ts). */
const latest = Date.parse('2026-08-27T14:00:00.000Z');

const firstSentence = (text: string) => text.split(/(?<=\.)\s/)[0]!;

/** `count` posts, newest first, a week apart; post n is about demo species n (round the list again past its end). */
export function generatePosts(count: number): Insertable<PostTable>[] {
  return Array.from({ length: count }, (_, index) => {
    const speciesIndex = index % demoSpecies.length;
    const species = demoSpecies[speciesIndex]!;
    const title = `Field Notes ${index + 1}: the ${species.commonName}`;
    const publishedAt = new Date(latest - index * weekMs).toISOString();
    return {
      slug: slugFromTitle(title),
      title,
      excerpt: firstSentence(species.description),
      content: [
        `## What we saw this week`,
        species.description,
        '## Keeping it well',
        `- ${firstSentence(species.careInstructions || species.description)}`,
        `- Its place in the ecosystem: ${species.niche.toLowerCase()}.`,
        `More on its [species page](/species/${speciesIndex + 1}).`,
      ].join('\n\n'),
      imageUrl: species.photos[0]!,
      imageAlt: `Illustration of the ${species.commonName}`,
      category: postCategories[index % postCategories.length]!,
      publishedAt,
      createdAt: publishedAt,
      updatedAt: publishedAt,
    };
  });
}
