import { useSyncExternalStore } from 'react';
import { getJson } from '../../lib/apiClient.ts';
import type { ContactMessageCounts } from '../../lib/contactMessages.ts';

/**
 * The inbox's counts, shared by the admin navigation's unread marker and the inbox on the same page
 * (islands of one page share this module), so that reading a message updates the marker at once.
 */
let counts: ContactMessageCounts | null = null;
const listeners = new Set<() => void>();

export function setMessageCounts(next: ContactMessageCounts): void {
  counts = next;
  for (const listener of listeners) listener();
}

/** Asks GET /api/admin/messages/counts; without a session (or on failure) the marker stays away. */
export async function loadMessageCounts(): Promise<void> {
  const loaded = await getJson<ContactMessageCounts>('/api/admin/messages/counts', { on401: 'returnNull' }).catch(
    () => null,
  );
  if (loaded) setMessageCounts(loaded);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useMessageCounts(): ContactMessageCounts | null {
  return useSyncExternalStore(subscribe, () => counts, () => null);
}
