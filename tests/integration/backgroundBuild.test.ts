import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { backgroundBuildNiceness, buildSite } from '../../src/server/localServer/buildSite.ts';

/**
 * A publish rebuilds the site while the server answers visitors: the build runs at a lower CPU
 * priority than the server. A stand-in for astro (the project's `node_modules/astro/bin/astro.mjs`)
 * writes the niceness it runs at, and that of a worker it starts, into the site it "builds".
 */
describe('buildSite', () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
  });

  function projectWithFakeAstro(): { projectRoot: string; siteDir: string } {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'closed-biomes-build-'));
    folders.push(root);
    const projectRoot = path.join(root, 'project');
    const bin = path.join(projectRoot, 'node_modules', 'astro', 'bin');
    fs.mkdirSync(bin, { recursive: true });
    fs.writeFileSync(
      path.join(bin, 'astro.mjs'),
      `import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
const outDir = process.env.ASTRO_OUT_DIR;
fs.mkdirSync(outDir, { recursive: true });
const printNiceness = 'process.stdout.write(String(require("node:os").getPriority()))';
const worker = execFileSync(process.execPath, ['-e', printNiceness]);
const niceness = { build: os.getPriority(), worker: Number(worker) };
fs.writeFileSync(path.join(outDir, 'niceness.json'), JSON.stringify(niceness));
`,
    );
    return { projectRoot, siteDir: path.join(root, 'site') };
  }

  const nicenessOf = (siteDir: string) => JSON.parse(fs.readFileSync(path.join(siteDir, 'niceness.json'), 'utf8'));

  it('runs a background build, and the workers it starts, at a lower priority than the server', async () => {
    const { projectRoot, siteDir } = projectWithFakeAstro();
    await buildSite({ projectRoot, siteDir, output: 'ignore', background: true });
    expect(os.getPriority(), 'the server runs at a normal priority').toBeLessThan(backgroundBuildNiceness);
    expect(nicenessOf(siteDir)).toEqual({ build: backgroundBuildNiceness, worker: backgroundBuildNiceness });
  });

  it('runs the start-up build at the server’s own priority', async () => {
    const { projectRoot, siteDir } = projectWithFakeAstro();
    await buildSite({ projectRoot, siteDir, output: 'ignore' });
    expect(nicenessOf(siteDir)).toEqual({ build: os.getPriority(), worker: os.getPriority() });
  });
});
