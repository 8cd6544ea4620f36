// The import part of `npm run bench`: signs in to a running local server, exports the catalogue as
// CSV, and imports a file of `count` species made from its rows (renamed) through the admin API,
// timing the import (every row checked, then stored in one transaction) and the export after it.
import { parse } from 'csv-parse/sync';
import { csvFile, readCsvCell } from '../../src/server/admin/csvCells.ts';
import { signInWithPassword } from './adminSignIn.ts';

export type ImportTimes = { rows: number; bytes: number; importSeconds: number; exportSeconds: number };

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; seconds: number }> {
  const started = performance.now();
  const value = await work();
  return { value, seconds: (performance.now() - started) / 1000 };
}

export async function measureSpeciesImport(origin: string, adminPassword: string, count: number): Promise<ImportTimes> {
  const cookie = await signInWithPassword(origin, adminPassword);
  const exportCsv = async () => {
    const response = await fetch(new URL('/api/admin/species/export', origin), { headers: { cookie } });
    if (!response.ok) throw new Error(`The export failed with ${response.status}.`);
    return response.text();
  };
  const [header, ...rows] = (parse(await exportCsv()) as string[][]).map((row) => row.map(readCsvCell));
  const name = header!.indexOf('commonName');
  const file = csvFile([
    header!,
    ...Array.from({ length: count }, (_, index) => {
      const row = [...rows[index % rows.length]!];
      row[name] = `${row[name]} ${index + 1}`;
      return row;
    }),
  ]);
  const imported = await timed(() =>
    fetch(new URL('/api/admin/species/import', origin), {
      method: 'POST',
      headers: { 'content-type': 'text/csv', cookie, origin },
      body: file,
    }),
  );
  if (imported.value.status !== 201) {
    throw new Error(`The import failed with ${imported.value.status}: ${await imported.value.text()}`);
  }
  const exported = await timed(exportCsv);
  return {
    rows: count,
    bytes: Buffer.byteLength(file),
    importSeconds: imported.seconds,
    exportSeconds: exported.seconds,
  };
}
