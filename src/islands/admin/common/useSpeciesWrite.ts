import { useState } from 'react';
import { followPublishing } from './publishStatusStore.ts';
import { reportedWrite } from './reportedWrite.ts';

type WriteMessages = { success: string; failure: string };

/**
 * A species write from an admin screen (requirements §4, §8): pending while it runs; then the requirements' failure
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
    const done = await reportedWrite(write, success, failure);
    setPending(false);
    if (done) followPublishing();
    return done;
  }

  return [pending, run];
}
