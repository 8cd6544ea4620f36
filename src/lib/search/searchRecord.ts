/**
 * What the site's one static search index (docs/design.md decision 14) holds: species and resources side
 * by side, each record told apart by its `kind` filter, so that each catalogue's search asks for its own
 * kind only. Records are indexed in catalogue order, the order results are listed in.
 */
export type SearchKind = 'species' | 'resource';

export type SearchRecord<Filters extends Record<string, string[]>> = {
  /** Where a result leads. */
  url: string;
  /** The text the search reads. */
  content: string;
  /** What the result's card shows, as text. */
  meta: Record<string, string>;
  filters: { kind: [SearchKind] } & Filters;
};

/** 'Épiphyte' → 'Epiphyte': the index and the queries are folded alike, so accents never decide a match. */
export function foldAccents(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '');
}
