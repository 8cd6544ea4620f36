import { showAdminError, showAdminSuccess } from './adminToasts.ts';

/**
 * An admin list's write, its outcome told in a toast (SPEC §8). An empty `success` stays silent: a
 * write the user did not ask for, such as marking a message read by opening it. Never throws, so the
 * caller's pending state always ends.
 */
export async function reportedWrite(run: () => Promise<unknown>, success: string, failure: string): Promise<boolean> {
  try {
    await run();
  } catch {
    showAdminError(failure);
    return false;
  }
  if (success) showAdminSuccess(success);
  return true;
}
