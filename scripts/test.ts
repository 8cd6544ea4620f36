// `npm test`: every check, in the order that fails fastest, ending with one summary line.
// TEST_DATABASE_URL (optional) adds real Postgres to the database tests; .ci/run sets it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

process.env.ASTRO_TELEMETRY_DISABLED = '1';
const resultsDir = path.resolve('test-results');
fs.mkdirSync(resultsDir, { recursive: true });

type Count = { passed: number; failed: number };
type Step = { title: string; command: string; args: string[]; env?: Record<string, string>; count?: () => Count };

const vitestJson = path.join(resultsDir, 'vitest.json');
const netlifyJson = path.join(resultsDir, 'vitest-netlify.json');
const playwrightJson = path.join(resultsDir, 'playwright.json');

function vitestCount(file: string): Count {
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as { numPassedTests: number; numFailedTests: number };
  return { passed: report.numPassedTests, failed: report.numFailedTests };
}

const steps: Step[] = [
  { title: 'Lint and format (ESLint, Prettier)', command: 'npm', args: ['run', '--silent', 'lint'] },
  { title: 'Type check', command: 'tsc', args: ['--noEmit', '-p', '.'] },
  {
    title: 'Unit and integration tests',
    command: 'vitest',
    args: ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`],
    count: () => vitestCount(vitestJson),
  },
  {
    title: 'Netlify parity (functions under @netlify/dev)',
    command: 'vitest',
    args: [
      'run',
      '--config',
      'vitest.netlify.config.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${netlifyJson}`,
    ],
    count: () => vitestCount(netlifyJson),
  },
  { title: 'Chromium for the browser tests', command: process.execPath, args: ['scripts/ensureChromium.ts'] },
  {
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
  },
];

const total: Count = { passed: 0, failed: 0 };
let exitCode = 0;
for (const step of steps) {
  console.log(`\n=== ${step.title} ===`);
  const result = spawnSync(step.command, step.args, { stdio: 'inherit', env: { ...process.env, ...step.env } });
  if (step.count) {
    try {
      const count = step.count();
      total.passed += count.passed;
      total.failed += count.failed;
    } catch {
      // No report: the runner failed before running tests; its exit code says so below.
    }
  }
  if (result.status !== 0) {
    console.error(`\n${step.title} failed (${result.error?.message ?? `exit code ${result.status}`}).`);
    exitCode = result.status || 1;
    break;
  }
}
if (exitCode !== 0 && total.failed === 0) total.failed = 1;
console.log(`\nTests: ${total.passed} passed, ${total.failed} failed`);
process.exit(exitCode);
