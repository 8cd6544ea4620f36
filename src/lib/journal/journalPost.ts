import type { PostPayload } from '../schemas/post.ts';

/**
 * A journal post as the pages and the feed show it (requirements §3.3): published posts only, so
 * without the flag; the date as ISO text, as the build's catalogue snapshot carries it. The category
 * is text, as stored: a post from before the journal may name one outside postCategories.
 */
export type PublicPost = Pick<PostPayload, 'title' | 'excerpt' | 'content' | 'imageUrl' | 'imageAlt'> & {
  id: number;
  slug: string;
  category: string;
  publishedAt: string;
};

/** A post as GET /api/admin/posts lists it: every stored field, drafts included, timestamps as ISO text. */
export type PostRecord = PublicPost & { isPublished: boolean; createdAt: string; updatedAt: string };

/** The address of a post's page. */
export function postPath(post: Pick<PublicPost, 'slug'>): string {
  return `/journal/${post.slug}`;
}

/** The alt text of a post's picture: the admin's own, or else one made from the title. */
export function postImageAlt(post: Pick<PublicPost, 'title' | 'imageAlt'>): string {
  return post.imageAlt || `Picture for the post “${post.title}”`;
}
