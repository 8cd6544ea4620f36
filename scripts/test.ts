// `npm test`: every check. The quick checks run beside the Vitest levels (the machine has two cores),
// then the browser tests alone; it ends with each step's time and one line
// of totals. TEST_DATABASE_URL (optional) adds real Postgres to the database tests; .ci/run sets it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

process.env.ASTRO_TELEMETRY_DISABLED = '1';
const resultsDir = path.resolve('test-results');
fs.mkdirSync(resultsDir, { recursive: true });

type Count = { passed: number; failed: number };
type Step = { title: string; command: string; args: string[]; env?: Record<string, string>; count?: () => Count };
type Outcome = { step: Step; seconds: number; startedAt: number; status: 'passed' | 'failed' | 'skipped' };

const vitestJson = path.join(resultsDir, 'vitest.json');
const netlifyJson = path.join(resultsDir, 'vitest-netlify.json');
const playwrightJson = path.join(resultsDir, 'playwright.json');

function vitestCount(file: string): Count {
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as { numPassedTests: number; numFailedTests: number };
  return { passed: report.numPassedTests, failed: report.numFailedTests };
}

function vitestStep(title: string, config: string, json: string): Step {
  return {
    title,
    command: 'vitest',
    args: ['run', '--config', config, '--reporter=default', '--reporter=json', `--outputFile.json=${json}`],
    count: () => vitestCount(json),
  };
}

const lint: Step = { title: 'Lint and format (ESLint, Prettier)', command: 'npm', args: ['run', '--silent', 'lint'] };
const typecheck: Step = { title: 'Type check', command: 'tsc', args: ['--noEmit', '-p', '.'] };
const vitest = vitestStep('Unit, integration and built-site tests (Vitest)', 'vitest.config.ts', vitestJson);
const netlifyParity = vitestStep(
  'Netlify parity (functions under @netlify/dev)',
  'vitest.netlify.config.ts',
  netlifyJson,
);
const chromium: Step = {
  title: 'Chromium for the browser tests',
  command: process.execPath,
  args: ['scripts/ensureChromium.ts'],
};
const playwright: Step = {
  title: 'Browser tests (Playwright against npm start)',
  command: 'playwright',
  args: ['test', '--reporter=list,json'],
  env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson },
  count: () => {
    const { stats } = JSON.parse(fs.readFileSync(playwrightJson, 'utf8')) as {
      stats: { expected: number; unexpected: number; flaky: number };
    };
    return { passed: stats.expected + stats.flaky, failed: stats.unexpected };
  },
};

/**
 * Each phase's lanes run side by side, the steps of a lane one after the other. The quick checks
 * share the cores with Vitest and fail fast. The Netlify parity test follows Vitest rather than
 * running beside it: beside Vitest's two workers its emulator's start-up build of the 49 functions
 * took over 4 minutes, near its hook's limit, for 2 min 27 s after it (clean clone, 2026-11-27). The
 * browser tests need both cores to themselves.
 */
const phases: Step[][][] = [[[typecheck, vitest, netlifyParity], [lint]], [[chromium, playwright]]];

const began = performance.now();
const outcomes: Outcome[] = [];
let failed = false;

/** Runs a step; alone it prints as it goes, beside another its output is printed whole when it ends. */
function run(step: Step, buffered: boolean): Promise<boolean> {
  return new Promise((resolve) => {
    const startedAt = performance.now();
    if (!buffered) console.log(`\n=== ${step.title} ===`);
    else console.log(`\n--- started: ${step.title} (its output follows when it ends) ---`);
    const child = spawn(step.command, step.args, {
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...step.env, ...(buffered ? { FORCE_COLOR: '1' } : {}) },
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    const finish = (ok: boolean, reason: string) => {
      const seconds = (performance.now() - startedAt) / 1000;
      if (buffered) {
        console.log(`\n=== ${step.title} ===`);
        process.stdout.write(Buffer.concat(output));
      }
      if (!ok) console.error(`\n${step.title} failed (${reason}).`);
      outcomes.push({ step, seconds, startedAt: (startedAt - began) / 1000, status: ok ? 'passed' : 'failed' });
      resolve(ok);
    };
    child.on('error', (error) => finish(false, error.message));
    child.on('close', (code, signal) => finish(code === 0, signal ? `killed by ${signal}` : `exit code ${code}`));
  });
}

async function runLane(lane: Step[], buffered: boolean): Promise<void> {
  for (const step of lane) {
    if (failed) {
      outcomes.push({ step, seconds: 0, startedAt: (performance.now() - began) / 1000, status: 'skipped' });
      continue;
    }
    if (!(await run(step, buffered))) failed = true;
  }
}

for (const lanes of phases) await Promise.all(lanes.map((lane) => runLane(lane, lanes.length > 1)));

const total: Count = { passed: 0, failed: 0 };
for (const { step } of outcomes) {
  try {
    const count = step.count?.();
    total.passed += count?.passed ?? 0;
    total.failed += count?.failed ?? 0;
  } catch {
    // No report: the runner failed before running tests; its exit code said so above.
  }
}
if (failed && total.failed === 0) total.failed = 1;

const clock = (seconds: number) =>
  seconds >= 60
    ? `${Math.floor(seconds / 60)} min ${String(Math.round(seconds % 60)).padStart(2, '0')} s`
    : `${seconds.toFixed(1)} s`;
const row = (title: string, start: string, time: string, result: string) =>
  `${title.padEnd(50)}${start.padEnd(13)}${time.padEnd(13)}${result}`;
console.log(`\n${row('Step', 'Start', 'Time', 'Result')}`);
for (const outcome of outcomes.toSorted((a, b) => a.startedAt - b.startedAt)) {
  console.log(row(outcome.step.title, clock(outcome.startedAt), clock(outcome.seconds), outcome.status));
}
console.log(row('All of npm test', '', clock((performance.now() - began) / 1000), failed ? 'failed' : 'passed'));
console.log(`\nTests: ${total.passed} passed, ${total.failed} failed`);
process.exit(failed ? 1 : 0);
