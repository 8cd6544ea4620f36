import { atom } from 'nanostores';
import { adminRoutes } from '../../../lib/admin/adminRoutes.ts';
import { getJson } from '../../../lib/apiClient.ts';
import type { ContactMessageCounts } from '../../../lib/forms/contactMessages.ts';
import { useSharedStore } from '../../useSharedStore.ts';

/**
 * The inbox's counts, shared by the admin navigation's unread marker and the inbox on the same page
 * (islands of one page share this module), so that reading a message updates the marker at once.
 */
const $messageCounts = atom<ContactMessageCounts | null>(null);

export function setMessageCounts(next: ContactMessageCounts): void {
  $messageCounts.set(next);
}

/** Asks GET /api/admin/messages/counts; without a session (or on failure) the marker stays away. */
export async function loadMessageCounts(): Promise<void> {
  const loaded = await getJson<ContactMessageCounts>(adminRoutes.messageCounts, { on401: 'returnNull' }).catch(
    () => null,
  );
  if (loaded) setMessageCounts(loaded);
}

export function useMessageCounts(): ContactMessageCounts | null {
  return useSharedStore($messageCounts, null);
}
