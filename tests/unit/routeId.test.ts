import { describe, expect, it } from 'vitest';
import { parseRouteId, routeSegment } from '../../src/lib/routeId.ts';

describe('parseRouteId', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['999999', 999999],
    // Leading zeros still name a positive whole number.
    ['007', 7],
  ])('%j is id %d', (segment, id) => {
    expect(parseRouteId(segment)).toBe(id);
  });

  it.each(['abc', '', '0', '000', '-1', '1.5', '1e3', ' 1', '1 ', '+1', '0x10', '12abc', '99999999999999999999'])(
    '%j is no id',
    (segment) => {
      expect(parseRouteId(segment)).toBeUndefined();
    },
  );
});

describe('routeSegment', () => {
  it('takes what follows the prefix', () => {
    expect(routeSegment('/biomes/12', '/biomes/')).toBe('12');
  });

  it('ignores one trailing slash', () => {
    expect(routeSegment('/biomes/12/', '/biomes/')).toBe('12');
  });

  it('decodes percent-escapes so that the id check sees the text the visitor typed', () => {
    expect(routeSegment('/biomes/%31%32', '/biomes/')).toBe('12');
    expect(routeSegment('/biomes/caf%C3%A9', '/biomes/')).toBe('café');
  });

  it('keeps deeper paths whole, so that they fail the id check', () => {
    expect(routeSegment('/biomes/1/extra', '/biomes/')).toBe('1/extra');
  });

  it('gives nothing for another route or a malformed escape', () => {
    expect(routeSegment('/species/12', '/biomes/')).toBeUndefined();
    expect(routeSegment('/biomes/%E0%A4%A', '/biomes/')).toBeUndefined();
  });
});
