import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseSpeciesCount } from '../../scripts/bench/generatedDataDir.ts';
import { descendantsResidentKiB } from '../../scripts/bench/processTreeMemory.ts';
import { heaviestPage, htmlPages, pageWeight, searchIndexSize } from '../../scripts/bench/siteWeight.ts';
import { medianOfRuns } from '../../scripts/medianOfRuns.ts';
import { newsletterSendRow, outboxMailsPerAddress, percentile } from '../../scripts/bench/newsletterSend.ts';
import {
  mailQueueRow,
  mailQueueVerdict,
  newcomerIntervalMs,
  type MailQueueRun,
} from '../../scripts/bench/mailQueueUnderLimit.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

function builtSite(files: Record<string, string>): string {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-site-'));
  folders.push(siteDir);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(siteDir, file)), { recursive: true });
    fs.writeFileSync(path.join(siteDir, file), text);
  }
  return siteDir;
}

/** Text that hardly compresses (a linear congruential generator's letters): its compressed size follows its length. */
function noise(length: number): string {
  let state = 1;
  return Array.from({ length }, () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return String.fromCharCode(33 + (state % 90));
  }).join('');
}

describe('the catalogue sizes the bench and Lighthouse take', () => {
  it('reads "demo" as the demo catalogue and a whole number as that many generated species', () => {
    expect(parseSpeciesCount('demo', 'BENCH_SPECIES')).toBeUndefined();
    expect(parseSpeciesCount('10000', 'BENCH_SPECIES')).toBe(10_000);
  });

  it.each(['0', '1.5', 'ten', ''])('refuses %j, naming the setting', (value) => {
    expect(() => parseSpeciesCount(value, 'LIGHTHOUSE_SPECIES')).toThrow(/LIGHTHOUSE_SPECIES takes "demo" or a whole/);
  });
});

describe('what the bench weighs in a built site', () => {
  it('counts the pages and weighs /species raw and compressed', () => {
    const listing = `<ul>${'<li>Amber Reef Shrimp</li>'.repeat(500)}</ul>`;
    const siteDir = builtSite({ 'species.html': listing, 'species/1.html': 'one', 'index.html': 'home', 'a.css': '' });
    expect(htmlPages(siteDir)).toHaveLength(3);
    const weight = pageWeight(siteDir, '/species')!;
    expect(weight.raw).toBe(listing.length);
    expect(weight.gzip).toBeLessThan(weight.raw / 10);
    expect(weight.brotli).toBeLessThan(weight.gzip);
    expect(pageWeight(siteDir, '/resources')).toBeUndefined();
  });

  it('names the page that costs the most compressed bytes, not the longest one', () => {
    const siteDir = builtSite({ 'species.html': 'a'.repeat(50_000), 'species/7.html': noise(5_000) });
    expect(heaviestPage(siteDir).pathname).toBe('/species/7');
  });

  it('sizes the search index when the build made one, and says so when it did not', () => {
    expect(searchIndexSize(builtSite({ 'index.html': 'home' }))).toBeUndefined();
    const siteDir = builtSite({
      'search/0a1b/words/sn.json': 'x'.repeat(100),
      'search/0a1b/cards/0.json': 'y'.repeat(50),
    });
    expect(searchIndexSize(siteDir)).toEqual({ files: 2, bytes: 150 });
  });
});

describe('the peak memory of a build', () => {
  it('counts the memory of the processes a process started', async () => {
    const before = descendantsResidentKiB(process.pid);
    // A child holding 64 MiB, touched so that it is resident.
    const child = spawn(process.execPath, [
      '-e',
      'const b = Buffer.alloc(64 * 2 ** 20, 1); console.log("ready"); setTimeout(() => b, 10000)',
    ]);
    try {
      await new Promise((resolve) => child.stdout.once('data', resolve));
      expect(descendantsResidentKiB(process.pid) - before).toBeGreaterThan(60 * 1024);
    } finally {
      child.kill();
    }
  });
});

describe('the median of the runs Lighthouse repeats', () => {
  /** A measurement giving `figures` in turn, which notes how many of its runs were under way at once. */
  function measuring(figures: number[]) {
    const seen = { runs: 0, mostAtOnce: 0 };
    let underWay = 0;
    const measure = async () => {
      underWay += 1;
      seen.mostAtOnce = Math.max(seen.mostAtOnce, underWay);
      await new Promise((resolve) => setTimeout(resolve, 5));
      underWay -= 1;
      return { ms: figures[seen.runs++]! };
    };
    return { seen, measure };
  }

  it('runs the measurement the number of times asked, one run after the other', async () => {
    const { seen, measure } = measuring([30, 10, 20]);
    const judged = await medianOfRuns({ runs: 3, measure, figure: (result) => result.ms, budget: 100 });
    expect(seen).toEqual({ runs: 3, mostAtOnce: 1 });
    expect(judged.results).toEqual([{ ms: 30 }, { ms: 10 }, { ms: 20 }]);
  });

  it('sorts the figures and judges the middle one, the higher middle one of an even count', async () => {
    const odd = await medianOfRuns({ runs: 3, ...measuring([300, 5, 40]), figure: (result) => result.ms, budget: 50 });
    expect(odd).toMatchObject({ figures: [5, 40, 300], median: 40, withinBudget: true });
    const even = await medianOfRuns({ runs: 4, ...measuring([9, 2, 7, 4]), figure: (result) => result.ms, budget: 7 });
    expect(even).toMatchObject({ figures: [2, 4, 7, 9], median: 7, withinBudget: false });
  });

  it('misses the budget with a median at the budget, not only above it', async () => {
    const figure = (result: { ms: number }) => result.ms;
    expect((await medianOfRuns({ runs: 1, ...measuring([200]), figure, budget: 200 })).withinBudget).toBe(false);
    expect((await medianOfRuns({ runs: 1, ...measuring([199.9]), figure, budget: 200 })).withinBudget).toBe(true);
  });

  it.each([0, -1, 1.5])('refuses %d runs', async (runs) => {
    const { measure } = measuring([1]);
    await expect(medianOfRuns({ runs, measure, figure: (result) => result.ms, budget: 1 })).rejects.toThrow(
      /at least one run/,
    );
  });
});

describe('the newsletter issue’s figures', () => {
  const outbox = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-outbox-'));
    folders.push(dir);
    return dir;
  };
  const mail = (dir: string, subscriberId: number, to: string, suffix = 'abcdef') => {
    const base = path.join(dir, `2026-11-28T10-00-00-000Z-newsletter-issue-${subscriberId}-${suffix}`);
    fs.writeFileSync(`${base}.json`, JSON.stringify({ to }));
    fs.writeFileSync(`${base}.html`, '<p>Hello</p>');
  };
  const send = { seconds: 4, readMs: [10, 20, 30, 40] };

  it('counts each address’s mails of the issue in the outbox, and nothing else', () => {
    const dir = outbox();
    mail(dir, 1, 'a@bench.example');
    mail(dir, 2, 'b@bench.example');
    mail(dir, 2, 'b@bench.example', '012345');
    fs.writeFileSync(path.join(dir, '2026-11-28T10-00-00-000Z-welcome-3-abcdef.json'), '{"to":"c@bench.example"}');
    expect(outboxMailsPerAddress(dir)).toEqual(
      new Map([
        ['a@bench.example', 1],
        ['b@bench.example', 2],
      ]),
    );
  });

  it('gives the row when each subscriber got exactly one mail, and refuses otherwise', () => {
    const emails = ['a@bench.example', 'b@bench.example'];
    expect(newsletterSendRow(emails, '2', send, new Map(emails.map((email) => [email, 1])))).toEqual([
      '2',
      '2',
      '4.0',
      '1',
      'yes',
      '4',
      '20.0',
      '40.0',
      '40.0',
    ]);
    expect(() =>
      newsletterSendRow(
        emails,
        '2',
        send,
        new Map([
          ['a@bench.example', 1],
          ['b@bench.example', 2],
        ]),
      ),
    ).toThrow('1 subscribers did not get exactly one mail, e.g. b@bench.example (2)');
    expect(() => newsletterSendRow(emails, '2', send, new Map([['a@bench.example', 1]]))).toThrow(
      'e.g. b@bench.example (0)',
    );
    const stranger = new Map([...emails.map((email) => [email, 1] as const), ['x@bench.example', 1]]);
    expect(() => newsletterSendRow(emails, '2', send, stranger)).toThrow('3 addresses got any');
  });

  it('reads percentiles as the nearest rank', () => {
    expect(percentile([40, 10, 30, 20], 50)).toBe(20);
    expect(percentile([40, 10, 30, 20], 95)).toBe(40);
    expect(percentile([7], 50)).toBe(7);
  });
});

describe('the mail queue’s figures under Resend’s limit', () => {
  const subscribers = ['a@bench.example', 'b@bench.example'];
  /** Two newcomers: one welcomed 500 ms after subscribing, during the send; one 7 s after, after a 429. */
  const run = (changes: Partial<MailQueueRun> = {}): MailQueueRun => ({
    requestsPerSecond: 2,
    newcomerIntervalMs: 600,
    sendSeconds: 2,
    sendWindow: { from: 0, to: 5000 },
    rateLimited: 1,
    refusedWelcomes: new Map([['n2@bench.example', 1]]),
    refusedBatches: 0,
    newcomers: [
      { email: 'n1@bench.example', subscribedAt: 1000 },
      { email: 'n2@bench.example', subscribedAt: 2000 },
    ],
    welcomeArrivals: new Map([
      ['n1@bench.example', [1500]],
      ['n2@bench.example', [9000]],
    ]),
    deliveries: new Map([...subscribers, 'n1@bench.example', 'n2@bench.example'].map((email) => [email, 1])),
    ...changes,
  });

  it('spreads the newcomers over the send they stretch, under the limit', () => {
    // 20 batches and 40 welcomes at 2 a second take 30 s: 40 newcomers over 30 s.
    expect(newcomerIntervalMs(2000, 100, 40, 2)).toBe(750);
    expect(newcomerIntervalMs(200, 100, 10, 2)).toBe(600);
  });

  it('gives the pace, the refusals, the checks and the welcomes’ latency from subscription to the fake', () => {
    expect(mailQueueRow(subscribers, run())).toEqual([
      '2',
      '2',
      '2.0',
      '1',
      '1',
      'yes',
      '2, 600 ms',
      '1',
      '500',
      '7000',
      '7000',
      'yes',
    ]);
  });

  it('says no when a newcomer got the issue too, or a welcome twice, or none', () => {
    const twice = run({
      welcomeArrivals: new Map([
        ['n1@bench.example', [1500, 3000]],
        ['n2@bench.example', [9000]],
      ]),
      deliveries: new Map([...subscribers, 'n2@bench.example', 'n1@bench.example'].map((email) => [email, 1])),
    });
    twice.deliveries.set('n1@bench.example', 2);
    expect(mailQueueRow(subscribers, twice).slice(5)).toEqual([
      'yes',
      '2, 600 ms',
      '1',
      '500',
      '7000',
      '7000',
      'no: 1, e.g. n1@bench.example (2)',
    ]);
    const issueToNewcomer = run();
    issueToNewcomer.deliveries.set('n1@bench.example', 2);
    expect(mailQueueRow(subscribers, issueToNewcomer)[5]).toBe('no');
    const subscriberTwice = run();
    subscriberTwice.deliveries.set('b@bench.example', 2);
    expect(mailQueueRow(subscribers, subscriberTwice)[5]).toBe('no');
    const missing = run({ welcomeArrivals: new Map([['n1@bench.example', [1500]]]) });
    missing.deliveries.delete('n2@bench.example');
    expect(mailQueueRow(subscribers, missing).slice(8)).toEqual([
      '500',
      '500',
      '500',
      'no: 1, e.g. n2@bench.example (0)',
    ]);
    expect(mailQueueVerdict(subscribers, missing)).toMatch(/^welcome within 5,000 ms \(p95\): missed \(1 of 2 later/);
  });

  it('judges the goals, and says what a miss came from', () => {
    expect(mailQueueVerdict(subscribers, run())).toBe(
      'welcome within 5,000 ms (p95): missed (1 of 2 later than 5 s, 1 of them refused with 429 first); ' +
        'each mail once: held; no 429: missed (1: 1 welcome calls, 0 batch calls)',
    );
    const quick = run({
      rateLimited: 0,
      refusedWelcomes: new Map(),
      welcomeArrivals: new Map([
        ['n1@bench.example', [1500]],
        ['n2@bench.example', [7000]],
      ]),
    });
    expect(mailQueueVerdict(subscribers, quick)).toBe(
      'welcome within 5,000 ms (p95): held (0 of 2 later than 5 s); each mail once: held; no 429: held',
    );
  });
});
