import { z } from 'zod';
import { postCategories } from '../journal/postCategories.ts';
import { maxPostSlugLength, postSlugPattern } from '../journal/postSlug.ts';
import { imageAltTextSchema } from './imageAltText.ts';
import { objectShapeError } from './newsletterSubscription.ts';
import { plainText } from './plainText.ts';
import { photoUrlField } from './species.ts';

/** requirements §5.15: a title as long as a resource's, an excerpt that fits a card, an article of ~3,000 words. */
export const postFieldLimits = { title: 160, excerpt: 300, content: 20_000, publishedAt: 40 } as const;

const slugField = z
  .string({ error: 'The address must be text.' })
  .trim()
  .max(maxPostSlugLength, `The address can be at most ${maxPostSlugLength} characters.`)
  .refine(
    (value) => value === '' || postSlugPattern.test(value),
    'The address may hold only lower-case letters a–z, digits and single hyphens between them (sealed-jar-notes).',
  )
  .optional()
  .describe(
    'The post’s address, /journal/{slug}; unique. Absent or empty: on creation made from the title (with -2, -3… ' +
      'when another post has it), on an edit the stored one is kept.',
  );

const publishedAtField = z.iso
  .datetime({ offset: true, error: 'The publication date must be an ISO timestamp (2026-11-28T09:00:00Z).' })
  .max(postFieldLimits.publishedAt, `The publication date can be at most ${postFieldLimits.publishedAt} characters.`)
  .optional()
  .describe(
    'The date the journal shows and orders by (ISO timestamp). Absent: now on creation, the stored one on an edit.',
  );

/**
 * POST /api/posts and PATCH /api/posts/{id} (requirements §5.15): every field of a journal post but its
 * id, its timestamps and, when left out, its address and date, which the server fills. A PATCH sends
 * the whole record, as an edit form holds it. The table type derives from its output
 * (src/lib/tables/postTable.ts).
 */
export const postPayloadSchema = z
  .strictObject(
    {
      title: plainText({ label: 'Title', max: postFieldLimits.title, multiLine: false }).describe(
        'The post’s heading, on its card, its page and in the feed.',
      ),
      slug: slugField,
      excerpt: plainText({ label: 'Excerpt', max: postFieldLimits.excerpt, multiLine: true }).describe(
        'One or two sentences for the card, the feed and search results.',
      ),
      content: plainText({ label: 'Content', max: postFieldLimits.content, multiLine: true }).describe(
        'The article in Markdown (headings, lists, links, emphasis); HTML in it is shown as text, never run.',
      ),
      imageUrl: photoUrlField.describe('Its picture: /media/{key} from POST /api/upload, a site path, or https://'),
      imageAlt: imageAltTextSchema
        .default('')
        .describe('What the picture shows; empty means the page describes it by the title.'),
      category: z
        .enum(postCategories, { error: `Choose one of the categories: ${postCategories.join(', ')}.` })
        .describe(`One of ${postCategories.join(', ')}; each has a page of the journal.`),
      publishedAt: publishedAtField,
      isPublished: z
        .boolean({ error: 'isPublished must be true or false.' })
        .default(true)
        .describe('Shown in the journal and its feed; false keeps it as a draft, seen only in the admin.'),
    },
    { error: objectShapeError },
  )
  .describe('A journal post as the admin writes it');

export type PostPayloadInput = z.input<typeof postPayloadSchema>;
/** A journal post as the admin sends it. */
export type PostPayload = z.output<typeof postPayloadSchema>;
