import { describe, expect, it } from 'vitest';
import { csvCell, csvFile, readCsvCell } from '../../src/server/admin/csvCells.ts';
import { readSpeciesCsv } from '../../src/server/admin/speciesCsv.ts';
import { readSpeciesJson, validateImportRows } from '../../src/server/admin/speciesImportRows.ts';
import { HttpError } from '../../src/server/http/jsonResponse.ts';
import { importContentType, speciesImportLimits } from '../../src/lib/forms/speciesImport.ts';
import { ghostShrimp } from '../support/speciesFixtures.ts';

const header = Object.keys(ghostShrimp).join(',');
const shrimpRow = Object.values(ghostShrimp).join(',');

describe('CSV cells', () => {
  it.each([
    ['=SUM(A1)', "'=SUM(A1)"],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@name', "'@name"],
    ['\tindented', "'\tindented"],
    ["'=already marked", "''=already marked"],
    ["'plain quote", "'plain quote"],
    ['a, "b"', '"a, ""b"""'],
    ['two\nlines', '"two\nlines"'],
  ])('writes %j as %j, which reads back as it was', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
    const unquoted = cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell;
    expect(readCsvCell(unquoted)).toBe(value);
  });

  it('keeps a hand-written cell that has no apostrophe as it is', () => {
    expect(readCsvCell('=1+1')).toBe('=1+1');
    expect(readCsvCell("it's")).toBe("it's");
  });

  it('ends every line with CRLF', () => {
    expect(
      csvFile([
        ['a', 'b'],
        ['1', '2'],
      ]),
    ).toBe('a,b\r\n1,2\r\n');
  });
});

describe('readSpeciesCsv', () => {
  it('numbers rows as a spreadsheet does (the header is row 1), skipping blank rows but counting them', () => {
    const csv = `\ufeff${header}\r\n${shrimpRow}\r\n\r\n,,,,,\r\n${shrimpRow}`;
    const read = readSpeciesCsv(csv);
    expect(read).toEqual({
      rows: [
        { row: 2, fields: ghostShrimp, errors: [] },
        { row: 5, fields: ghostShrimp, errors: [] },
      ],
    });
  });

  it('reads JSON cells, an empty one as the default, and isActive as true or false', () => {
    const csv =
      `${header},photos,updateNotes,photoAlts,isActive\n` +
      `${shrimpRow},"[""/media/a.webp""]",,"{""/media/a.webp"":""Alt""}",FALSE\n` +
      `${shrimpRow},,"[]",,yes\n`;
    expect(readSpeciesCsv(csv)).toEqual({
      rows: [
        {
          row: 2,
          fields: { ...ghostShrimp, photos: ['/media/a.webp'], photoAlts: { '/media/a.webp': 'Alt' }, isActive: false },
          errors: [],
        },
        // 'yes' goes to the schema as it is, which says what isActive takes.
        { row: 3, fields: { ...ghostShrimp, updateNotes: [], isActive: 'yes' }, errors: [] },
      ],
    });
  });

  it('says which cell is not JSON, and which row has the wrong number of cells', () => {
    const csv = `${header},photos\n${shrimpRow},[/media/a.webp]\nonly,three,cells\n`;
    expect(readSpeciesCsv(csv)).toEqual({
      rows: [
        {
          row: 2,
          fields: ghostShrimp,
          errors: [{ row: 2, field: 'photos', message: 'photos must be JSON, such as ["/media/….webp"], or empty.' }],
        },
        {
          row: 3,
          fields: {},
          errors: [{ row: 3, field: '', message: 'This row has 3 cells; the header has 7.' }],
        },
      ],
    });
  });

  it('reports a wrong header at row 1: unknown, repeated and missing columns', () => {
    expect(readSpeciesCsv('commonName,Colour,commonName,description\n')).toEqual({
      errors: [
        {
          row: 1,
          field: 'Colour',
          message: expect.stringMatching(/^Unknown column “Colour”; the columns are commonName, /),
        },
        { row: 1, field: 'commonName', message: 'The column commonName appears twice.' },
        ...['scientificName', 'environment', 'status', 'niche'].map((field) => ({
          row: 1,
          field,
          message: `The column ${field} is missing.`,
        })),
      ],
    });
  });

  it('refuses what is not CSV with a 400 naming the line', () => {
    expect(() => readSpeciesCsv(`${header}\n"open`)).toThrow(HttpError);
    expect(() => readSpeciesCsv(`${header}\n"open`)).toThrow(/line 2/);
  });
});

describe('validateImportRows', () => {
  it('answers the species when every row is valid, with the schema’s defaults', () => {
    expect(validateImportRows(readSpeciesJson([ghostShrimp]))).toEqual({
      species: [{ ...ghostShrimp, careInstructions: '', photos: [], updateNotes: [], isActive: true }],
    });
  });

  it('names the entry of a list a problem is in, counting from 1', () => {
    const note = { date: 'yesterday', note: 'Molted.' };
    const checked = validateImportRows(readSpeciesJson([{ ...ghostShrimp, updateNotes: [note, note] }]));
    expect(checked).toEqual({
      errors: [
        { row: 1, field: 'updateNotes', message: 'Entry 1: A note date must be an ISO timestamp.' },
        { row: 1, field: 'updateNotes', message: 'Entry 2: A note date must be an ISO timestamp.' },
      ],
    });
  });

  it('says once that an entry is not an object, without listing every missing field', () => {
    expect(validateImportRows(readSpeciesJson([ghostShrimp, null, [1]]))).toEqual({
      errors: [2, 3].map((row) => ({ row, field: '', message: 'Each entry must be a JSON object of species fields.' })),
    });
  });

  it('refuses an empty file, one over the row limit, and JSON that is not an array', () => {
    expect(() => validateImportRows([])).toThrow('The file holds no species');
    const tooMany = Array.from({ length: speciesImportLimits.maxRows + 1 }, (_, index) => ({
      row: index + 1,
      fields: ghostShrimp,
    }));
    expect(() => validateImportRows(tooMany)).toThrow(
      'An import can hold at most 10,000 species; this file holds 10,001. Split it into smaller files.',
    );
    expect(() => readSpeciesJson({ species: [] })).toThrow('Send a JSON array of species');
  });
});

it('sends a .json file as JSON and anything else as CSV', () => {
  expect(importContentType('Species.JSON')).toBe('application/json');
  expect(importContentType('species.csv')).toBe('text/csv');
  expect(importContentType('species export')).toBe('text/csv');
});
