import { describe, expect, it } from 'vitest';
import { cleanupDue } from '../../src/server/db/cleanupDue.ts';

describe('cleanupDue', () => {
  it('says yes at most once per interval, for each database and clean-up on its own', () => {
    const [one, other] = [{}, {}];
    const at = (ms: number) => new Date(Date.UTC(2026, 10, 22) + ms);
    expect(cleanupDue(one, 'a', 1000, at(0))).toBe(true);
    expect(cleanupDue(one, 'a', 1000, at(999))).toBe(false);
    expect(cleanupDue(one, 'b', 1000, at(999))).toBe(true);
    expect(cleanupDue(other, 'a', 1000, at(999))).toBe(true);
    expect(cleanupDue(one, 'a', 1000, at(1000))).toBe(true);
    expect(cleanupDue(one, 'a', 1000, at(1500))).toBe(false);
  });
});
