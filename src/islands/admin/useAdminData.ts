import { useCallback, useEffect, useState } from 'react';
import { getJson } from '../../lib/apiClient.ts';

export type AdminData<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: T };

/**
 * One admin read (SPEC §7: credentials, JSON, no retries, no refetch on focus or interval): loaded
 * once on mount, and again when `reload` is called after a write. A reload keeps the list on screen
 * while it runs, and a failed reload keeps the last good one rather than replacing it with an error.
 */
export function useAdminData<T>(url: string): { data: AdminData<T>; reload: () => Promise<void> } {
  const [data, setData] = useState<AdminData<T>>({ status: 'loading' });

  const reload = useCallback(async () => {
    try {
      const loaded = await getJson<T>(url);
      setData({ status: 'ready', data: loaded });
    } catch {
      setData((current) => (current.status === 'ready' ? current : { status: 'error' }));
    }
  }, [url]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { data, reload };
}
