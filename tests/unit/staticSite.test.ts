import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveStaticFile } from '../../src/server/local/staticSite.ts';

describe('resolveStaticFile', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-'));
  for (const file of ['index.html', 'species/3.html', 'docs/index.html', '_astro/app.1a2b.js', 'images/lake.svg', '.catalogue-version']) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), file);
  }
  const served = (pathname: string) => resolveStaticFile(root, pathname)?.file.slice(root.length + 1);

  it.each([
    ['/', 'index.html'],
    ['/species/3', 'species/3.html'],
    ['/species/3.html', 'species/3.html'],
    ['/docs', 'docs/index.html'],
    ['/docs/', 'docs/index.html'],
    ['/_astro/app.1a2b.js', '_astro/app.1a2b.js'],
    ['/images/lake.svg', 'images/lake.svg'],
  ])('serves %s from %s', (pathname, file) => {
    expect(served(pathname)).toBe(file);
  });

  it.each(['/missing', '/.catalogue-version', '/../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/species/%E0%A4%A', '/index.html%00.js'])('refuses %s', (pathname) => {
    expect(served(pathname)).toBeUndefined();
  });

  it('names the content type', () => {
    expect(resolveStaticFile(root, '/images/lake.svg')?.contentType).toBe('image/svg+xml');
    expect(resolveStaticFile(root, '/')?.contentType).toBe('text/html; charset=utf-8');
  });
});
