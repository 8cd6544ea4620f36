/**
 * What the site's one static search index (docs/design.md decision 14, Pagefind) holds: species and
 * resources side by side, each record told apart by its `kind` filter, so that each catalogue's
 * search asks for its own kind only.
 */
export type SearchKind = 'species' | 'resource';

export type SearchRecord<Filters extends Record<string, string[]>> = {
  url: string;
  content: string;
  language: 'en';
  meta: Record<string, string>;
  filters: { kind: [SearchKind] } & Filters;
  sort: { order: string };
};

/** 'Épiphyte' → 'Epiphyte': the index and the queries are folded alike, so accents never decide a match. */
export function foldAccents(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '');
}

/** A record's place in its catalogue, zero-padded so that the order reads the same as text or as a number. */
export function catalogueOrder(position: number): { order: string } {
  return { order: String(position).padStart(9, '0') };
}
