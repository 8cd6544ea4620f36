import type { Insertable, Updateable } from 'kysely';
import { firstFreeSlug, slugFromTitle } from '../../lib/journal/postSlug.ts';
import { type PostPayload, postPayloadSchema } from '../../lib/schemas/post.ts';
import type { PostTable } from '../../lib/tables/postTable.ts';
import type { Database } from '../db/database.ts';
import { actorOf } from '../history/adminActor.ts';
import { recordedWrite } from '../history/recordedWrite.ts';
import { fieldRefusal, jsonResponse } from '../http/jsonResponse.ts';
import { readValidJsonBody } from '../http/readJsonBody.ts';
import { parsePositiveId } from '../http/routeParams.ts';
import {
  deletePost,
  insertPost,
  isSlugTaken,
  listAllPosts,
  slugsLike,
  updatePost,
} from '../repositories/postRepository.ts';
import { adminHandler } from './adminHandler.ts';
import { deleted } from './adminAnswers.ts';

const notFound = 'Post not found; it may have been deleted.';

function slugTaken(slug: string) {
  return fieldRefusal('slug', `Another post already has the address /journal/${slug}; choose another.`);
}

/** `slug`, the address the admin gave, unless another post than `id` has it (400). */
async function givenSlug(trx: Database, slug: string, id?: number): Promise<string> {
  if ((await slugsLike(trx, slug, id)).has(slug)) throw slugTaken(slug);
  return slug;
}

/**
 * A new post's row: without a slug it takes the first free one its title gives, without a date it
 * is dated now (the column's default).
 */
async function newPostRow(
  trx: Database,
  { slug, publishedAt, ...fields }: PostPayload,
): Promise<Insertable<PostTable>> {
  const base = slugFromTitle(fields.title);
  return {
    ...fields,
    ...(publishedAt !== undefined && { publishedAt }),
    slug: slug ? await givenSlug(trx, slug) : firstFreeSlug(base, await slugsLike(trx, base)),
  };
}

/** An edited post's row: without a slug or a date it keeps its own, so that its address never moves by itself. */
async function editedPostRow(
  trx: Database,
  id: number,
  { slug, publishedAt, ...fields }: PostPayload,
): Promise<Updateable<PostTable>> {
  return {
    ...fields,
    ...(publishedAt !== undefined && { publishedAt }),
    ...(slug && { slug: await givenSlug(trx, slug, id) }),
  };
}

/** Two writes that chose the same free slug at once: the one that commits second is told so. */
async function slugChecked<T>(write: Promise<T>, row: { slug?: string }): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isSlugTaken(error)) throw slugTaken(row.slug ?? '');
    throw error;
  }
}

/**
 * The journal's admin calls (requirements §2.26–2.28), shaped as the biomes' and resources'
 * (catalogueEntryAdmin.ts): GET /api/admin/posts, every post with every stored field, drafts too,
 * newest first; POST /api/posts, 201 with the stored post; PATCH /api/posts/{id}, the whole record as
 * an edit form sends it; DELETE /api/posts/{id}, 204. The journal is public: every write is recorded
 * in History and asks for a publish (recordedWrite).
 */
export const postsAdmin = {
  list: adminHandler(['GET'], async ({ db }) => jsonResponse(await listAllPosts(db))),
  add: adminHandler(['POST'], async ({ request, db, admin }) => {
    const payload = await readValidJsonBody(request, postPayloadSchema);
    const what = { actor: actorOf(admin), entity: 'post', action: 'create', notFound } as const;
    const { written } = await recordedWrite(db, what, async (trx) => {
      const row = await newPostRow(trx, payload);
      return slugChecked(insertPost(trx, row), row);
    });
    return jsonResponse(written, { status: 201 });
  }),
  edit: adminHandler(['PATCH'], async ({ request, db, admin, params }) => {
    const id = parsePositiveId(params.id, 'post');
    const payload = await readValidJsonBody(request, postPayloadSchema);
    const what = { actor: actorOf(admin), entity: 'post', action: 'update', id, notFound } as const;
    const { written } = await recordedWrite(db, what, async (trx) => {
      const row = await editedPostRow(trx, id, payload);
      return slugChecked(updatePost(trx, id, row), row);
    });
    return jsonResponse(written);
  }),
  remove: adminHandler(['DELETE'], async ({ db, admin, params }) => {
    const id = parsePositiveId(params.id, 'post');
    const what = { actor: actorOf(admin), entity: 'post', action: 'delete', id, notFound } as const;
    await recordedWrite(db, what, (trx) => deletePost(trx, id));
    return deleted();
  }),
};
