import { describe, expect, it } from 'vitest';
import { HttpError } from '../../src/server/http/jsonResponse.ts';
import { parsePositiveId } from '../../src/server/http/routeParams.ts';

describe('parsePositiveId (requirements §5)', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['2147483647', 2_147_483_647],
  ])('reads %s as %i', (raw, id) => {
    expect(parsePositiveId(raw, 'biome')).toBe(id);
  });

  it.each([
    undefined,
    '',
    '0',
    '01',
    '-1',
    '+1',
    '1.5',
    '1e3',
    ' 1',
    '1 ',
    'abc',
    '1abc',
    'abc1',
    '2147483648',
    '9999999999',
    '12345678901',
  ])('refuses %j with a 400 that names the id', (raw) => {
    let refusal: unknown;
    try {
      parsePositiveId(raw, 'species');
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(HttpError);
    expect((refusal as HttpError).status).toBe(400);
    expect((refusal as HttpError).message).toBe(
      `Invalid species id "${raw ?? ''}": it must be a positive whole number.`,
    );
  });

  it('quotes at most 40 characters of what it was given', () => {
    expect(() => parsePositiveId('x'.repeat(50), 'biome')).toThrow(
      `Invalid biome id "${'x'.repeat(40)}": it must be a positive whole number.`,
    );
  });
});
