import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  findRedirect,
  headersFor,
  matchNetlifyPath,
  readNetlifyRules,
} from '../../src/server/localServer/netlifyRules.ts';

describe('matchNetlifyPath', () => {
  it.each([
    ['/*', '/', { splat: '' }],
    ['/*', '/species/3', { splat: 'species/3' }],
    ['/_astro/*', '/_astro/index.abc.css', { splat: 'index.abc.css' }],
    ['/_astro/*', '/_astro', { splat: '' }],
    ['/biomes/:id', '/biomes/12', { id: '12' }],
    ['/biomes/:id', '/biomes/12/', { id: '12' }],
    ['/old.html', '/old.html', {}],
  ])('%s matches %s', (pattern, pathname, expected) => {
    expect(matchNetlifyPath(pattern, pathname)).toEqual(expected);
  });

  it.each([
    ['/biomes/:id', '/biomes'],
    ['/biomes/:id', '/biomes/12/photos'],
    ['/_astro/*', '/_astronaut'],
    ['/old.html', '/oldxhtml'],
  ])('%s does not match %s', (pattern, pathname) => {
    expect(matchNetlifyPath(pattern, pathname)).toBeUndefined();
  });
});

describe('netlify.toml rules', () => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rules-')), 'netlify.toml');
  fs.writeFileSync(
    file,
    `[[headers]]
  for = "/*"
  [headers.values]
    X-Frame-Options = "DENY"
    Cache-Control = "public, max-age=0"
[[headers]]
  for = "/_astro/*"
  [headers.values]
    Cache-Control = "public, max-age=31536000, immutable"
[[redirects]]
  from = "/biomes/:id"
  to = "/biomes/fallback"
  status = 200
[[redirects]]
  from = "/old/*"
  to = "/new/:splat"
  status = 301
  force = true
`,
  );
  const rules = readNetlifyRules(file);

  it('applies every matching header rule, later rules overriding earlier ones', () => {
    expect(headersFor(rules, '/_astro/a.js')).toEqual({
      'x-frame-options': 'DENY',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(headersFor(rules, '/species')).toEqual({ 'x-frame-options': 'DENY', 'cache-control': 'public, max-age=0' });
  });

  it('rewrites only when no file shadows the path, unless forced', () => {
    expect(findRedirect(rules, '/biomes/99', false)).toMatchObject({
      target: '/biomes/fallback',
      rule: { status: 200 },
    });
    expect(findRedirect(rules, '/biomes/3', true)).toBeUndefined();
    expect(findRedirect(rules, '/old/a/b', true)).toMatchObject({ target: '/new/a/b', rule: { status: 301 } });
  });

  it('reads the project netlify.toml', () => {
    const project = readNetlifyRules(path.resolve('netlify.toml'));
    expect(headersFor(project, '/_astro/x.css')['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(headersFor(project, '/')['x-content-type-options']).toBe('nosniff');
    // The search index's files are named after their content; its manifest, which names them, is not.
    expect(headersFor(project, '/search/0a1b/words/sn.json')['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(headersFor(project, '/search-index.json')['cache-control']).toBe('public, max-age=0, must-revalidate');
  });
});
