/**
 * Bulk import and export of species: the file's columns, its limits and the answers, shared by the
 * server and the admin screen (zod-free, so the island stays small).
 */

/**
 * The CSV's columns, in the export's order: the fields of POST /api/species. The lists (`photos`,
 * `updateNotes`) and `photoAlts` are JSON in their cell; an empty cell is an empty list (no alt texts).
 */
export const speciesCsvColumns = [
  'commonName',
  'scientificName',
  'environment',
  'status',
  'niche',
  'description',
  'careInstructions',
  'photos',
  'updateNotes',
  'photoAlts',
  'isActive',
] as const;

export type SpeciesCsvColumn = (typeof speciesCsvColumns)[number];

/** The cells holding JSON. */
export const jsonCsvColumns: ReadonlySet<string> = new Set<SpeciesCsvColumn>(['photos', 'updateNotes', 'photoAlts']);

/**
 * The most an import takes in one request: the catalogue's planned size (docs/design.md decision 14) in
 * rows, and the bytes that many rows of the demo catalogue's size (about 780 bytes each) fit in.
 * 10,000 such rows are checked and stored in about 3 s on the embedded database (docs/benchmarks.md).
 */
export const speciesImportLimits = { maxRows: 10_000, maxBytes: 10 * 1024 * 1024 } as const;

/**
 * One problem of one row: `row` as the owner finds it (the CSV's line, the header being line 1; a JSON
 * array's entry counted from 1), `field` the column (empty for the row as a whole).
 */
export type ImportRowError = { row: number; field: string; message: string };

/** The 422 answer: nothing was stored. */
export type ImportRefusal = { message: string; errors: ImportRowError[] };

/** The answer of a dry run (`?dryRun=true`): the file is valid and would add `count` species. */
export type ImportCheck = { count: number };

/** The answer of an import: how many species it added, and the History change that records it. */
export type ImportDone = { count: number; changeId: number };

/** The content type an import file is sent with, by its name: JSON for .json, CSV otherwise. */
export function importContentType(fileName: string): 'application/json' | 'text/csv' {
  return fileName.toLowerCase().endsWith('.json') ? 'application/json' : 'text/csv';
}
