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

/** What the index answered to one query within one view (`key`). */
type Answer = { key: string; total: number; cards: CatalogueSpecies[] } | { key: string; failed: true };

/**
 * The catalogue's search over the static index (DESIGN decision 14), narrowed to the page's
 * environment and niche, results in catalogue order. Only the cards shown are fetched, `pageSize`
 * at a time: showMore adds the next ones. An answer to a query typed over is dropped.
 */
export function useSpeciesSearch(query: string, view: CatalogView, pageSize: number) {
  const [answer, setAnswer] = useState<Answer | undefined>();
  const results = useRef<PagefindResult[]>([]);
  const { environment, niche } = view;
  const words = foldAccents(query).trim();
  const key = JSON.stringify([words, environment, niche]);

  useEffect(() => {
    if (words === '') return;
    let current = true;
    const filters: Record<string, string> = {};
    if (environment !== null) filters.environment = environment;
    if (niche !== null) filters.niche = niche;
    void (async () => {
      try {
        const found = await (await loadPagefind()).search(words, { filters, sort: { order: 'asc' } });
        if (!current || found === null) return;
        const cards = await cardsOf(found.results.slice(0, pageSize));
        if (!current) return;
        results.current = found.results;
        setAnswer({ key, total: found.results.length, cards });
      } catch {
        if (current) setAnswer({ key, failed: true });
      }
    })();
    return () => {
      current = false;
    };
  }, [key, words, environment, niche, pageSize]);

  const showMore = useCallback(async () => {
    if (answer === undefined || 'failed' in answer) return;
    try {
      const more = await cardsOf(results.current.slice(answer.cards.length, answer.cards.length + pageSize));
      setAnswer((shown) => (shown === answer ? { ...answer, cards: [...answer.cards, ...more] } : shown));
    } catch {
      setAnswer((shown) => (shown === answer ? { key: answer.key, failed: true } : shown));
    }
  }, [answer, pageSize]);

  let search: SpeciesSearch;
  if (words === '') search = { kind: 'none' };
  else if (answer === undefined || (answer.key !== key && 'failed' in answer)) search = { kind: 'searching' };
  else if ('failed' in answer) search = { kind: 'failed' };
  // While a query is refined, the last answer stays in place until the next arrives.
  else search = { kind: 'found', total: answer.total, cards: answer.cards };
  return { search, showMore };
}
