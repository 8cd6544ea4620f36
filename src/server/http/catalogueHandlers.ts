import type { Context } from '@netlify/functions';
import { getDatabase } from '../db/currentDatabase.ts';
import type { Database } from '../db/database.ts';
import { allowMethods, HttpError, jsonResponse, listCacheHeaders, respond } from './jsonResponse.ts';
import { parsePositiveId } from './routeParams.ts';

export type FunctionContext = Pick<Context, 'params'>;

/** GET of a public list: cached for 60 s (SPEC §9). */
export function listHandler<T>(list: (db: Database) => Promise<T[]>) {
  return (request: Request) =>
    respond(request, async () => {
      allowMethods(request, ['GET']);
      return jsonResponse(await list(await getDatabase()), { headers: listCacheHeaders });
    });
}

/** GET of one public row by the `:id` of the function's path; 400 for a malformed id, 404 for an unknown one. */
export function itemHandler<T>(entity: { singular: string; title: string }, find: (db: Database, id: number) => Promise<T | undefined>) {
  return (request: Request, context: FunctionContext) =>
    respond(request, async () => {
      allowMethods(request, ['GET']);
      const id = parsePositiveId(context.params.id, entity.singular);
      const item = await find(await getDatabase(), id);
      if (!item) throw new HttpError(404, `${entity.title} ${id} was not found.`);
      return jsonResponse(item);
    });
}
