/**
 * The id in a detail page's address (requirements §5: an id is a positive integer, and the detail request
 * is made only for one). Fallback pages read it from `location.pathname`, so it arrives as text.
 */
export function parseRouteId(segment: string): number | undefined {
  if (!/^\d+$/.test(segment)) return undefined;
  const id = Number(segment);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * The part of `pathname` after `prefix` ('/biomes/'), percent-decoded, or undefined when the path
 * lies elsewhere or cannot be decoded. A trailing slash is ignored, as the server ignores it.
 */
export function routeSegment(pathname: string, prefix: string): string | undefined {
  if (!pathname.startsWith(prefix)) return undefined;
  const raw = pathname.slice(prefix.length).replace(/\/$/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}
