import { throwIfNotOk } from '../../../lib/apiClient.ts';
import type { ImportCheck, ImportDone, ImportRefusal, ImportRowError } from '../../../lib/forms/speciesImport.ts';

/** What an import call came to: the count (and its change, once stored), or the rows' problems (nothing stored). */
export type ImportAnswer = ({ ok: true } & ImportCheck & Partial<ImportDone>) | { ok: false; errors: ImportRowError[] };

/**
 * POST /api/admin/species/import: with `dryRun` the file is only checked. The file goes as its bytes,
 * so that the server, not the browser's decoding, judges whether it is UTF-8. A 422 listing the rows'
 * problems is an answer; any other failure an ApiError, whose server message says what was wrong.
 */
export async function requestImport(file: { body: Blob; contentType: string }, dryRun: boolean): Promise<ImportAnswer> {
  const response = await fetch(`/api/admin/species/import${dryRun ? '?dryRun=true' : ''}`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': file.contentType },
    body: file.body,
  });
  if (response.status === 422) {
    const body = (await response
      .clone()
      .json()
      .catch(() => null)) as Partial<ImportRefusal> | null;
    if (Array.isArray(body?.errors)) return { ok: false, errors: body.errors };
  }
  await throwIfNotOk(response);
  return { ok: true, ...((await response.json()) as ImportCheck & Partial<ImportDone>) };
}
