import { useState } from 'react';
import { showAdminError, showAdminSuccess } from './adminToasts.ts';
import { followPublishing } from './publishStatusStore.ts';

type WriteMessages = { success: string; failure: string };

/**
 * A species write from an admin screen (SPEC §4, §8): pending while it runs; then SPEC's failure
 * toast, or its success toast and the publish status followed until the public site is live.
 * `run` answers whether the write succeeded, so that the screen can clear its form and refetch.
 */
export function useSpeciesWrite(): [
  pending: boolean,
  run: (write: () => Promise<unknown>, messages: WriteMessages) => Promise<boolean>,
] {
  const [pending, setPending] = useState(false);

  async function run(write: () => Promise<unknown>, { success, failure }: WriteMessages): Promise<boolean> {
    setPending(true);
    try {
      await write();
    } catch {
      showAdminError(failure);
      return false;
    } finally {
      setPending(false);
    }
    showAdminSuccess(success);
    followPublishing();
    return true;
  }

  return [pending, run];
}
