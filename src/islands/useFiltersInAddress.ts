import { useCallback, useEffect } from 'react';
import { addressWithFilters, filtersInAddress } from '../lib/catalogue/filterAddress.ts';

/**
 * Reads the catalogue's filters from the page's address once the island has hydrated, and returns
 * the function that writes them back as they change (replacing the history entry, so Back leaves
 * the page rather than stepping through every keystroke).
 */
export function useFiltersInAddress<Name extends string>(
  names: readonly Name[],
  adopt: (found: Partial<Record<Name, string>>) => void,
): (filters: Partial<Record<Name, string | null>>) => void {
  useEffect(() => {
    const found = filtersInAddress(window.location.search, names);
    if (Object.keys(found).length > 0) adopt(found);
    // Only the address the page was loaded with: later changes come from the island itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at hydration
  }, []);

  return useCallback((filters) => {
    const address = addressWithFilters(window.location.href, filters as Record<string, string | null>);
    if (address !== window.location.href) window.history.replaceState(window.history.state, '', address);
  }, []);
}
