import { useCallback, useEffect, useRef, useState } from 'react';
import { catalogueSearchOver, type CatalogueSearch, type ReadIndexFile } from '../lib/search/catalogueSearchQuery.ts';
import { catalogueSearchManifestPath, isCatalogueSearchManifest } from '../lib/search/catalogueSearchManifest.ts';
import { foldAccents } from '../lib/search/searchRecord.ts';

/** Reads a file of the index; a missing file (a shard no term starts) is undefined, any other failure throws. */
const readIndexFile: ReadIndexFile = async (path) => {
  const response = await fetch(path);
  if (response.status === 404) return undefined;
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.json();
};

let catalogueSearch: Promise<CatalogueSearch> | undefined;

/** Opened on the first query only: a visitor who never searches downloads none of the index. */
function openCatalogueSearch(): Promise<CatalogueSearch> {
  catalogueSearch ??= (async () => {
    const manifest = await readIndexFile(catalogueSearchManifestPath);
    if (!isCatalogueSearchManifest(manifest)) throw new Error('The search index has no manifest');
    return catalogueSearchOver(manifest, readIndexFile);
  })().catch((error: unknown) => {
    // A failed open (offline for a moment) is tried again by the next query.
    catalogueSearch = undefined;
    throw error;
  });
  return catalogueSearch;
}

/** A result's card, read back from its record; undefined for a record of another kind. */
export type CardOfResult<Card> = (url: string, meta: Record<string, string | undefined>) => Card | undefined;

async function cardsOf<Card>(
  search: CatalogueSearch,
  numbers: readonly number[],
  cardOf: CardOfResult<Card>,
): Promise<Card[]> {
  const cards = await search.cardsOf(numbers);
  return cards.flatMap(({ url, meta }) => cardOf(url, meta) ?? []);
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
export function useCatalogueSearch<Card>(
  query: string,
  filters: Record<string, string>,
  pageSize: number,
  cardOf: CardOfResult<Card>,
) {
  const [answer, setAnswer] = useState<Answer<Card> | undefined>();
  const results = useRef<{ search: CatalogueSearch; numbers: number[] }>(undefined);
  const words = foldAccents(query).trim();
  const filtersKey = JSON.stringify(filters);
  const key = JSON.stringify([words, filtersKey]);

  useEffect(() => {
    if (words === '') return;
    let current = true;
    void (async () => {
      try {
        const search = await openCatalogueSearch();
        const numbers = await search.find(words, JSON.parse(filtersKey) as Record<string, string>);
        if (!current) return;
        const cards = await cardsOf(search, numbers.slice(0, pageSize), cardOf);
        if (!current) return;
        results.current = { search, numbers };
        setAnswer({ key, total: numbers.length, cards });
      } catch {
        // The index may have been rebuilt since it was opened (its old folder gone): the next query opens it anew.
        catalogueSearch = undefined;
        if (current) setAnswer({ key, failed: true });
      }
    })();
    return () => {
      current = false;
    };
  }, [key, words, filtersKey, pageSize, cardOf]);

  const showMore = useCallback(async () => {
    if (answer === undefined || 'failed' in answer || results.current === undefined) return;
    const { search, numbers } = results.current;
    try {
      const more = await cardsOf(search, numbers.slice(answer.cards.length, answer.cards.length + pageSize), cardOf);
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
