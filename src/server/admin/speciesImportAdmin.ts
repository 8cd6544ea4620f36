import { groupThousands } from '../../lib/formatNumber.ts';
import type { ImportCheck, ImportDone, ImportRefusal, ImportRowError } from '../../lib/forms/speciesImport.ts';
import { speciesImportLimits } from '../../lib/forms/speciesImport.ts';
import { speciesImportQuerySchema } from '../../lib/schemas/speciesImportQuery.ts';
import { actorOf } from '../history/adminActor.ts';
import { recordedImport } from '../history/speciesImportHistory.ts';
import { HttpError, jsonResponse } from '../http/jsonResponse.ts';
import { parseOrRefuse } from '../http/parseOrRefuse.ts';
import { mediaTypeOf, readBodyWithin } from '../http/readBody.ts';
import { listAllSpecies } from '../repositories/speciesRepository.ts';
import { adminHandler } from './adminHandler.ts';
import { csvDownload } from './csvCells.ts';
import { readSpeciesCsv, speciesCsv } from './speciesCsv.ts';
import { readSpeciesJson, validateImportRows, type ImportRow } from './speciesImportRows.ts';

/**
 * Bulk import and export of species (docs/design.md, "Where we do better than the spec"). The import's
 * limit is its own (speciesImportLimits): many species in one body, far above one species' (bodyLimits.ts).
 */
const { maxBytes } = speciesImportLimits;
const tooLarge =
  `The file is too large: an import takes at most ${groupThousands(maxBytes / 1024 / 1024)} MB. ` +
  'Split it into smaller files.';

/**
 * The file as text: UTF-8 (a byte order mark, as spreadsheets write one, is dropped), refused with a
 * sentence about files when it is too large or in another encoding.
 */
async function readImportText(request: Request): Promise<string> {
  const bytes = await readBodyWithin(request, maxBytes, tooLarge);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new HttpError(400, 'The file is not UTF-8 text: save it as CSV UTF-8 (or UTF-8 JSON) and send it again.');
  }
}

/** The rows of the body, by its content type: CSV or a JSON array; anything else is a 415. */
async function readImportRows(request: Request): Promise<{ rows: ImportRow[] } | { errors: ImportRowError[] }> {
  const type = mediaTypeOf(request);
  if (type !== 'application/json' && type !== 'text/csv') {
    throw new HttpError(415, 'Send the species as CSV (text/csv) or as a JSON array (application/json).');
  }
  const text = await readImportText(request);
  if (type === 'text/csv') return readSpeciesCsv(text);
  try {
    return { rows: readSpeciesJson(JSON.parse(text)) };
  } catch (error) {
    if (error instanceof SyntaxError) throw new HttpError(400, `The file is not valid JSON: ${error.message}.`);
    throw error;
  }
}

/**
 * POST /api/admin/species/import[?dryRun=true]: every row is checked first; any problem answers 422
 * with all of them and stores nothing. Otherwise every species is stored in one transaction, recorded
 * as one change, and published once. A dry run only checks, and answers how many would be added.
 */
export const importSpecies = adminHandler(['POST'], async ({ request, db, admin }) => {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const { dryRun } = parseOrRefuse(speciesImportQuerySchema, query, 'The import query is not valid.');
  const read = await readImportRows(request);
  const checked = 'errors' in read ? read : validateImportRows(read.rows);
  if ('errors' in checked) {
    const refusal: ImportRefusal = {
      message: 'Nothing was imported: fix the rows listed and send the file again.',
      errors: checked.errors,
    };
    return jsonResponse(refusal, { status: 422 });
  }
  if (dryRun) return jsonResponse({ count: checked.species.length } satisfies ImportCheck);
  const change = await recordedImport(db, actorOf(admin), checked.species);
  return jsonResponse({ count: checked.species.length, changeId: change.id } satisfies ImportDone, { status: 201 });
});

/** GET /api/admin/species/export: every species, hidden ones too, as a CSV download in the import's format. */
export const exportSpecies = adminHandler(['GET'], async ({ db }) =>
  csvDownload(speciesCsv(await listAllSpecies(db)), 'species'),
);
