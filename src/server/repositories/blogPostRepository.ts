import type { Database } from '../db/database.ts';
import type { BlogPost } from '../db/schema.ts';

/** Stored but not shown on any screen (requirements §1); kept readable for a future blog. */
export function listPublishedBlogPosts(db: Database): Promise<BlogPost[]> {
  return db
    .selectFrom('blogPosts')
    .selectAll()
    .where('isPublished', '=', true)
    .orderBy('publishedAt', 'desc')
    .execute();
}
