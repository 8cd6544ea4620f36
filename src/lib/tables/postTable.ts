import type { Generated } from 'kysely';
import type { Defaulted, Timestamp } from './columnTypes.ts';

/**
 * A journal post (requirements §3.1): the blog_posts table as db/migrations makes it. What the admin may
 * write into it is src/lib/schemas/post.ts, which checks the category against the journal's list; the
 * column stays text, as posts stored before the journal may name another.
 */
export interface PostTable {
  id: Generated<number>;
  title: string;
  excerpt: string;
  /** Markdown, rendered when the site is built (src/lib/journal/postMarkdown.ts). */
  content: string;
  imageUrl: string;
  category: string;
  publishedAt: Timestamp;
  /** False: a draft, which only the admin sees. */
  isPublished: Defaulted<boolean>;
  /** Unique: the post's address, /journal/{slug}. */
  slug: string;
  /** Empty: the page describes the picture by the title. */
  imageAlt: Defaulted<string>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}
