import { type RefObject, useEffect } from 'react';

/**
 * Adopts what the visitor typed into a server-rendered field before its island hydrated. React 19
 * leaves the field's text in place but does not replay the keystrokes, so without this the island
 * would start from its empty state and ignore a query that is visibly in the box.
 */
export function useValueTypedBeforeHydration(
  field: RefObject<HTMLInputElement | null>,
  adopt: (value: string) => void,
): void {
  useEffect(() => {
    const typed = field.current?.value ?? '';
    if (typed !== '') adopt(typed);
    // Only the value found at hydration: later typing reaches the island through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at hydration
  }, []);
}
