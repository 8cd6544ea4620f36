import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';
import { useHydrated } from './useHydrated.ts';

/**
 * A store that islands hydrating at different times share (client:load beside client:idle). The
 * server rendered each island with the store's initial value; an island whose script arrives after
 * another island filled the store must hydrate on that same value, or React throws the server's
 * markup away (#418). So it renders `initialValue` while it hydrates and the store's value right after.
 */
export function useSharedStore<Value>(store: ReadableAtom<Value>, initialValue: Value): Value {
  const value = useStore(store);
  return useHydrated() ? value : initialValue;
}
