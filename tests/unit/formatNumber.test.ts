import { describe, expect, it } from 'vitest';
import { formatUsd, groupThousands } from '../../src/lib/formatNumber.ts';

// The hand-written formatters must say exactly what en-US Intl says.
describe('groupThousands', () => {
  it.each([0, 7, 999, 1000, 12000, 123456, 1234567, 1000000000, -4500])('%d matches en-US', (value) => {
    expect(groupThousands(value)).toBe(value.toLocaleString('en-US'));
  });
});

describe('formatUsd', () => {
  const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  it.each([0, 5, 99, 100, 4999, 12000, 123456, 100000000, -2550])('%d cents matches en-US', (cents) => {
    expect(formatUsd(cents)).toBe(usd.format(cents / 100));
  });

  it('writes cents as two digits', () => {
    expect(formatUsd(4905)).toBe('$49.05');
  });
});
