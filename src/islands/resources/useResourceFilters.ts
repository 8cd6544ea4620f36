import { useRef, useState } from 'react';
import { isResourceTabValue, type ResourceTabValue } from '../../lib/resourceSearch.ts';
import { useFiltersInAddress } from '../useFiltersInAddress.ts';
import { useValueTypedBeforeHydration } from '../useValueTypedBeforeHydration.ts';

/** The address parameters of the search and the tabs: `/resources?q=…&type=…`. */
const filterNames = ['q', 'type'] as const;

/**
 * The library's search and tab, kept in the address so a reload or a shared link shows the same list,
 * and taken from the address (and from what was typed) when the island hydrates.
 */
export function useResourceFilters() {
  const [query, setQuery] = useState('');
  const [tab, setTab] = useState<ResourceTabValue>('all');
  const searchRef = useRef<HTMLInputElement>(null);

  const rememberFilters = useFiltersInAddress(filterNames, (found) => {
    setQuery(found.q ?? '');
    if (found.type !== undefined && isResourceTabValue(found.type)) setTab(found.type);
  });
  const search = (typed: string) => {
    setQuery(typed);
    rememberFilters({ q: typed });
  };
  const chooseTab = (value: ResourceTabValue) => {
    setTab(value);
    rememberFilters({ type: value === 'all' ? null : value });
  };
  useValueTypedBeforeHydration(searchRef, search);

  function clearFilters() {
    search('');
    chooseTab('all');
    // The button that had focus disappears with the empty state; the search box is where to start again.
    searchRef.current?.focus();
  }

  return { query, tab, searchRef, search, chooseTab, clearFilters };
}
