/**
 * A catalogue's filters kept in its page's address (`/resources?type=…&q=…`, `/?habitat=…`, the
 * species search's `?q=…`), so a filtered view can be shared or reloaded, and so a filter chosen
 * before the island hydrated (its controls submit a GET form to that address) is applied once it has.
 */

/** The filters named `names` that the query string sets to something other than blank. */
export function filtersInAddress<Name extends string>(
  search: string,
  names: readonly Name[],
): Partial<Record<Name, string>> {
  const parameters = new URLSearchParams(search);
  const found: Partial<Record<Name, string>> = {};
  for (const name of names) {
    const value = parameters.get(name);
    if (value !== null && value.trim() !== '') found[name] = value;
  }
  return found;
}

/**
 * `href` with each filter set, or removed when it is null or blank (the catalogue's 'All' choices),
 * so the address names only what narrows the list. Other parameters and the fragment are kept.
 */
export function addressWithFilters(href: string, filters: Readonly<Record<string, string | null>>): string {
  const address = new URL(href);
  for (const [name, value] of Object.entries(filters)) {
    if (value === null || value.trim() === '') address.searchParams.delete(name);
    else address.searchParams.set(name, value);
  }
  return address.href;
}
