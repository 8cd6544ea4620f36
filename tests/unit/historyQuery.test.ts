import { describe, expect, it } from 'vitest';
import { historyPageLimits, historyQuerySchema } from '../../src/lib/schemas/historyQuery.ts';

const parse = (query: Record<string, string>) => historyQuerySchema.safeParse(query);
const messageOf = (query: Record<string, string>) => parse(query).error?.issues[0]?.message;

describe('the history query', () => {
  it('filters nothing when empty, and reads numbers from the address as numbers', () => {
    expect(parse({}).data).toEqual({});
    expect(
      parse({ entity: 'species', id: '12', actor: '  admin@closedbiomes.example ', before: '90', limit: '200' }).data,
    ).toEqual({ entity: 'species', id: 12, actor: 'admin@closedbiomes.example', before: 90, limit: 200 });
    expect(historyPageLimits).toEqual({ default: 50, max: 200 });
  });

  it('takes ids from 1 to the largest Postgres integer, written plainly', () => {
    expect(parse({ id: '2147483647' }).data).toEqual({ id: 2147483647 });
    for (const id of ['0', '012', '-3', '1.5', '1e3', 'abc', '', '2147483648', '99999999999'])
      expect(messageOf({ id }), id).toBe('id must be a positive whole number.');
    expect(messageOf({ before: '0' })).toBe('before must be a positive whole number.');
  });

  it('caps a page at 200 changes', () => {
    expect(messageOf({ limit: '201' })).toBe('limit can be at most 200.');
    expect(messageOf({ limit: '0' })).toBe('limit must be a positive whole number.');
  });

  it('knows the kinds of item and refuses a blank actor, a long one, and unknown parameters', () => {
    expect(messageOf({ entity: 'planet' })).toMatch(/^entity must be one of species, /);
    expect(parse({ actor: '   ' }).success).toBe(false);
    expect(parse({ actor: 'a'.repeat(320) }).success).toBe(true);
    expect(parse({ actor: 'a'.repeat(321) }).success).toBe(false);
    expect(parse({ sort: 'oldest' }).success).toBe(false);
  });
});
