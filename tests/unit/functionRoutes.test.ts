import { describe, expect, it } from 'vitest';
import { matchFunctionRoute, type FunctionRoute } from '../../src/server/local/functionRoutes.ts';

function route(name: string, pathname: string, methods?: string[]): FunctionRoute {
  const prefix = pathname.split(/[:*({?+\\]/)[0]!;
  return { name, patterns: [{ prefix, literal: prefix === pathname, pattern: new URLPattern({ pathname }) }], methods, handler: () => new Response(name) };
}

// Functions sharing a path name their methods; the method decides, not the order.
const routes = [route('getSpecies', '/api/species/:id', ['GET']), route('editSpecies', '/api/species/:id', ['PATCH']), route('deleteSpecies', '/api/species/:id', ['DELETE']), route('listSpecies', '/api/species', ['GET']), route('addSpecies', '/api/species', ['POST']), route('getBiome', '/api/biomes/:id')];

describe('matchFunctionRoute with config.method', () => {
  it.each([
    ['GET', '/api/species/4', 'getSpecies', { id: '4' }],
    ['HEAD', '/api/species/4', 'getSpecies', { id: '4' }],
    ['PATCH', '/api/species/4', 'editSpecies', { id: '4' }],
    ['DELETE', '/api/species/4', 'deleteSpecies', { id: '4' }],
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
