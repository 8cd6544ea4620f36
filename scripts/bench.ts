// `npm run bench`: the figures docs/benchmarks.md records. Shared, noisy machines: read the ratios, which
// compare things measured in the same run, more than the absolute numbers.
//  (a) for the demo catalogue and generated catalogues of 1,000 / 10,000 distinct species
//      (src/server/db/seed/generatedSpecies.ts): build time and peak memory, the weight of /species
//      and of the heaviest page, the list answers' times, and the search index when there is one;
//  (b) throughput and latency of GET /api/species and GET /species/{id} on the local server under
//      20 concurrent connections, beside a plain node:http server answering the same bytes;
//  (d) the time from a species edit in the admin API to its public page serving the edit;
//  (c) 2,000 newsletter subscriptions at 20 concurrent connections on the embedded database, then
//      every accepted address counted in the database (goal: at least 500 per second, no 5xx);
//  (e) an import of 1,000 species as CSV through the admin API, and the export after it (goal: the
//      import under 10 s);
//  (f) a newsletter issue sent to 2,000 active subscribers (BENCH_NEWSLETTER_SUBSCRIBERS) into the
//      local outbox, at Resend's pace and unpaced: mails per second (goal: at least 50), each
//      subscriber's mail exactly once in the outbox, and the admin's reads of the issue meanwhile;
//  (g) the mail queue under Resend's limit: the same issue sent through the real Resend SDK to a fake
//      Resend (tests/integration/mail/fakeResend.ts) that refuses more than 2 requests a second with 429,
//      while 40 newcomers subscribe: mails per second, the 429s (goal: none), each subscriber's issue
//      and each newcomer's welcome exactly once, and the welcomes' latency from the subscription to
//      the fake (goal: p95 within 5 s). BENCH_ONLY_MAIL_QUEUE=1 runs it alone.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { fileURLToPath } from 'node:url';
import { groupThousands } from '../src/lib/formatNumber.ts';
import { openPGlite } from '../src/server/db/openPGlite.ts';
import { siteVersion } from '../src/server/localServer/buildSite.ts';
import { parseSpeciesCount, prepareDataDir } from './bench/generatedDataDir.ts';
import { timeList } from './bench/listTimes.ts';
import { measureSearchFirstQuery } from './bench/searchFirstQuery.ts';
import { signInWithPassword } from './bench/adminSignIn.ts';
import { measurePublishLatency } from './bench/publishLatency.ts';
import { measureSpeciesImport } from './bench/speciesImport.ts';
import { heaviestPage, htmlPages, pageWeight, searchIndexSize } from './bench/siteWeight.ts';
import { acceptedAddresses, loadNewsletter, newsletterBenchHeader, newsletterRow } from './bench/newsletterLoad.ts';
import {
  measureNewsletterSend,
  newsletterSendHeader,
  newsletterSendRow,
  outboxMailsPerAddress,
  prepareSubscribers,
} from './bench/newsletterSend.ts';
import {
  benchNow,
  mailQueueHeader,
  mailQueueRow,
  mailQueueVerdict,
  measureMailQueueUnderLimit,
  newcomerIntervalMs,
} from './bench/mailQueueUnderLimit.ts';
import { FakeResend } from '../tests/integration/mail/fakeResend.ts';

process.env.ASTRO_TELEMETRY_DISABLED = '1';
const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
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

const adminPassword = 'bench password, local only';
/** A word most species pages hold, as a visitor's first search would be. */
const searchWord = 'water';
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/**
 * For each catalogue size: the build (time, peak memory of every process it starts), the weight of
 * what it wrote, then what a server started on that site and database answers (measureOnServer).
 */
async function benchCatalogueSizes() {
  const builds: string[][] = [];
  const weights: string[][] = [];
  const lists: string[][] = [];
  const searches: string[][] = [];
  for (const size of sizes) {
    const count = parseSpeciesCount(size, 'BENCH_SPECIES');
    const dataDir = path.join(workDir, `data-${size}`);
    const siteDir = path.join(workDir, `site-${size}`);
    const prepared = await prepareDataDir(dataDir, count);
    const label = count === undefined ? `demo (${prepared.speciesCount})` : groupThousands(count);
    const output = await run(process.execPath, ['scripts/bench/measuredBuild.ts'], {
      CATALOGUE_SNAPSHOT: prepared.snapshotFile,
      SITE_DIR: siteDir,
      SITE_VERSION: siteVersion(projectRoot, prepared.catalogueVersion),
    });
    const { seconds: buildSeconds, peakMiB } = JSON.parse(output.trim().split('\n').at(-1)!) as {
      seconds: number;
      peakMiB: number;
    };
    const pages = htmlPages(siteDir).length;
    builds.push([
      label,
      groupThousands(pages),
      buildSeconds.toFixed(1),
      (pages / buildSeconds).toFixed(0),
      peakMiB.toFixed(0),
    ]);

    const listing = pageWeight(siteDir, '/species');
    const heaviest = heaviestPage(siteDir);
    weights.push([
      label,
      ...(listing ? [listing.raw, listing.gzip, listing.brotli].map(kb) : ['none', '', '']),
      `${heaviest.pathname}: ${kb(heaviest.gzip)} / ${kb(heaviest.brotli)}`,
    ]);

    const onServer = await measureOnServer(label, dataDir, siteDir);
    lists.push(...onServer.lists);
    if (onServer.search) searches.push(...onServer.search);
    fs.rmSync(siteDir, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  printTable(
    "Build (the local server's build from a catalogue snapshot; peak memory of all its processes)",
    ['species', 'pages', 'seconds', 'pages/s', 'peak MiB'],
    builds,
  );
  printTable(
    'Page weight (KB; gzip level 6, brotli quality 11)',
    ['species', '/species raw', '/species gzip', '/species brotli', 'heaviest page: gzip / brotli'],
    weights,
  );
  printTable(
    'List answers (one request at a time, uncompressed; median of the 5 after the first)',
    ['species', 'request', 'first ms', 'median ms', 'KB'],
    lists,
  );
  if (searches.length > 0)
    printTable(
      'Search index (its files; a first search on /species in Chromium: manifest, shards, filter, cards shown)',
      ['species', 'files', 'MiB', 'query', 'answer', 'requests', 'KB transferred'],
      searches,
    );
  else console.log('\nSearch index: the build made no search/ folder.');
}

/**
 * Starts the local server on a site and its database, times the list answers and, when the build
 * made a search index, what a first search loads: rows of the bench's tables.
 */
async function measureOnServer(
  label: string,
  dataDir: string,
  siteDir: string,
): Promise<{ lists: string[][]; search?: string[][] }> {
  // The site is current for this database (same catalogue version), so the server serves it as built.
  const builtSite = fs.statSync(siteDir).ino;
  const port = 4730;
  const origin = `http://127.0.0.1:${port}`;
  const server = await startAdminServer(port, dataDir, siteDir);
  try {
    if (fs.statSync(siteDir).ino !== builtSite)
      console.warn(`The server rebuilt the ${label} site at start: its catalogue version differed from the build's.`);
    const visitors = await timeList(origin, '/api/species');
    const session = { cookie: await signInWithPassword(origin, adminPassword) };
    const admin = await timeList(origin, '/api/admin/species', session);
    // What the admin's species screen asks for: its first page, and a search sorted by name.
    const adminPage = await timeList(origin, '/api/admin/species?page=1', session);
    const adminSearch = await timeList(origin, '/api/admin/species?q=moss&sort=commonName&page=1', session);
    const lists = (
      [
        ['GET /api/species', visitors],
        ['GET /api/admin/species', admin],
        ['GET /api/admin/species?page=1', adminPage],
        ['GET /api/admin/species?q=moss&sort=commonName&page=1', adminSearch],
      ] as const
    ).map(([request, time]) => [label, request, time.firstMs.toFixed(0), time.medianMs.toFixed(1), kb(time.bytes)]);

    const index = searchIndexSize(siteDir);
    if (!index) return { lists };
    const indexCells = [String(index.files), (index.bytes / 2 ** 20).toFixed(2)];
    const search: string[][] = [];
    // A species name (one result, from the catalogue's second page) and a common word (a screen of cards).
    for (const word of [undefined, searchWord]) {
      try {
        const query = await measureSearchFirstQuery(origin, word);
        search.push([label, ...indexCells, `"${query.word}"`, query.results, String(query.requests), kb(query.bytes)]);
      } catch (error) {
        // No Chromium: the sizes above still stand.
        const reason = `not measured: ${(error as Error).message.split('\n')[0]}`;
        search.push([label, ...indexCells, `"${word ?? 'a name'}"`, reason, '', '']);
      }
    }
    return { lists, search };
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
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

/** A local server on `dataDir` and `siteDir`, signed in to with `adminPassword` through the password portal. */
function startAdminServer(port: number, dataDir: string, siteDir: string, env: Record<string, string> = {}) {
  return startProcess(
    ['scripts/start.ts'],
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SITE_DIR: siteDir,
      ADMIN_PASSWORD: adminPassword,
      ADMIN_PASSWORD_HASH: '',
      ...env,
    },
    'is running at',
  );
}

/** BENCH_PUBLISH_SPECIES: the catalogue the publish is timed on, "demo" (the default) or a number of species. */
const publishSpecies = parseSpeciesCount(process.env.BENCH_PUBLISH_SPECIES || 'demo', 'BENCH_PUBLISH_SPECIES');

async function benchPublish() {
  const port = 4720;
  const dataDir = path.join(workDir, 'publish-data');
  if (publishSpecies !== undefined) await prepareDataDir(dataDir, publishSpecies);
  const server = await startAdminServer(port, dataDir, path.join(workDir, 'publish-site'));
  try {
    const { seconds, published } = await measurePublishLatency(`http://127.0.0.1:${port}`, adminPassword);
    if (!published) throw new Error(`The edited species page was not served within ${seconds} s of the edit.`);
    printTable(
      'Publish (local: edit through the admin API until the public page serves it; goal ≤ 60 s at 10,000 species)',
      ['species', 'species edit → page served, seconds'],
      [[publishSpecies === undefined ? 'demo' : groupThousands(publishSpecies), seconds.toFixed(1)]],
    );
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

/** BENCH_IMPORT_ROWS: how many species the import bench sends in one file (default 1,000; at most 10,000). */
const importRows = Number(process.env.BENCH_IMPORT_ROWS) || 1000;

async function benchImport() {
  const port = 4740;
  const server = await startAdminServer(port, path.join(workDir, 'import-data'), path.join(workDir, 'import-site'));
  try {
    const times = await measureSpeciesImport(`http://127.0.0.1:${port}`, adminPassword, importRows);
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

/** BENCH_NEWSLETTER_SUBSCRIBERS: how many active subscribers the issue goes to (default 2,000). */
const newsletterSubscribers = Number(process.env.BENCH_NEWSLETTER_SUBSCRIBERS) || 2000;

async function benchNewsletterSend() {
  const port = 4750;
  const siteDir = path.join(workDir, 'newsletter-send-site');
  const rows: string[][] = [];
  // Resend's own pace, which the outbox keeps too, then as fast as the worker goes.
  for (const [pace, requestsPerSecond] of [
    ['2 (Resend’s limit, the default)', '2'],
    ['100 (unpaced)', '100'],
  ] as const) {
    const dataDir = path.join(workDir, `newsletter-send-${requestsPerSecond}`);
    const emails = await prepareSubscribers(dataDir, newsletterSubscribers);
    const server = await startAdminServer(port, dataDir, siteDir, {
      RESEND_API_KEY: '',
      NEWSLETTER_REQUESTS_PER_SECOND: requestsPerSecond,
    });
    let send;
    try {
      send = await measureNewsletterSend(`http://127.0.0.1:${port}`, adminPassword);
    } finally {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    rows.push(newsletterSendRow(emails, pace, send, outboxMailsPerAddress(path.join(dataDir, 'outbox'))));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  printTable(
    'Newsletter issue (embedded database, into the local outbox, batches of 100; goal ≥ 50 mails/s, each once)',
    newsletterSendHeader,
    rows,
  );
}

/** How many visitors subscribe while the mail queue's issue is sent. */
const mailQueueNewcomers = 40;

/**
 * The mail queue under Resend's limit (g). BENCH_MAIL_QUEUE_NEWCOMER_MS: one newcomer every this many
 * ms (default: spread over the send as it stretches with their welcomes, below the limit).
 */
async function benchMailQueue() {
  const port = 4780;
  const requestsPerSecond = 2;
  const batchSize = 100;
  const intervalMs =
    Number(process.env.BENCH_MAIL_QUEUE_NEWCOMER_MS) ||
    newcomerIntervalMs(newsletterSubscribers, batchSize, mailQueueNewcomers, requestsPerSecond);
  const dataDir = path.join(workDir, 'mail-queue-data');
  const emails = await prepareSubscribers(dataDir, newsletterSubscribers);
  // Resend's own limit, enforced by the fake on the bench's clock.
  const resend = new FakeResend();
  resend.requestsPerSecond = requestsPerSecond;
  resend.clock = { now: benchNow };
  const resendUrl = await resend.start();
  let run;
  try {
    const server = await startAdminServer(port, dataDir, path.join(workDir, 'mail-queue-site'), {
      RESEND_API_KEY: 're_bench_key',
      RESEND_BASE_URL: resendUrl,
      UNSUBSCRIBE_SECRET: 'bench-unsubscribe-secret-of-at-least-32-characters',
      NEWSLETTER_REQUESTS_PER_SECOND: String(requestsPerSecond),
      NEWSLETTER_BATCH_SIZE: String(batchSize),
    });
    try {
      run = await measureMailQueueUnderLimit(`http://127.0.0.1:${port}`, adminPassword, resend, {
        newcomers: mailQueueNewcomers,
        intervalMs,
        requestsPerSecond,
      });
    } finally {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
  } finally {
    await resend.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  printTable(
    'Mail queue under Resend’s limit (the Resend SDK to a fake that answers 429 past 2 requests a second, ' +
      'batches of 100, newcomers subscribing during the send; goals: welcome p95 ≤ 5,000 ms, each mail once, no 429)',
    mailQueueHeader,
    [mailQueueRow(emails, run)],
  );
  console.log(`\nGoals: ${mailQueueVerdict(emails, run)}.`);
}

function printTable(title: string, header: string[], rows: string[][]) {
  console.log(`\n${title}\n`);
  console.log(`| ${header.join(' | ')} |`);
  console.log(`|${header.map(() => '---').join('|')}|`);
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
}

try {
  console.log(`Node ${process.version}, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB`);
  // BENCH_ONLY_NEWSLETTER_SEND=1: the newsletter issue's part alone (f), a few minutes instead of the whole bench;
  // BENCH_ONLY_MAIL_QUEUE=1: the mail queue's part alone (g), about a minute on a quiet machine;
  // BENCH_ONLY_SUBSCRIPTIONS=1: the subscriptions' part alone (c), half a minute.
  const onlyOnePart =
    process.env.BENCH_ONLY_NEWSLETTER_SEND || process.env.BENCH_ONLY_MAIL_QUEUE || process.env.BENCH_ONLY_SUBSCRIPTIONS;
  if (process.env.BENCH_ONLY_NEWSLETTER_SEND) await benchNewsletterSend();
  if (process.env.BENCH_ONLY_MAIL_QUEUE) await benchMailQueue();
  if (process.env.BENCH_ONLY_SUBSCRIPTIONS) await benchNewsletterWrites();
  if (!onlyOnePart && !process.env.BENCH_SKIP_BUILD) await benchCatalogueSizes();
  if (!process.env.BENCH_ONLY_SIZES && !onlyOnePart) {
    await benchServing();
    await benchNewsletterWrites();
    await benchPublish();
    await benchImport();
    await benchNewsletterSend();
    await benchMailQueue();
  }
} finally {
  fs.rmSync(workDir, { recursive: true, force: true });
}
