/**
 * Whether an If-None-Match header names this entity tag: it holds a list of tags or `*`, and compares
 * weakly (W/"x" matches "x"), as RFC 9110 asks of a GET's conditional request.
 */
export function matchesEtag(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
