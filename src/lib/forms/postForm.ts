import { type EntryFormResult, type EntryImage, parseEntryForm } from './catalogueEntryForm.ts';
import { isPostCategory, type PostCategory } from '../journal/postCategories.ts';
import { slugFromTitle } from '../journal/postSlug.ts';
import { type PostRecord, postPath } from '../journal/journalPost.ts';
import { type PostPayload, postPayloadSchema } from '../schemas/post.ts';

/**
 * What the admin's post form holds: the stored fields, the category '' until one is chosen, and the
 * date as the day a date input shows ('2026-11-28', the UTC day the journal shows, requirements §9).
 * The stored date and address are kept beside them: an unchanged day keeps the stored time, and an
 * emptied address the stored address (the server keeps it).
 */
export type PostFormValues = Omit<PostPayload, 'category' | 'publishedAt' | 'slug'> & {
  slug: string;
  category: PostCategory | '';
  publishedOn: string;
  stored: { publishedAt: string; slug: string } | undefined;
};

export const emptyPostForm: PostFormValues = {
  title: '',
  slug: '',
  excerpt: '',
  content: '',
  category: '',
  publishedOn: '',
  imageUrl: '',
  imageAlt: '',
  isPublished: false,
  stored: undefined,
};

export const altRequiredMessage = 'Alt text is required: describe the picture for people who cannot see it.';

/** Said in place of the schema's message, which lists the categories the form's choice shows anyway. */
export const categoryMessage = 'Choose a category.';

/** The UTC day of a timestamp, as a date input holds it: '2026-11-28T09:30:00.000Z' → '2026-11-28'. */
function dayOf(timestamp: string): string {
  return new Date(timestamp).toISOString().slice(0, 10);
}

export function postFormValues(post: PostRecord): PostFormValues {
  const { title, slug, excerpt, content, category, publishedAt, imageUrl, imageAlt, isPublished } = post;
  return {
    title,
    slug,
    excerpt,
    content,
    // A post stored before the journal may name a category no longer offered: it must be chosen again.
    category: isPostCategory(category) ? category : '',
    publishedOn: dayOf(publishedAt),
    imageUrl,
    imageAlt,
    isPublished,
    stored: { publishedAt, slug },
  };
}

/**
 * The timestamp the form's day gives: `now` for an empty day; the stored one when the day is
 * unchanged; otherwise that day at the stored time of day, or at `now`'s for a new post, so that
 * posts of one day keep the order they were written in.
 */
export function publishedAtOf(values: Pick<PostFormValues, 'publishedOn' | 'stored'>, now: Date): string {
  const { publishedOn, stored } = values;
  if (publishedOn === '') return now.toISOString();
  if (stored && dayOf(stored.publishedAt) === publishedOn) return stored.publishedAt;
  const time = new Date(stored?.publishedAt ?? now).toISOString().slice(10);
  return `${publishedOn}${time}`;
}

/**
 * The address the post will have: the one typed, or else the stored one, or else the one its title
 * gives; none before there is any of them.
 */
export function postAddress(values: Pick<PostFormValues, 'slug' | 'title' | 'stored'>): string | undefined {
  const slug = values.slug.trim() || values.stored?.slug || (values.title.trim() && slugFromTitle(values.title));
  return slug ? postPath({ slug }) : undefined;
}

/** The payload of POST /api/posts and PATCH /api/posts/{id}, or the fields' messages. */
export function postPayload(values: PostFormValues, image: EntryImage, now: Date): EntryFormResult<PostPayload> {
  const { publishedOn: _day, stored: _stored, slug, ...fields } = values;
  return parseEntryForm(
    postPayloadSchema,
    { ...fields, ...(slug.trim() !== '' && { slug }), publishedAt: publishedAtOf(values, now) },
    image,
    {
      ...(values.category === '' && { category: categoryMessage }),
      ...(values.imageAlt.trim() === '' && { imageAlt: altRequiredMessage }),
    },
  );
}

/** The whole stored post as PATCH /api/posts/{id} takes it, published or not: what Publish and Unpublish send. */
export function publishedPostPayload(post: PostRecord, isPublished: boolean): PostPayload {
  const { title, slug, excerpt, content, imageUrl, imageAlt, publishedAt } = post;
  return {
    title,
    slug,
    excerpt,
    content,
    imageUrl,
    imageAlt,
    category: post.category as PostCategory,
    publishedAt,
    isPublished,
  };
}
