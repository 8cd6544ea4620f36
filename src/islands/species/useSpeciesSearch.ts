import { useCallback, useEffect, useRef, useState } from 'react';
import type { CatalogueSpecies } from '../../lib/catalogue.ts';
import type { CatalogView } from '../../lib/speciesCatalogPages.ts';
import { cardOfSearchResult, foldAccents } from '../../lib/speciesSearchRecord.ts';

/** The parts of Pagefind's browser API the catalogue uses (its module is written by the build). */
type PagefindResult = { id: string; data: () => Promise<{ url: string; meta: Record<string, string> }> };
type Pagefind = {
  search: (
    query: string,
    options: { filters: Record<string, string>; sort: Record<string, 'asc' | 'desc'> },
  ) => Promise<{ results: PagefindResult[] } | null>;
};

/** Written by the build beside the pages (src/server/search/writeSpeciesSearchIndex.ts). */
const pagefindModule = '/pagefind/pagefind.js';
let pagefind: Promise<Pagefind> | undefined;

/** Loaded on the first query only: a visitor who never searches downloads none of the index. */
function loadPagefind(): Promise<Pagefind> {
  pagefind ??= (import(/* @vite-ignore */ pagefindModule) as Promise<Pagefind>).catch((error: unknown) => {
    // A failed load (offline for a moment) is tried again by the next query.
    pagefind = undefined;
    throw error;
  });
  return pagefind;
}

async function cardsOf(results: readonly PagefindResult[]): Promise<CatalogueSpecies[]> {
  const data = await Promise.all(results.map((result) => result.data()));
  return data.flatMap(({ url, meta }) => cardOfSearchResult(url, meta) ?? []);
}

export type SpeciesSearch =
  /** No query: the page's own cards stand. */
  | { kind: 'none' }
  /** The first answer to a query is on its way. */
  | { kind: 'searching' }
  | { kind: 'found'; total: number; cards: CatalogueSpecies[] }
  | { kind: 'failed' };

/**
 * The catalogue's search over the static index (DESIGN decision 14), narrowed to the page's
 * environment and niche, results in catalogue order. Only the cards shown are fetched, `pageSize`
 * at a time: showMore adds the next ones. An answer to a query typed over is dropped.
 */
export function useSpeciesSearch(query: string, view: CatalogView, pageSize: number) {
  const [search, setSearch] = useState<SpeciesSearch>({ kind: 'none' });
  const results = useRef<PagefindResult[]>([]);
  const latest = useRef(0);
  const { environment, niche } = view;

  useEffect(() => {
    const asked = (latest.current += 1);
    const current = () => asked === latest.current;
    const words = foldAccents(query).trim();
    if (words === '') {
      setSearch({ kind: 'none' });
      return;
    }
    // While a query is refined, the last answer stays in place until the next arrives.
    setSearch((shown) => (shown.kind === 'found' ? shown : { kind: 'searching' }));
    const filters: Record<string, string> = {};
    if (environment !== null) filters.environment = environment;
    if (niche !== null) filters.niche = niche;
    void (async () => {
      try {
        const answer = await (await loadPagefind()).search(words, { filters, sort: { order: 'asc' } });
        if (!current() || answer === null) return;
        const cards = await cardsOf(answer.results.slice(0, pageSize));
        if (!current()) return;
        results.current = answer.results;
        setSearch({ kind: 'found', total: answer.results.length, cards });
      } catch {
        if (current()) setSearch({ kind: 'failed' });
      }
    })();
  }, [query, environment, niche, pageSize]);

  const showMore = useCallback(async () => {
    if (search.kind !== 'found') return;
    const asked = latest.current;
    try {
      const more = await cardsOf(results.current.slice(search.cards.length, search.cards.length + pageSize));
      if (asked === latest.current) setSearch({ ...search, cards: [...search.cards, ...more] });
    } catch {
      if (asked === latest.current) setSearch({ kind: 'failed' });
    }
  }, [search, pageSize]);

  return { search, showMore };
}
