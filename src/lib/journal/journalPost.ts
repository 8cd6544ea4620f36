import type { Selectable } from 'kysely';
import type { PostTable } from '../tables/postTable.ts';

type PostRow = Selectable<PostTable>;

/**
 * A journal post as the pages and the feed show it (requirements §3.3): its row, published posts only,
 * so without the flag and the bookkeeping; the date as ISO text, as the build's catalogue snapshot
 * carries it. The category is text, as stored: a post from before the journal may name one outside
 * postCategories.
 */
export type PublicPost = Omit<PostRow, 'isPublished' | 'publishedAt' | 'createdAt' | 'updatedAt'> & {
  publishedAt: string;
};

/** A post as GET /api/admin/posts lists it: its whole row, drafts included, the timestamps as JSON carries them. */
export type PostRecord = Omit<PostRow, 'publishedAt' | 'createdAt' | 'updatedAt'> & {
  publishedAt: string;
  createdAt: string;
  updatedAt: string;
};

/** The address of a post's page. */
export function postPath(post: Pick<PublicPost, 'slug'>): string {
  return `/journal/${post.slug}`;
}

/** The alt text of a post's picture: the admin's own, or else one made from the title. */
export function postImageAlt(post: Pick<PublicPost, 'title' | 'imageAlt'>): string {
  return post.imageAlt || `Picture for the post “${post.title}”`;
}
