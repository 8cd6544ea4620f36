import { describe, expect, it } from 'vitest';
import { newestFirst } from '../../src/lib/catalogue/updateNotes.ts';

describe('newestFirst', () => {
  it('lists the latest note first, an unreadable date last, and leaves the stored list alone', () => {
    const stored = [
      { date: '2026-01-02T10:00:00.000Z', note: 'second' },
      { date: 'garbled', note: 'unreadable' },
      { date: '2026-03-05T12:30:00.000Z', note: 'third' },
      { date: '2025-12-24T08:00:00.000Z', note: 'first' },
    ];
    expect(newestFirst(stored).map((entry) => entry.note)).toEqual(['third', 'second', 'first', 'unreadable']);
    expect(stored[0]!.note).toBe('second');
  });
});
