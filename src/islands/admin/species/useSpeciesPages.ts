import { useState } from 'react';
import {
  type AdminSpeciesPage,
  adminSpeciesPageUrl,
  defaultSpeciesSort,
  type SpeciesSort,
} from '../../../lib/admin/adminSpeciesTable.ts';
import { useAdminData } from '../common/useAdminData.ts';
import { useDebouncedCallback } from './useDebouncedCallback.ts';

/** How long the typing must pause before the search is sent. */
const searchPauseMs = 300;

/**
 * One page of the species at a time, as GET /api/admin/species?q=&sort=&page= answers it: what is
 * typed in the search box (sent once the typing pauses), the order and the page. A new search or
 * order starts again at page 1; `reload` fetches the same page again after a write.
 */
export function useSpeciesPages(initialSort: SpeciesSort = defaultSpeciesSort) {
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState({ q: '', sort: initialSort, page: 1 });
  const { data, reload } = useAdminData<AdminSpeciesPage>(adminSpeciesPageUrl(query));
  const sendSearch = useDebouncedCallback((text: string) => {
    setQuery((current) => (current.q === text.trim() ? current : { ...current, q: text.trim(), page: 1 }));
  }, searchPauseMs);

  return {
    data,
    reload,
    /** What the search box holds now; `q` is what the shown page was searched for. */
    search,
    q: query.q,
    onSearch(text: string) {
      setSearch(text);
      sendSearch(text);
    },
    sort: query.sort,
    onSort: (sort: SpeciesSort) => setQuery((current) => ({ ...current, sort, page: 1 })),
    onPage: (page: number) => setQuery((current) => ({ ...current, page })),
  };
}

export type SpeciesPages = ReturnType<typeof useSpeciesPages>;
