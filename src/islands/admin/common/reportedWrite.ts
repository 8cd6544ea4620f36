import { showAdminError, showAdminSuccess } from './adminToasts.ts';

/**
 * An admin list's write, its outcome told in a toast (requirements §8). An empty `success` stays silent: a
 * write the user did not ask for, such as marking a message read by opening it. `failure` may depend
 * on the error (a refusal the server explains). Never throws, so the caller's pending state always ends.
 */
export async function reportedWrite(
  run: () => Promise<unknown>,
  success: string,
  failure: string | ((error: unknown) => string),
): Promise<boolean> {
  try {
    await run();
  } catch (error) {
    showAdminError(typeof failure === 'string' ? failure : failure(error));
    return false;
  }
  if (success) showAdminSuccess(success);
  return true;
}
