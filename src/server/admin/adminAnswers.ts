import { HttpError } from '../http/jsonResponse.ts';

/** The row a write found, or the 404 that names what was missing. */
export function found<T>(row: T | undefined, notFoundMessage: string): T {
  if (row === undefined) throw new HttpError(404, notFoundMessage);
  return row;
}

/** The answer of a DELETE that removed its row: 204, never cached. */
export function deleted(): Response {
  return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });
}
