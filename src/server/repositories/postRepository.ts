import { type Insertable, sql, type Updateable } from 'kysely';
import type { PublicPost } from '../../lib/journal/journalPost.ts';
import type { PostTable } from '../../lib/tables/postTable.ts';
import type { Database } from '../db/database.ts';

/** The journal's posts (requirements §2.26–2.28): the table is still `blog_posts`, as it was stored before. */

const publicColumns = [
  'id',
  'slug',
  'title',
  'excerpt',
  'content',
  'imageUrl',
  'imageAlt',
  'category',
  'publishedAt',
] as const;

/** Newest first; posts of one date in the order they were added, the latest first. */
function newestFirst(db: Database) {
  return db.selectFrom('blogPosts').orderBy('publishedAt', 'desc').orderBy('id', 'desc');
}

/** What the journal's pages and feed show: the published posts, newest first. */
export async function listPublishedPosts(db: Database): Promise<PublicPost[]> {
  const rows = await newestFirst(db).select(publicColumns).where('isPublished', '=', true).execute();
  return rows.map((row) => ({ ...row, publishedAt: row.publishedAt.toISOString() }));
}

/** Every post, drafts too, with every stored field, newest first: what the admin lists. */
export function listAllPosts(db: Database) {
  return newestFirst(db).selectAll().execute();
}

/** The slugs in use that are `base` or `base-…`, but post `exceptId`'s own. */
export async function slugsLike(db: Database, base: string, exceptId?: number): Promise<Set<string>> {
  let query = db
    .selectFrom('blogPosts')
    .select('slug')
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]));
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return new Set((await query.execute()).map((row) => row.slug));
}

export function insertPost(db: Database, fields: Insertable<PostTable>) {
  return db.insertInto('blogPosts').values(fields).returningAll().executeTakeFirstOrThrow();
}

/** Sets `fields` of post `id` and stamps it as changed now; the post as it is now, or undefined when there is none. */
export function updatePost(db: Database, id: number, fields: Updateable<PostTable>) {
  return db
    .updateTable('blogPosts')
    .set({ ...fields, updatedAt: sql<Date>`now()` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export function deletePost(db: Database, id: number): Promise<{ id: number } | undefined> {
  return db.deleteFrom('blogPosts').where('id', '=', id).returning('id').executeTakeFirst();
}

/** Whether a write failed because another post has its slug (the unique constraint of the slugs' migration). */
export function isSlugTaken(error: unknown): boolean {
  const { code, constraint } = (error ?? {}) as { code?: unknown; constraint?: unknown };
  return code === '23505' && (constraint === undefined || constraint === 'blog_posts_slug_key');
}
