import { ApiError } from '../../../lib/apiClient.ts';
import { reportedWrite } from '../common/reportedWrite.ts';

/**
 * A request that sends an issue (to everyone, or its failed mails again), its outcome told in a toast.
 * True when the list is to be read again: the request went, or the server refused it because of the
 * issue's state (409: it went out from another window, nothing failed), which the list then shows; false
 * after any other failure, when the admin may simply try again.
 */
export async function issueSendRequest(
  run: () => Promise<unknown>,
  success: string,
  failure: (error: unknown) => string,
): Promise<boolean> {
  let refusedForState = false;
  const sent = await reportedWrite(run, success, (error) => {
    refusedForState = error instanceof ApiError && error.status === 409;
    return failure(error);
  });
  return sent || refusedForState;
}
