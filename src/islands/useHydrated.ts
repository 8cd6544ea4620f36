import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the server render and while the island hydrates, true from then on: React renders with
 * the server snapshot while hydrating and with the client's right after, without an effect.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
