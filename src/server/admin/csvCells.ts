/**
 * Cells of the CSV files the admin downloads (RFC 4180). A cell that a spreadsheet would read as a
 * formula (=, +, -, @, tab or carriage return at its start) is written with an apostrophe before it,
 * spreadsheets' own mark of text: opening an export must never run what someone typed. A value that
 * already starts with apostrophes before such a character gets one more, so that readCsvCell, which
 * drops one, gives back every value exactly.
 */
const formulaStart = /^'*[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const safe = formulaStart.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A parsed cell's value: the apostrophe that csvCell put before a formula's start is dropped. */
export function readCsvCell(cell: string): string {
  return cell.startsWith("'") && formulaStart.test(cell) ? cell.slice(1) : cell;
}

/** Rows of cells as a CSV file, lines ended by CRLF as RFC 4180 has them. */
export function csvFile(rows: readonly (readonly string[])[]): string {
  return `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** A CSV download, named `{name}-{today}.csv`, never cached. */
export function csvDownload(csv: string, name: string): Response {
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${name}-${day}.csv"`,
      'cache-control': 'no-store',
    },
  });
}
