import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, getJson } from '../../../lib/apiClient.ts';
import { adminRoutes } from '../../../lib/admin/adminRoutes.ts';

export type AdminData<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: T };

/**
 * One admin read (requirements §7: credentials, JSON, no retries, no refetch on focus or interval): loaded
 * once on mount, and again when `reload` is called after a write. A reload keeps the list on screen
 * while it runs, and a failed reload keeps the last good one rather than replacing it with an error.
 */
export function useAdminData<T>(
  url: string,
  /** What one read fetches, when it is more than GET `url` (several calls read together); `url` then keys it. */
  load: () => Promise<T> = () => getJson<T>(url),
): { data: AdminData<T>; reload: () => Promise<void> } {
  const [data, setData] = useState<AdminData<T>>({ status: 'loading' });
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });

  // Only the latest read may show: the answer to an earlier address (a search typed since) can come last.
  const latestRead = useRef(0);

  const reload = useCallback(async () => {
    const read = ++latestRead.current;
    try {
      const loaded = await loadRef.current();
      if (read === latestRead.current) setData({ status: 'ready', data: loaded });
    } catch (error) {
      // The session ended while the page was open (it expired, or the admin signed out elsewhere).
      if (error instanceof ApiError && error.status === 401) window.location.assign(adminRoutes.login);
      if (read === latestRead.current)
        setData((current) => (current.status === 'ready' ? current : { status: 'error' }));
    }
    // `url` keys the read: a new address is a new list to load, although the callback reads it through `load`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { data, reload };
}
