// The database's share of two admin features, timed without HTTP (docs/benchmarks.md): Species Management's
// reads (the whole list, and pages sorted and searched) and the species import's two steps (every row checked,
// then all stored in one transaction with its History record).
//   node scripts/bench/databaseTimes.ts [species]        (default 10000)
// It runs on a fresh embedded database, and also on Postgres when BENCH_DATABASE_URL is set, there in a schema
// of its own that is dropped afterwards.
import pg from 'pg';
import { generateSpecies } from '../../src/server/db/seed/generatedSpecies.ts';
import type { DatabaseHandle } from '../../src/server/db/database.ts';
import { openPGlite } from '../../src/server/db/openPGlite.ts';
import { openPostgres } from '../../src/server/db/openPostgres.ts';
import { prepareDatabase } from '../../src/server/db/prepareDatabase.ts';
import { insertSpecies, listAllSpecies, listSpeciesPage } from '../../src/server/repositories/speciesRepository.ts';
import { validateImportRows } from '../../src/server/admin/speciesImportRows.ts';
import { recordedImport } from '../../src/server/history/speciesImportHistory.ts';
import { adminSpeciesQuerySchema } from '../../src/lib/schemas/adminSpeciesQuery.ts';
import { groupThousands } from '../../src/lib/formatNumber.ts';
import { parseSpeciesCount } from './generatedDataDir.ts';

const speciesCount = parseSpeciesCount(process.argv[2] ?? '10000', 'The species count') ?? 10_000;
const repeats = 10;
const rowsPerInsert = 500;

/** Mean milliseconds of `repeats` calls after one unmeasured warm-up. */
async function meanMs(work: () => Promise<unknown>): Promise<number> {
  await work();
  const started = performance.now();
  for (let run = 0; run < repeats; run += 1) await work();
  return (performance.now() - started) / repeats;
}

async function seconds(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return (performance.now() - started) / 1000;
}

/** The generated species as an import's rows: the body POST /api/species takes, numbered as a CSV's rows. */
function importRows(count: number) {
  return generateSpecies(count, 2).map(({ createdAt: _created, updatedAt: _updated, ...fields }, index) => ({
    row: index + 2,
    fields,
  }));
}

async function measure(name: string, handle: DatabaseHandle): Promise<string[][]> {
  const { db } = handle;
  await prepareDatabase(db);
  await db.deleteFrom('species').execute();
  const species = generateSpecies(speciesCount);
  for (let start = 0; start < species.length; start += rowsPerInsert)
    await insertSpecies(db, species.slice(start, start + rowsPerInsert));

  const lastPage = Math.ceil(speciesCount / 25);
  const middlePage = Math.ceil(lastPage / 2);
  const page = (query: Record<string, string>) => () => listSpeciesPage(db, adminSpeciesQuerySchema.parse(query));
  const reads: [string, () => Promise<unknown>][] = [
    ['every species (the plain GET /api/admin/species)', () => listAllSpecies(db)],
    ['page 1, by id', page({})],
    ['page 1, by common name', page({ sort: 'commonName' })],
    [
      `page ${middlePage} of ${lastPage}, by common name descending`,
      page({ sort: '-commonName', page: `${middlePage}` }),
    ],
    ['page 1, by status', page({ sort: 'status' })],
    ['search "abc"', page({ q: 'abc' })],
  ];
  const rows: string[][] = [];
  for (const [read, work] of reads) rows.push([name, read, (await meanMs(work)).toFixed(0)]);

  await db.deleteFrom('species').execute();
  for (const count of [1000, speciesCount]) {
    const rowsToImport = importRows(count);
    let checked: ReturnType<typeof validateImportRows> | undefined;
    const checkSeconds = await seconds(async () => (checked = validateImportRows(rowsToImport)));
    if (!checked || 'errors' in checked) throw new Error(`The generated rows failed the import's check.`);
    const valid = checked.species;
    const storeSeconds = await seconds(() => recordedImport(db, 'bench', valid));
    rows.push([
      name,
      `import of ${groupThousands(count)} rows: check ${checkSeconds.toFixed(2)} s, store ${storeSeconds.toFixed(2)} s`,
      ((checkSeconds + storeSeconds) * 1000).toFixed(0),
    ]);
  }
  return rows;
}

/** Postgres in a schema made for this run, dropped when it is done. */
async function withPostgresSchema<T>(url: string, work: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  const schema = `bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create schema ${schema}`);
    const handle = await openPostgres(url, { searchPath: schema, max: 4 });
    try {
      return await work(handle);
    } finally {
      await handle.close();
    }
  } finally {
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  }
}

const embedded = await openPGlite();
const rows = await measure('PGlite', embedded).finally(() => embedded.close());
if (process.env.BENCH_DATABASE_URL)
  rows.push(...(await withPostgresSchema(process.env.BENCH_DATABASE_URL, (handle) => measure('Postgres', handle))));

console.log(`\n${groupThousands(speciesCount)} generated species; mean of ${repeats} reads after one warm-up\n`);
console.log('| database | read | ms |');
console.log('|---|---|---|');
for (const row of rows) console.log(`| ${row.join(' | ')} |`);
