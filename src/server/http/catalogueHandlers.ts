import type { Context } from '@netlify/functions';
import { cachedAnswer, catalogueCacheTag } from '../catalogue/catalogueCache.ts';
import { getDatabase } from '../db/currentDatabase.ts';
import type { Database } from '../db/database.ts';
import { allowMethods, HttpError, jsonResponse, respond } from './jsonResponse.ts';
import { listPageSchema, type ListPage } from '../../lib/schemas/listPage.ts';
import { parseOrRefuse } from './parseOrRefuse.ts';
import { parsePositiveId } from './routeParams.ts';
import { matchesEtag } from './entityTag.ts';

export type FunctionContext = Pick<Context, 'params'>;

/**
 * requirements §9: the biome and resource lists (and the species list with them) may be cached for 60 s, by
 * browsers and by the CDN, which drops them early when the catalogue changes (tagged).
 */
export const listCacheHeaders = {
  'cache-control': 'public, max-age=60',
  'netlify-cdn-cache-control': 'public, s-maxage=60',
  'netlify-cache-tag': catalogueCacheTag,
};

const listTtlMs = 60_000;

export type ListPageOf<T> = (db: Database, page: ListPage) => Promise<{ items: T[]; total: number }>;

/**
 * One page of a list asked for with `?limit=&offset=`: the items as the whole list has them, a `Link`
 * header naming the next page while there is one, and the total in `X-Total-Count`.
 */
async function pageAnswer<T>(request: Request, listPage: ListPageOf<T>): Promise<Response> {
  const url = new URL(request.url);
  const page = parseOrRefuse(listPageSchema, Object.fromEntries(url.searchParams), 'The page is not valid.');
  const { items, total } = await listPage(await getDatabase(), page);
  const headers: Record<string, string> = { ...listCacheHeaders, 'x-total-count': String(total) };
  if (page.offset + page.limit < total) {
    const next = new URLSearchParams({ limit: String(page.limit), offset: String(page.offset + page.limit) });
    headers.link = `<${url.pathname}?${next}>; rel="next"`;
  }
  return jsonResponse(items, { headers });
}

/**
 * GET of a public list, cached for 60 s by browsers (requirements §9) and kept serialized in memory until
 * the catalogue changes (catalogueCache), with an ETag so a revalidation costs no body. With `listPage`,
 * `?limit=&offset=` asks for one page of it instead.
 */
export function listHandler<T>(list: (db: Database) => Promise<T[]>, listPage?: ListPageOf<T>) {
  const answer = cachedAnswer(listTtlMs, (db) => list(db as Database));
  return (request: Request) =>
    respond(request, async () => {
      allowMethods(request, ['GET']);
      const params = new URL(request.url).searchParams;
      if (listPage && (params.has('limit') || params.has('offset'))) return pageAnswer(request, listPage);
      const { body, etag } = await answer(await getDatabase());
      const headers = { ...listCacheHeaders, etag, 'content-type': 'application/json; charset=utf-8' };
      if (matchesEtag(request.headers.get('if-none-match'), etag)) return new Response(null, { status: 304, headers });
      return new Response(body, { headers });
    });
}

/** GET of one public row by the `:id` of the function's path; 400 for a malformed id, 404 for an unknown one. */
export function itemHandler<T>(
  entity: { singular: string; title: string },
  find: (db: Database, id: number) => Promise<T | undefined>,
) {
  return (request: Request, context: FunctionContext) =>
    respond(request, async () => {
      allowMethods(request, ['GET']);
      const id = parsePositiveId(context.params.id, entity.singular);
      const item = await find(await getDatabase(), id);
      if (!item) throw new HttpError(404, `${entity.title} ${id} was not found.`);
      return jsonResponse(item);
    });
}
