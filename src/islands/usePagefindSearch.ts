import { useCallback, useEffect, useRef, useState } from 'react';
import { foldAccents } from '../lib/searchRecord.ts';

/** The parts of Pagefind's browser API the catalogues use (its module is written by the build). */
type PagefindResult = { id: string; data: () => Promise<{ url: string; meta: Record<string, string> }> };
type Pagefind = {
  search: (
    query: string,
    options: { filters: Record<string, string>; sort: Record<string, 'asc' | 'desc'> },
  ) => Promise<{ results: PagefindResult[] } | null>;
};

/** Written by the build beside the pages (src/server/search/writeCatalogueSearchIndex.ts). */
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

/** A result's card, read back from its record; undefined for a record of another kind. */
export type CardOfResult<Card> = (url: string, meta: Record<string, string | undefined>) => Card | undefined;

async function cardsOf<Card>(results: readonly PagefindResult[], cardOf: CardOfResult<Card>): Promise<Card[]> {
  const data = await Promise.all(results.map((result) => result.data()));
  return data.flatMap(({ url, meta }) => cardOf(url, meta) ?? []);
}

export type CatalogueSearchState<Card> =
  /** No query: the page's own cards stand. */
  | { kind: 'none' }
  /** The first answer to a query is on its way. */
  | { kind: 'searching' }
  | { kind: 'found'; total: number; cards: Card[] }
  | { kind: 'failed' };

/** What the index answered to one query within one set of filters (`key`). */
type Answer<Card> = { key: string; total: number; cards: Card[] } | { key: string; failed: true };

/**
 * A catalogue's search over the site's static index (docs/design.md decision 14), narrowed by `filters`
 * (which kind of record, and the page's view), results in catalogue order. Only the cards shown are
 * fetched, `pageSize` at a time: showMore adds the next ones. An answer to a query typed over is dropped.
 * `cardOf` must keep its identity between renders (a module's function).
 */
export function usePagefindSearch<Card>(
  query: string,
  filters: Record<string, string>,
  pageSize: number,
  cardOf: CardOfResult<Card>,
) {
  const [answer, setAnswer] = useState<Answer<Card> | undefined>();
  const results = useRef<PagefindResult[]>([]);
  const words = foldAccents(query).trim();
  const filtersKey = JSON.stringify(filters);
  const key = JSON.stringify([words, filtersKey]);

  useEffect(() => {
    if (words === '') return;
    let current = true;
    void (async () => {
      try {
        const found = await (
          await loadPagefind()
        ).search(words, { filters: JSON.parse(filtersKey) as Record<string, string>, sort: { order: 'asc' } });
        if (!current || found === null) return;
        const cards = await cardsOf(found.results.slice(0, pageSize), cardOf);
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
  }, [key, words, filtersKey, pageSize, cardOf]);

  const showMore = useCallback(async () => {
    if (answer === undefined || 'failed' in answer) return;
    try {
      const more = await cardsOf(results.current.slice(answer.cards.length, answer.cards.length + pageSize), cardOf);
      setAnswer((shown) => (shown === answer ? { ...answer, cards: [...answer.cards, ...more] } : shown));
    } catch {
      setAnswer((shown) => (shown === answer ? { key: answer.key, failed: true } : shown));
    }
  }, [answer, pageSize, cardOf]);

  let search: CatalogueSearchState<Card>;
  if (words === '') search = { kind: 'none' };
  else if (answer === undefined || (answer.key !== key && 'failed' in answer)) search = { kind: 'searching' };
  else if ('failed' in answer) search = { kind: 'failed' };
  // While a query is refined, the last answer stays in place until the next arrives.
  else search = { kind: 'found', total: answer.total, cards: answer.cards };
  return { search, showMore };
}
