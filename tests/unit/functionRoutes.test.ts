import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  loadFunctionRoutes,
  matchFunctionRoute,
  type FunctionRoute,
} from '../../src/server/localServer/functionRoutes.ts';

function route(name: string, pathname: string, methods?: string[]): FunctionRoute {
  const prefix = pathname.split(/[:*({?+\\]/)[0]!;
  return {
    name,
    patterns: [{ prefix, literal: prefix === pathname, pattern: new URLPattern({ pathname }) }],
    methods,
    handler: () => new Response(name),
  };
}

// Functions sharing a path name their methods; the method decides, not the order.
const routes = [
  route('getSpecies', '/api/species/:id', ['GET']),
  route('editSpecies', '/api/species/:id', ['PATCH']),
  route('removeSpecies', '/api/species/:id', ['DELETE']),
  route('listSpecies', '/api/species', ['GET']),
  route('addSpecies', '/api/species', ['POST']),
  route('getBiome', '/api/biomes/:id'),
];

describe('matchFunctionRoute with config.method', () => {
  it.each([
    ['GET', '/api/species/4', 'getSpecies', { id: '4' }],
    ['HEAD', '/api/species/4', 'getSpecies', { id: '4' }],
    ['PATCH', '/api/species/4', 'editSpecies', { id: '4' }],
    ['DELETE', '/api/species/4', 'removeSpecies', { id: '4' }],
    ['PUT', '/api/species/4', undefined, undefined],
    ['PUT', '/api/biomes/2', 'getBiome', { id: '2' }],
    ['GET', '/api/species', 'listSpecies', {}],
    ['POST', '/api/species', 'addSpecies', {}],
  ])('%s %s goes to %s', (method, pathname, name, params) => {
    if (name === undefined) return expect(matchFunctionRoute(routes, pathname, method)).toBeUndefined();
    const matched = matchFunctionRoute(routes, pathname, method);
    expect(matched?.route.name).toBe(name);
    expect(matched?.params).toEqual(params);
  });

  it('a path no function claims matches nothing', () => {
    expect(matchFunctionRoute(routes, '/api/nothing', 'GET')).toBeUndefined();
  });
});

describe('loadFunctionRoutes', () => {
  const functionsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'function-routes-'));
  afterAll(() => fs.rmSync(functionsDir, { recursive: true, force: true }));
  const writeFunction = (file: string, config: object) =>
    fs.writeFileSync(
      path.join(functionsDir, file),
      `export default () => new Response('${file}');\nexport const config = ${JSON.stringify(config)};\n`,
    );

  it('routes each function by its own config.path, literal paths and paths with parameters alike', async () => {
    writeFunction('biome.mjs', { path: '/api/biomes/:id' });
    writeFunction('biomes.mjs', { path: '/api/biomes' });
    writeFunction('media.mjs', { path: ['/media/*', '/api/media/:key'], method: 'GET' });
    const loaded = await loadFunctionRoutes(functionsDir);
    expect(loaded.map((route) => route.name)).toEqual(['biome', 'biomes', 'media']);
    expect(matchFunctionRoute(loaded, '/api/biomes/7', 'GET')).toMatchObject({
      route: { name: 'biome' },
      params: { id: '7' },
    });
    expect(matchFunctionRoute(loaded, '/api/biomes', 'GET')).toMatchObject({ route: { name: 'biomes' }, params: {} });
    expect(matchFunctionRoute(loaded, '/api/biomes/', 'GET')).toBeUndefined();
    expect(matchFunctionRoute(loaded, '/media/photos/a.webp', 'GET')?.route.name).toBe('media');
    expect(matchFunctionRoute(loaded, '/api/media/a.webp', 'HEAD')).toMatchObject({
      route: { name: 'media' },
      params: { key: 'a.webp' },
    });
    expect(matchFunctionRoute(loaded, '/api/media/a.webp', 'POST')).toBeUndefined();
  });

  it('leaves out background and scheduled functions, which no path reaches', async () => {
    const dir = fs.mkdtempSync(path.join(functionsDir, 'unrouted-'));
    fs.writeFileSync(path.join(dir, 'work-background.mjs'), 'export default () => new Response("");\n');
    fs.writeFileSync(
      path.join(dir, 'nightly.mjs'),
      'export default () => new Response("");\nexport const config = { schedule: "@daily" };\n',
    );
    fs.writeFileSync(
      path.join(dir, 'routed.mjs'),
      'export default () => new Response("");\nexport const config = { path: "/x" };\n',
    );
    expect((await loadFunctionRoutes(dir)).map((route) => route.name)).toEqual(['routed']);
  });

  it('refuses a function without config.path', async () => {
    const dir = fs.mkdtempSync(path.join(functionsDir, 'pathless-'));
    fs.writeFileSync(path.join(dir, 'pathless.mjs'), 'export default () => new Response("");\n');
    await expect(loadFunctionRoutes(dir)).rejects.toThrow(
      'netlify/functions/pathless.mjs must export a default handler and config.path.',
    );
  });
});

describe('netlify/functions', () => {
  const functionsDir = path.resolve('netlify/functions');
  const files = fs.readdirSync(functionsDir).filter((file) => file.endsWith('.mts'));

  // One name per endpoint: the file, its route and the handler it exports are found by the same word
  // (a background function's file adds the '-background' Netlify knows it by).
  it.each(files)('%s exports a handler of its own name', (file) => {
    const source = fs.readFileSync(path.join(functionsDir, file), 'utf8');
    expect(source.match(/^export default (\w+);$/m)?.[1]).toBe(path.basename(file, '.mts').replace(/-background$/, ''));
  });
});
