// `npm run lighthouse`: Lighthouse (mobile, simulated throttling) against the local server in Debian
// Chromium for every public page type, and the compressed bytes each page costs. Prints a table and
// exits non-zero when a budget is missed:
//   performance = 100, accessibility / best practices / SEO = 100, CLS = 0, TBT < 50 ms,
//   home page HTML + its render-blocking CSS (linked from the head) <= 14 KB compressed (one round trip),
//   the first keystroke in the species search and the first tap on a biome filter < 200 ms at 4x CPU (INP).
// LIGHTHOUSE_SPECIES=1000 audits a site built from that many generated species
// (src/server/db/seed/generatedSpecies.ts) instead of the demo catalogue.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../tests/e2e/support/chromium.ts';
import { parseSpeciesCount, prepareDataDir } from './bench/generatedDataDir.ts';
import {
  cpuSlowdown,
  firstInteractions,
  measureFirstInteraction,
  shortestReportedMs,
} from './firstInteractionLatency.ts';
import { measureSearchAnswer } from './searchAnswerLatency.ts';
import { measureAdminFirstPaint } from './adminFirstPaint.ts';
import { medianOfRuns, type JudgedRuns } from './medianOfRuns.ts';

process.env.ASTRO_TELEMETRY_DISABLED = '1';
const port = Number(process.env.LIGHTHOUSE_PORT) || 4660;
const origin = `http://127.0.0.1:${port}`;
const speciesCount = parseSpeciesCount(process.env.LIGHTHOUSE_SPECIES || 'demo', 'LIGHTHOUSE_SPECIES');
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'closed-biomes-lighthouse-'));
/** When set, each page's full Lighthouse report (JSON) is saved there, to see what a score is made of. */
const reportsDir = process.env.LIGHTHOUSE_REPORTS_DIR;
const dataDir = path.join(workDir, 'data');

/**
 * One page of each type; the detail pages use the first biome of /api/biomes, the first species
 * card of /species (the whole species list is 12 MB at 10,000 species) and the first post of
 * /journal. Lighthouse refuses to audit a page answered with 404, so the not-found pages are left to
 * the axe crawl of the tests.
 */
const pages = [
  '/',
  '/biomes/{biome}',
  '/species',
  '/species/{species}',
  '/resources',
  '/journal',
  '/journal/{post}',
  '/coming-soon',
  '/privacy',
  '/terms',
  '/accessibility',
];

const adminPassword = 'lighthouse audit password, local only';

function startServer(): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    // Built for this origin, so canonical links and the sitemap name the pages Lighthouse visits.
    const child = spawn(process.execPath, ['scripts/start.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SITE_DIR: path.join(workDir, 'site'),
        SITE_URL: origin,
        // A password of this audit's own, for the admin screen's measurement.
        ADMIN_PASSWORD: adminPassword,
        ADMIN_PASSWORD_HASH: '',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout!.on('data', (chunk) => {
      output += chunk;
      if (output.includes('is running at')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`the server exited with ${code}:\n${output}`)));
  });
}

async function compressedSize(url: string): Promise<number> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  return zlib.brotliCompressSync(Buffer.from(await response.arrayBuffer())).length;
}

/** The modules a script imports statically (`import … from "./x.js"`, `import "./x.js"`), which load with it. */
function staticImports(code: string): string[] {
  return [...code.matchAll(/\b(?:import|export)\s*(?:[^"'();]*?\bfrom\s*)?["']([^"']+\.js)["']/g)].map(
    (match) => match[1]!,
  );
}

/**
 * The HTML, and the CSS and JS it loads, each as the brotli bytes the server sends: the CSS linked
 * from the head (render-blocking) apart from the CSS linked from the body. Each script is
 * counted once, with every chunk it imports statically: islands share chunks (React, the renderer),
 * and the page pays for each only once.
 */
async function pageWeight(url: string) {
  const html = await (await fetch(url)).text();
  const weight = { html: await compressedSize(url), css: 0, bodyCss: 0, js: 0 };
  // A stylesheet in the head holds up the first paint; one linked in the body only what follows it.
  const headEnd = html.indexOf('</head>');
  const stylesheets = new Map<string, 'css' | 'bodyCss'>();
  for (const match of html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)) {
    const href = new URL(match[1]!, url).href;
    if (!stylesheets.has(href)) stylesheets.set(href, match.index < headEnd ? 'css' : 'bodyCss');
  }
  for (const [stylesheet, kind] of stylesheets) weight[kind] += await compressedSize(stylesheet);

  // Scripts the page names, the ones its inline modules import, and the islands' renderer and component.
  const inlineModules = [...html.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)].flatMap((match) =>
    staticImports(match[1]!),
  );
  const named = [
    ...html.matchAll(
      /<(?:link[^>]+rel="modulepreload"[^>]+href|script[^>]+src)="([^"]+)"|(?:component-url|renderer-url)="([^"]+)"/g,
    ),
  ].map((match) => match[1] ?? match[2]!);
  const pending = [...inlineModules, ...named].map((script) => new URL(script, url).href);
  const counted = new Set<string>();
  while (pending.length > 0) {
    const script = pending.pop()!;
    if (counted.has(script)) continue;
    counted.add(script);
    const code = Buffer.from(await (await fetch(script, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer());
    weight.js += zlib.brotliCompressSync(code).length;
    pending.push(...staticImports(code.toString('utf8')).map((imported) => new URL(imported, script).href));
  }
  return weight;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
/** One row of a Markdown table. */
const tableRow = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
/** INP's 'good' bound. */
const firstInteractionBudgetMs = 200;
/** Each browser figure is measured this many times, each in a fresh context (an empty cache); the median is judged. */
const runs = 3;

/** A table row of a figure measured {@link runs} times: what, where, each run smallest first, the median. */
function runsRow(
  what: string,
  where: string,
  { figures, median }: JudgedRuns<unknown>,
  shown: (ms: number) => string | number = Math.round,
) {
  return tableRow([what, where, figures.map(shown).join(', '), shown(median)]);
}

async function checkFirstInteractions(browser: Browser, failures: string[]): Promise<void> {
  console.log(`\n| first interaction (phone, CPU ${cpuSlowdown}x slower) | page | INP ms, each run | median |`);
  console.log('|---|---|---|---|');
  for (const interaction of firstInteractions) {
    const judged = await medianOfRuns({
      runs,
      measure: () => measureFirstInteraction(browser, origin, interaction),
      // No entry means the interaction painted within the shortest latency Chromium reports.
      figure: (latencyMs) => latencyMs ?? 0,
      budget: firstInteractionBudgetMs,
    });
    const shown = (ms: number) => (ms === 0 ? `< ${shortestReportedMs}` : String(Math.round(ms)));
    console.log(runsRow(interaction.name, interaction.pathname, judged, shown));
    if (!judged.withinBudget)
      failures.push(
        `${interaction.pathname}: ${interaction.name} ${Math.round(judged.median)} ms >= ${firstInteractionBudgetMs}`,
      );
  }
}
/** The species typed is on screen within this long of the keystroke, at any catalogue size. */
const searchAnswerBudgetMs = 300;

async function checkSearchAnswer(browser: Browser, failures: string[]): Promise<void> {
  const judged = await medianOfRuns({
    runs,
    measure: () => measureSearchAnswer(browser, origin),
    figure: (result) => result.latencyMs,
    budget: searchAnswerBudgetMs,
  });
  console.log(
    `\n| species search (phone, CPU ${cpuSlowdown}x slower) | names typed | ms to the card, each run | median |`,
  );
  console.log('|---|---|---|---|');
  const names = judged.results.map((result) => result.name).join(', ');
  console.log(runsRow('keystroke → card shown', names, judged));
  const median = Math.round(judged.median);
  if (!judged.withinBudget)
    failures.push(`/species: the searched species showed ${median} ms after its keystroke >= ${searchAnswerBudgetMs}`);
}

/** Species Management shows its first species within this long, and never asks for every species. */
const adminFirstRowBudgetMs = 1000;

async function checkAdminFirstPaint(browser: Browser, failures: string[]): Promise<void> {
  const judged = await medianOfRuns({
    runs,
    measure: () => measureAdminFirstPaint(browser, origin, adminPassword),
    figure: (result) => result.firstRowMs,
    budget: adminFirstRowBudgetMs,
  });
  console.log('\n| admin screen (desktop) | its species requests | ms to the first row, each run | median |');
  console.log('|---|---|---|---|');
  const requests = [...new Set(judged.results.flatMap((result) => result.speciesRequests))].join(', ');
  console.log(runsRow('/admin/species', requests, judged));
  if (!judged.withinBudget)
    failures.push(
      `/admin/species: first species shown after ${Math.round(judged.median)} ms >= ${adminFirstRowBudgetMs}`,
    );
  if (judged.results.some((result) => result.wholeListAsked)) failures.push('/admin/species asked for every species');
}

let server: ChildProcess | undefined;
let chrome: chromeLauncher.LaunchedChrome | undefined;
let browser: Browser | undefined;
const failures: string[] = [];
try {
  // The server builds the site from this database as it starts.
  if (speciesCount !== undefined) await prepareDataDir(dataDir, speciesCount);
  console.log(`Catalogue: ${speciesCount === undefined ? 'the demo species' : `${speciesCount} generated species`}`);
  server = await startServer();
  const [biome] = (await (await fetch(`${origin}/api/biomes`)).json()) as { id: number }[];
  const species = /href="\/species\/(\d+)"/.exec(await (await fetch(`${origin}/species`)).text())?.[1];
  if (!species) throw new Error('/species shows no species card to audit.');
  const post = /href="\/journal\/([a-z0-9-]+)"/.exec(await (await fetch(`${origin}/journal`)).text())?.[1];
  if (!post) throw new Error('/journal shows no post to audit.');
  chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ['--headless=new', ...chromiumArgs] });

  console.log(
    '\n| page | perf | a11y | best practices | SEO | LCP ms | TBT ms | CLS ' +
      '| HTML KB | head CSS KB | body CSS KB | JS KB |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const template of pages) {
    const pathname = template
      .replace('{biome}', String(biome!.id))
      .replace('{species}', species)
      .replace('{post}', post);
    const url = `${origin}${pathname}`;
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) {
      failures.push(`${pathname}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
      continue;
    }
    if (reportsDir) {
      fs.mkdirSync(reportsDir, { recursive: true });
      fs.writeFileSync(
        path.join(reportsDir, `${pathname === '/' ? 'home' : pathname.slice(1).replaceAll('/', '-')}.json`),
        result.report as string,
      );
    }
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const lcp = audits['largest-contentful-paint']?.numericValue ?? NaN;
    const tbt = audits['total-blocking-time']?.numericValue ?? NaN;
    const cls = audits['cumulative-layout-shift']?.numericValue ?? NaN;
    const weight = await pageWeight(url);
    const scores = ['performance', 'accessibility', 'best-practices', 'seo'].map(score);
    const vitals = [lcp.toFixed(0), tbt.toFixed(0), cls.toFixed(3)];
    const weights = [weight.html, weight.css, weight.bodyCss, weight.js].map(kb);
    console.log(tableRow([pathname, ...scores, ...vitals, ...weights]));

    if (score('performance') < 100) failures.push(`${pathname}: performance ${score('performance')} < 100`);
    for (const id of ['accessibility', 'best-practices', 'seo']) {
      if (score(id) < 100) {
        const missed = Object.values(audits).filter(
          (audit) =>
            audit.score !== null &&
            audit.score < 1 &&
            result.lhr.categories[id]?.auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0),
        );
        failures.push(`${pathname}: ${id} ${score(id)} (${missed.map((audit) => audit.id).join(', ')})`);
      }
    }
    if (cls > 0) failures.push(`${pathname}: CLS ${cls.toFixed(3)} > 0`);
    if (tbt >= 50) failures.push(`${pathname}: TBT ${tbt.toFixed(0)} ms >= 50`);
    if (pathname === '/' && weight.html + weight.css > 14 * 1024)
      failures.push(`/: HTML + head CSS ${kb(weight.html + weight.css)} KB > 14 KB`);
  }
  // One browser for every measurement, a fresh context for each run.
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  await checkFirstInteractions(browser, failures);
  await checkSearchAnswer(browser, failures);
  await checkAdminFirstPaint(browser, failures);
} finally {
  await browser?.close();
  await chrome?.kill();
  server?.kill('SIGTERM');
  if (server) await new Promise((resolve) => server!.once('exit', resolve));
  fs.rmSync(workDir, { recursive: true, force: true });
}
if (failures.length > 0) {
  console.error(`\nBudgets missed:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('\nEvery budget holds.');
