/**
 * The files of the catalogue's static search index (docs/design.md decision 14), as the build writes them
 * and the islands read them. The islands check their shape by hand rather than with zod, which the public
 * pages do not otherwise load.
 */

/** The table of contents, the one file read before any other; served fresh, as the pages are. */
export const catalogueSearchManifestPath = '/search-index.json';

export type CatalogueSearchManifest = {
  /** This build's index, whose files never change under the same name: `words/`, `filters/`, `cards/`. */
  folder: string;
  /** The first two characters of the indexed terms, one shard each. */
  shards: string[];
  /** Each filter's values, each with the number of its file in `filters/{name}/`. */
  filters: Record<string, Record<string, number>>;
};

/** One record as its result's card reads it back: where it leads, and what the card shows. */
export type SearchCard = { url: string; meta: Record<string, string> };

/** One shard: each term with the numbers of the records holding it (encodeRecordNumbers). */
export type SearchShard = Record<string, string>;

const isRecordOf = (value: unknown, isItem: (item: unknown) => boolean): value is Record<string, never> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every(isItem);

const isText = (value: unknown): value is string => typeof value === 'string';

export function isCatalogueSearchManifest(value: unknown): value is CatalogueSearchManifest {
  if (!isRecordOf(value, () => true)) return false;
  const { folder, shards, filters } = value as Partial<Record<keyof CatalogueSearchManifest, unknown>>;
  return (
    typeof folder === 'string' &&
    /^\/search\/[0-9a-f]+$/.test(folder) &&
    Array.isArray(shards) &&
    shards.every(isText) &&
    isRecordOf(filters, (values) => isRecordOf(values, Number.isInteger))
  );
}

export const isSearchShard = (value: unknown): value is SearchShard => isRecordOf(value, isText);

export function isSearchCard(value: unknown): value is SearchCard {
  if (!isRecordOf(value, () => true)) return false;
  const { url, meta } = value as Partial<Record<keyof SearchCard, unknown>>;
  return typeof url === 'string' && isRecordOf(meta, isText);
}
