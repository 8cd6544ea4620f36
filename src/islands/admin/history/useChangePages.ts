import { useCallback, useEffect, useState } from 'react';
import { ApiError, getJson } from '../../../lib/apiClient.ts';
import { adminRoutes } from '../../../lib/admin/adminRoutes.ts';
import type { HistoryChange, HistoryPage } from '../../../lib/admin/history.ts';

type ChangePages = { status: 'loading' | 'error' | 'ready'; changes: HistoryChange[]; nextBefore: number | null };

/**
 * GET /api/admin/history with `query` (entity, id, actor), page after page: the first page on
 * mount and whenever the query changes, older ones appended on request (the API's `before` cursor).
 */
export function useChangePages(query: Record<string, string>) {
  const [pages, setPages] = useState<ChangePages>({ status: 'loading', changes: [], nextBefore: null });
  const search = new URLSearchParams(Object.entries(query).filter(([, value]) => value !== '')).toString();

  const load = useCallback(
    async (before: number | null) => {
      const cursor = before === null ? '' : `${search ? '&' : ''}before=${before}`;
      try {
        const page = await getJson<HistoryPage>(`/api/admin/history?${search}${cursor}`);
        setPages((current) => ({
          status: 'ready',
          changes: before === null ? page.changes : [...current.changes, ...page.changes],
          nextBefore: page.nextBefore,
        }));
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) window.location.assign(adminRoutes.login);
        setPages((current) => (current.status === 'ready' ? current : { ...current, status: 'error' }));
      }
    },
    [search],
  );

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a fetch: its state is set when the answer arrives
    void load(null);
  }, [load]);

  return {
    ...pages,
    reload: () => load(null),
    loadOlder: () => (pages.nextBefore === null ? Promise.resolve() : load(pages.nextBefore)),
  };
}
