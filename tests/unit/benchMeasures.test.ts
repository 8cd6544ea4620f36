import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseSpeciesCount } from '../../scripts/bench/generatedDataDir.ts';
import { descendantsResidentKiB } from '../../scripts/bench/processTreeMemory.ts';
import { heaviestPage, htmlPages, pageWeight, searchIndexSize } from '../../scripts/bench/siteWeight.ts';

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
