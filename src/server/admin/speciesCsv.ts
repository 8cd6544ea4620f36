import { parse } from 'csv-parse/sync';
import type { PublicSpecies } from '../../lib/catalogue/catalogue.ts';
import { speciesPayloadSchema } from '../../lib/schemas/species.ts';
import {
  jsonCsvColumns,
  type ImportRowError,
  type SpeciesCsvColumn,
  speciesCsvColumns,
} from '../../lib/forms/speciesImport.ts';
import { HttpError } from '../http/jsonResponse.ts';
import { csvFile, readCsvCell } from './csvCells.ts';
import type { ImportRow } from './speciesImportRows.ts';

/**
 * The species CSV, as the export writes it and the import reads it: a header row of the fields of
 * POST /api/species (speciesCsvColumns), one species a row. Text as it is; `photos`, `updateNotes`
 * and `photoAlts` as JSON (an empty cell for an empty list or no alt texts); `isActive` true or false.
 */

/** A stored value as its cell holds it. */
function cellOf(species: PublicSpecies, column: SpeciesCsvColumn): string {
  const value = species[column];
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return String(value);
  const empty = Array.isArray(value) ? value.length === 0 : Object.keys(value).length === 0;
  return empty ? '' : JSON.stringify(value);
}

/** Every species given, in the import's format. */
export function speciesCsv(species: readonly PublicSpecies[]): string {
  return csvFile([
    speciesCsvColumns,
    ...species.map((each) => speciesCsvColumns.map((column) => cellOf(each, column))),
  ]);
}

const knownColumns: ReadonlySet<string> = new Set(speciesCsvColumns);

/** The columns a file must have: the fields without a default in the species schema. */
const requiredColumns = speciesCsvColumns.filter(
  (column) => !speciesPayloadSchema.shape[column].safeParse(undefined).success,
);

/** What is wrong with the header row (row 1): unknown, repeated and missing columns. */
function headerErrors(header: string[]): ImportRowError[] {
  const errors: ImportRowError[] = [];
  const seen = new Set<string>();
  for (const column of header) {
    if (!knownColumns.has(column)) {
      errors.push({
        row: 1,
        field: column,
        message: `Unknown column “${column}”; the columns are ${speciesCsvColumns.join(', ')}.`,
      });
    } else if (seen.has(column)) {
      errors.push({ row: 1, field: column, message: `The column ${column} appears twice.` });
    }
    seen.add(column);
  }
  for (const column of requiredColumns) {
    if (!seen.has(column)) errors.push({ row: 1, field: column, message: `The column ${column} is missing.` });
  }
  return errors;
}

/** A JSON cell's example, for the message that says it is not JSON. */
const jsonExamples: Record<string, string> = {
  photos: '["/media/….webp"]',
  updateNotes: '[{"date": "2026-03-01T10:00:00.000Z", "note": "…"}]',
  photoAlts: '{"/media/….webp": "What the photo shows"}',
};

/** One cell as the species schema reads it; undefined leaves the field to its default. */
function fieldOf(column: string, cell: string): { value: unknown } | { error: string } | undefined {
  if (jsonCsvColumns.has(column)) {
    if (cell.trim() === '') return undefined;
    try {
      return { value: JSON.parse(cell) };
    } catch {
      return { error: `${column} must be JSON, such as ${jsonExamples[column]}, or empty.` };
    }
  }
  if (column === 'isActive') {
    const flag = cell.trim().toLowerCase();
    if (flag === '') return undefined;
    // Anything but true or false goes to the schema as text, which says what it takes.
    return { value: flag === 'true' ? true : flag === 'false' ? false : cell };
  }
  return { value: cell };
}

/** Whether a row is empty (a blank line, or a spreadsheet's row of empty cells): it is skipped. */
const isBlank = (record: string[]) => record.every((cell) => cell.trim() === '');

/**
 * The rows of a species CSV, each numbered as a spreadsheet numbers it (the header is row 1; that is
 * the line number unless a cell spans lines), with the errors of its cells; or, when the header is
 * wrong, its errors only. A file CSV cannot read is a 400.
 */
export function readSpeciesCsv(text: string): { rows: ImportRow[] } | { errors: ImportRowError[] } {
  let records: string[][];
  try {
    records = parse(text, { bom: true, relax_column_count: true }) as string[][];
  } catch (error) {
    throw new HttpError(400, `The file is not valid CSV: ${(error as Error).message}.`);
  }
  const [header, ...body] = records;
  if (header === undefined) return { rows: [] };
  const columns = header.map((column) => column.trim());
  const errors = headerErrors(columns);
  if (errors.length > 0) return { errors };

  const rows: ImportRow[] = [];
  body.forEach((record, index) => {
    const row = index + 2;
    if (isBlank(record)) return;
    if (record.length !== columns.length) {
      const message = `This row has ${record.length} cells; the header has ${columns.length}.`;
      rows.push({ row, fields: {}, errors: [{ row, field: '', message }] });
      return;
    }
    const fields: Record<string, unknown> = {};
    const cellErrors: ImportRowError[] = [];
    columns.forEach((column, cellIndex) => {
      const field = fieldOf(column, readCsvCell(record[cellIndex]!));
      if (field === undefined) return;
      if ('error' in field) cellErrors.push({ row, field: column, message: field.error });
      else fields[column] = field.value;
    });
    rows.push({ row, fields, errors: cellErrors });
  });
  return { rows };
}
