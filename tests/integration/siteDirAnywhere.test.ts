import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/server/localServer/buildSite.ts';

/**
 * SITE_DIR outside the project builds like dist/; one that would harm the project stops `npm start`
 * in one sentence.
 */
describe('SITE_DIR', () => {
  const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'closed-biomes-site-dir-'));

  afterAll(() => fs.rmSync(outside, { recursive: true, force: true }));

  it('builds into a folder outside the project, one that does not exist yet', { timeout: 300_000 }, async () => {
    const siteDir = path.join(outside, 'not', 'yet', 'site');
    await buildSite({ projectRoot: path.resolve('.'), siteDir, output: 'ignore' });
    expect(fs.readFileSync(path.join(siteDir, 'index.html'), 'utf8')).toContain(
      'Experience Multiple Ecosystems in One',
    );
    expect(fs.existsSync(`${siteDir}.next`)).toBe(false);
  });

  it('refuses the project folder itself at start, before anything is opened', { timeout: 60_000 }, async () => {
    const child = spawn(process.execPath, ['scripts/start.ts'], {
      env: { ...process.env, SITE_DIR: '.', DATA_DIR: path.join(outside, 'data'), PORT: '4510' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(output.trim()).toBe(
      `Cannot start: SITE_DIR "${path.resolve('.')}" is the project folder or holds it; ` +
        'set it to a folder of its own, such as dist.',
    );
    expect(fs.existsSync(path.join(outside, 'data'))).toBe(false);
  });
});
