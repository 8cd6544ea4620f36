import { throwIfNotOk } from '../../../lib/apiClient.ts';
import type { HistoryChange, RestoreConflict } from '../../../lib/admin/history.ts';

/** What a restore call came to: the recorded restore, or what it would overwrite (nothing restored). */
export type RestoreAnswer = { restored: HistoryChange } | { conflict: RestoreConflict };

/**
 * POST /api/admin/history/{changeId}/restore: a 409 that lists later changes is an answer (the
 * confirmation shows it and may send `overwrite`), any other failure an ApiError.
 */
export async function requestRestore(changeId: number, overwrite: boolean): Promise<RestoreAnswer> {
  const response = await fetch(`/api/admin/history/${changeId}/restore`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(overwrite ? { overwrite: true } : {}),
  });
  if (response.status === 409) {
    const body = (await response
      .clone()
      .json()
      .catch(() => null)) as Partial<RestoreConflict> | null;
    if (Array.isArray(body?.laterChanges)) return { conflict: body as RestoreConflict };
  }
  await throwIfNotOk(response);
  return { restored: (await response.json()) as HistoryChange };
}
