import { useEffect, useState } from 'react';

/**
 * False in the server render and until the island has hydrated: a form's button stays disabled
 * until then, because a click before it would post the page itself instead of calling the API.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
