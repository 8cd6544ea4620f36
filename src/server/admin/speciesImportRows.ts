import type { z } from 'zod';
import { groupThousands } from '../../lib/formatNumber.ts';
import { type SpeciesPayload, speciesPayloadSchema } from '../../lib/schemas/species.ts';
import { type ImportRowError, speciesImportLimits } from '../../lib/forms/speciesImport.ts';
import { HttpError } from '../http/jsonResponse.ts';

/**
 * The rows of an import file, from CSV (speciesCsv.ts) or JSON: each species' fields as the body of
 * POST /api/species, its row as the owner numbers it, and what was already wrong with its cells.
 */
export type ImportRow = { row: number; fields: unknown; errors?: ImportRowError[] };

/** The entries of a JSON import: an array of POST /api/species bodies, numbered from 1. */
export function readSpeciesJson(body: unknown): ImportRow[] {
  if (!Array.isArray(body)) {
    throw new HttpError(400, 'Send a JSON array of species, each as the body of POST /api/species.');
  }
  return body.map((fields: unknown, index) => {
    const row = index + 1;
    const isObject = typeof fields === 'object' && fields !== null && !Array.isArray(fields);
    const message = 'Each entry must be a JSON object of species fields.';
    return isObject ? { row, fields } : { row, fields: {}, errors: [{ row, field: '', message }] };
  });
}

/** A zod issue as the owner reads it: the column, and which entry of a list when it is about one. */
function rowError(row: number, issue: z.core.$ZodIssue): ImportRowError {
  const [field, entry] = issue.path;
  if (issue.code === 'unrecognized_keys') return { row, field: issue.keys.join(', '), message: issue.message };
  const where = typeof entry === 'number' ? `Entry ${entry + 1}: ` : '';
  return { row, field: field === undefined ? '' : String(field), message: `${where}${issue.message}` };
}

/**
 * Every row checked with the species schema of POST /api/species, before anything is stored: the
 * species to store, or every problem of every row. An empty file or one over the row limit is a 400.
 */
export function validateImportRows(
  rows: readonly ImportRow[],
): { species: SpeciesPayload[] } | { errors: ImportRowError[] } {
  if (rows.length === 0) throw new HttpError(400, 'The file holds no species: add a row for each species to import.');
  if (rows.length > speciesImportLimits.maxRows) {
    throw new HttpError(
      400,
      `An import can hold at most ${groupThousands(speciesImportLimits.maxRows)} species; this file holds ` +
        `${groupThousands(rows.length)}. Split it into smaller files.`,
    );
  }
  const species: SpeciesPayload[] = [];
  const errors: ImportRowError[] = [];
  for (const { row, fields, errors: cellErrors = [] } of rows) {
    errors.push(...cellErrors);
    // A row that is not a species at all (not an object, too few cells) says so once, not per field.
    if (cellErrors.some((error) => error.field === '')) continue;
    const parsed = speciesPayloadSchema.safeParse(fields);
    if (parsed.success) species.push(parsed.data);
    else errors.push(...parsed.error.issues.map((issue) => rowError(row, issue)));
  }
  return errors.length > 0 ? { errors } : { species };
}
