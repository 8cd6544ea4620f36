import { describe, expect, it } from 'vitest';
import { matchesEtag } from '../../src/server/http/entityTag.ts';

describe('matchesEtag', () => {
  it('matches the tag, in a list, weakly, or by *', () => {
    expect(matchesEtag('"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('"x", "abc"', '"abc"')).toBe(true);
    expect(matchesEtag('W/"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('*', '"abc"')).toBe(true);
  });

  it('does not match another tag, or no header', () => {
    expect(matchesEtag('"abd"', '"abc"')).toBe(false);
    expect(matchesEtag('', '"abc"')).toBe(false);
    expect(matchesEtag(null, '"abc"')).toBe(false);
    expect(matchesEtag(undefined, '"abc"')).toBe(false);
  });
});
