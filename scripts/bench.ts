// `npm run bench`: the figures docs/benchmarks.md records. Shared, noisy machines: read the ratios, which
// compare things measured in the same run, more than the absolute numbers.
//  (a) build time and peak memory for the demo catalogue and for generated 1,000 / 10,000 species;
//  (b) throughput and latency of GET /api/species and GET /species/{id} on the local server under
//      20 concurrent connections, beside a plain node:http server answering the same bytes;
//  (d) the time from a species edit in the admin API to its public page serving the edit;
//  (c) 2,000 newsletter subscriptions at 20 concurrent connections on the embedded database, then
//      every accepted address counted in the database (goal: at least 500 per second, no 5xx);
//  (e) an import of 1,000 species as CSV through the admin API, and the export after it (goal: the
//      import under 10 s).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { Catalogue } from '../src/lib/catalogue.ts';
import { loadCatalogue } from '../src/server/catalogue/loadCatalogue.ts';
import { openPGlite } from '../src/server/db/openPGlite.ts';
import { measurePublishLatency } from './bench/publishLatency.ts';
import { measureSpeciesImport } from './bench/speciesImport.ts';
import { acceptedAddresses, loadNewsletter, newsletterBenchHeader, newsletterRow } from './bench/newsletterLoad.ts';

process.env.ASTRO_TELEMETRY_DISABLED = '1';
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'closed-biomes-bench-'));
const seconds = Number(process.env.BENCH_SECONDS) || 10;
const sizes = (process.env.BENCH_SPECIES || 'demo,1000,10000').split(',');

function run(command: string, args: string[], env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

/** The demo catalogue with its species repeated (renamed, renumbered) up to `count`. */
function catalogueWithSpecies(demo: Catalogue, count: number): Catalogue {
  const species = Array.from({ length: count }, (_, index) => {
    const model = demo.species[index % demo.species.length]!;
    return {
      ...model,
      id: index + 1,
      commonName: `${model.commonName} ${Math.floor(index / demo.species.length) + 1}`,
    };
  });
  return { ...demo, species };
}

async function benchBuilds(demo: Catalogue) {
  const rows: string[][] = [];
  for (const size of sizes) {
    const catalogue = size === 'demo' ? demo : catalogueWithSpecies(demo, Number(size));
    const snapshot = path.join(workDir, `catalogue-${size}.json`);
    fs.writeFileSync(snapshot, JSON.stringify(catalogue));
    const outDir = path.join(workDir, `site-${size}`);
    const output = await run(process.execPath, ['scripts/bench/measuredBuild.ts'], {
      CATALOGUE_SNAPSHOT: snapshot,
      ASTRO_OUT_DIR: outDir,
    });
    const { seconds: buildSeconds, peakMiB } = JSON.parse(output.trim().split('\n').at(-1)!) as {
      seconds: number;
      peakMiB: number;
    };
    const pages = countFiles(outDir, '.html');
    rows.push([
      size === 'demo' ? `demo (${demo.species.length})` : size,
      String(pages),
      buildSeconds.toFixed(1),
      (pages / buildSeconds).toFixed(0),
      peakMiB.toFixed(0),
    ]);
    fs.rmSync(outDir, { recursive: true, force: true });
  }
  printTable(
    'Build (astro build from a catalogue snapshot)',
    ['species', 'pages', 'seconds', 'pages/s', 'peak MiB'],
    rows,
  );
}

function countFiles(dir: string, extension: string): number {
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith(extension)).length;
}

function startProcess(args: string[], env: Record<string, string>, readyText: string): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout!.on('data', (chunk) => {
      output += chunk;
      if (output.includes(readyText)) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}:\n${output}`)));
  });
}

async function load(url: string) {
  const result = await autocannon({ url, connections: 20, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors under load`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

async function benchServing() {
  const port = 4700;
  const dataDir = path.join(workDir, 'data');
  const server = await startProcess(
    ['scripts/start.ts'],
    { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    'is running at',
  );
  let plain: ChildProcess | undefined;
  try {
    const origin = `http://127.0.0.1:${port}`;
    const species = (await (await fetch(`${origin}/api/species`)).json()) as { id: number }[];
    const paths = ['/api/species', `/species/${species[0]!.id}`];
    // The yardstick serves byte-for-byte what the local server sends (uncompressed, as autocannon asks).
    const routes: string[] = [];
    for (const [index, pathname] of paths.entries()) {
      const response = await fetch(`${origin}${pathname}`, { headers: { 'accept-encoding': 'identity' } });
      const file = path.join(workDir, `body-${index}`);
      fs.writeFileSync(file, Buffer.from(await response.arrayBuffer()));
      routes.push(`${pathname}\t${response.headers.get('content-type')}\t${file}`);
    }
    fs.writeFileSync(path.join(workDir, 'routes.tsv'), routes.join('\n'));
    plain = await startProcess(
      ['scripts/bench/plainServer.ts', path.join(workDir, 'routes.tsv'), String(port + 1)],
      {},
      'ready',
    );

    const rows: string[][] = [];
    for (const pathname of paths) {
      const ours = await load(`${origin}${pathname}`);
      const yardstick = await load(`http://127.0.0.1:${port + 1}${pathname}`);
      rows.push([
        `GET ${pathname}`,
        ours.rps.toFixed(0),
        String(ours.p50),
        String(ours.p99),
        yardstick.rps.toFixed(0),
        (ours.rps / yardstick.rps).toFixed(2),
      ]);
    }
    printTable(
      `Serving (20 connections, ${seconds} s each, loopback)`,
      ['request', 'req/s', 'p50 ms', 'p99 ms', 'plain req/s', 'ratio'],
      rows,
    );
  } finally {
    plain?.kill('SIGTERM');
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

async function benchNewsletterWrites() {
  const port = 4710;
  const dataDir = path.join(workDir, 'newsletter-data');
  const server = await startProcess(
    ['scripts/start.ts'],
    { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    'is running at',
  );
  let load;
  try {
    load = await loadNewsletter(`http://127.0.0.1:${port}`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  // The server has let go of the embedded database: count what it really stored.
  const database = await openPGlite(dataDir);
  let storedCounts: Map<string, number>;
  try {
    const rows = await database.db
      .selectFrom('subscribers')
      .select(['email', (eb) => eb.fn.countAll<string>().as('rows')])
      .where('email', 'in', acceptedAddresses(load))
      .groupBy('email')
      .execute();
    storedCounts = new Map(rows.map((row) => [row.email, Number(row.rows)]));
  } finally {
    await database.close();
  }
  const row = newsletterRow(load, storedCounts);
  printTable(
    'Newsletter subscriptions (embedded database, distinct addresses, loopback; goal ≥ 500 subs/s)',
    newsletterBenchHeader,
    [row],
  );
}

/** A local server of its own, signed in to with `adminPassword` through the password portal. */
function startAdminServer(port: number, name: string, adminPassword: string) {
  return startProcess(
    ['scripts/start.ts'],
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(workDir, `${name}-data`),
      SITE_DIR: path.join(workDir, `${name}-site`),
      ADMIN_PASSWORD: adminPassword,
      ADMIN_PASSWORD_HASH: '',
    },
    'is running at',
  );
}

async function benchPublish() {
  const port = 4720;
  const adminPassword = 'publish bench password, local only';
  const server = await startAdminServer(port, 'publish', adminPassword);
  try {
    const { seconds, published } = await measurePublishLatency(`http://127.0.0.1:${port}`, adminPassword);
    if (!published) throw new Error(`The edited species page was not served within ${seconds} s of the edit.`);
    printTable(
      'Publish (local: edit through the admin API until the public page serves it)',
      ['species edit → page served, seconds'],
      [[seconds.toFixed(1)]],
    );
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

async function benchImport() {
  const port = 4730;
  const adminPassword = 'import bench password, local only';
  const server = await startAdminServer(port, 'import', adminPassword);
  try {
    const times = await measureSpeciesImport(`http://127.0.0.1:${port}`, adminPassword, 1000);
    printTable(
      'Species import (CSV through the admin API, embedded database; goal: import under 10 s)',
      ['rows', 'file KB', 'import seconds', 'export seconds (all species after it)'],
      [
        [
          String(times.rows),
          (times.bytes / 1024).toFixed(0),
          times.importSeconds.toFixed(2),
          times.exportSeconds.toFixed(2),
        ],
      ],
    );
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

function printTable(title: string, header: string[], rows: string[][]) {
  console.log(`\n${title}\n`);
  console.log(`| ${header.join(' | ')} |`);
  console.log(`|${header.map(() => '---').join('|')}|`);
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
}

try {
  console.log(`Node ${process.version}, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB`);
  const demo = await loadCatalogue({});
  if (!process.env.BENCH_SKIP_BUILD) await benchBuilds(demo);
  await benchServing();
  await benchNewsletterWrites();
  await benchPublish();
  await benchImport();
} finally {
  fs.rmSync(workDir, { recursive: true, force: true });
}
