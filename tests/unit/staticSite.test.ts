import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentTypeOf, resolveStaticFile } from '../../src/server/localServer/staticSite.ts';

describe('resolveStaticFile', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-'));
  for (const file of [
    'index.html',
    'species/3.html',
    'docs/index.html',
    '_astro/app.1a2b.js',
    'images/lake.svg',
    '.catalogue-version',
  ]) {
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

  it.each([
    '/missing',
    '/.catalogue-version',
    '/../etc/passwd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/species/%E0%A4%A',
    '/index.html%00.js',
  ])('refuses %s', (pathname) => {
    expect(served(pathname)).toBeUndefined();
  });

  it('names the content type', () => {
    expect(resolveStaticFile(root, '/images/lake.svg')?.contentType).toBe('image/svg+xml');
    expect(resolveStaticFile(root, '/')?.contentType).toBe('text/html; charset=utf-8');
  });

  it('treats a path no file can have as no file, not as a failure', () => {
    expect(resolveStaticFile(root, `/${'a'.repeat(300)}`)).toBeUndefined();
    expect(resolveStaticFile(root, '/index.html/child')).toBeUndefined();
  });
});

describe('contentTypeOf', () => {
  it.each([
    ['app.js', 'text/javascript; charset=utf-8'],
    ['style.css', 'text/css; charset=utf-8'],
    ['sitemap-0.xml', 'text/xml; charset=utf-8'],
    ['site.webmanifest', 'application/manifest+json; charset=utf-8'],
    ['data.json', 'application/json; charset=utf-8'],
    ['log.csv', 'text/csv; charset=utf-8'],
    ['guide.pdf', 'application/pdf'],
    ['photo.WEBP', 'image/webp'],
    ['font.woff2', 'font/woff2'],
    ['favicon.ico', 'image/x-icon'],
    ['archive.unknown', 'application/octet-stream'],
  ])('names %s %s', (file, type) => {
    expect(contentTypeOf(`/site/${file}`)).toBe(type);
  });
});
