import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteVersion } from '../../src/server/localServer/buildSite.ts';

describe('siteVersion', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'project-'));
  fs.mkdirSync(path.join(root, 'src/pages'), { recursive: true });
  fs.writeFileSync(path.join(root, 'src/pages/index.astro'), '<h1>Hello</h1>');
  fs.writeFileSync(path.join(root, 'astro.config.mjs'), 'export default {}');

  it('is stable for the same catalogue and source', () => {
    expect(siteVersion(root, 'catalogue-1')).toBe(siteVersion(root, 'catalogue-1'));
  });

  it('changes with the catalogue, with a source file, and with a new file', () => {
    const before = siteVersion(root, 'catalogue-1');
    expect(siteVersion(root, 'catalogue-2')).not.toBe(before);
    fs.writeFileSync(path.join(root, 'src/pages/index.astro'), '<h1>Hello, biomes</h1>');
    const edited = siteVersion(root, 'catalogue-1');
    expect(edited).not.toBe(before);
    fs.writeFileSync(path.join(root, 'src/pages/about.astro'), '<h1>About</h1>');
    expect(siteVersion(root, 'catalogue-1')).not.toBe(edited);
  });
});
