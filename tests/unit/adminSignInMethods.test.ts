import { describe, expect, it } from 'vitest';
import { signInWays } from '../../src/lib/admin/adminSignInMethods.ts';

describe('signInWays', () => {
  it('offers only the ways that are switched on, Google first when both are', () => {
    expect(signInWays({ google: true, password: true })).toEqual(['google', 'password']);
    expect(signInWays({ google: false, password: true })).toEqual(['password']);
    expect(signInWays({ google: true, password: false })).toEqual(['google']);
    expect(signInWays({ google: false, password: false })).toEqual([]);
  });
});
