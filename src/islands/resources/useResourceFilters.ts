import { useState } from 'react';
import { isResourceTabValue, type ResourceTabValue } from '../../lib/resourceSearch.ts';
import { useSearchInAddress } from '../useSearchInAddress.ts';

/** The address parameters of the search and the tabs: `/resources?q=…&type=…`. */
const filterNames = ['q', 'type'] as const;

/**
 * The library's search and tab, kept in the address so a reload or a shared link shows the same list,
 * and taken from the address (and from what was typed) when the island hydrates.
 */
export function useResourceFilters() {
  const [tab, setTab] = useState<ResourceTabValue>('all');
  const { query, searchRef, search, rememberFilters } = useSearchInAddress(filterNames, (found) => {
    if (found.type !== undefined && isResourceTabValue(found.type)) setTab(found.type);
  });
  const chooseTab = (value: ResourceTabValue) => {
    setTab(value);
    rememberFilters({ type: value === 'all' ? null : value });
  };

  function clearFilters() {
    search('');
    chooseTab('all');
    // The button that had focus disappears with the empty state; the search box is where to start again.
    searchRef.current?.focus();
  }

  return { query, tab, searchRef, search, chooseTab, clearFilters };
}
