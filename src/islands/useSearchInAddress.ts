import { useRef, useState } from 'react';
import { useFiltersInAddress } from './useFiltersInAddress.ts';
import { useValueTypedBeforeHydration } from './useValueTypedBeforeHydration.ts';

/**
 * A catalogue's search box and its other filters, kept in the address (`?q=…&…`) so that a reload or
 * a shared link shows the same list. At hydration the island adopts what the address names and what
 * was typed into the box before it hydrated; a typed query wins over the one the page was opened with,
 * as adopting it also writes it into the address (the slow-phone tests open a `?q=` page and type).
 */
export function useSearchInAddress<Name extends string>(
  names: readonly (Name | 'q')[],
  adoptFilters: (found: Partial<Record<Name | 'q', string>>) => void,
) {
  const [query, setQuery] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);
  const rememberFilters = useFiltersInAddress(names, (found) => {
    setQuery(found.q ?? '');
    adoptFilters(found);
  });
  const search = (typed: string) => {
    setQuery(typed);
    rememberFilters({ q: typed } as Partial<Record<Name | 'q', string | null>>);
  };
  useValueTypedBeforeHydration(searchRef, search);
  return { query, searchRef, search, rememberFilters };
}
