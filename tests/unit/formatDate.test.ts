import { describe, expect, it } from 'vitest';
import { formatAdminDateTime, formatLongDate, isTimeZone } from '../../src/lib/formatDate.ts';

describe('formatLongDate', () => {
  it.each<[string | Date | null | undefined, string]>([
    ['2026-03-05T12:00:00.000Z', 'March 5, 2026'],
    ['2026-04-02T10:15:00.000Z', 'April 2, 2026'],
    ['2026-12-31', 'December 31, 2026'],
    // Every month by its name.
    ['2026-02-15', 'February 15, 2026'],
    ['2026-05-15', 'May 15, 2026'],
    ['2026-06-15', 'June 15, 2026'],
    ['2026-08-15', 'August 15, 2026'],
    ['2026-09-15', 'September 15, 2026'],
    ['2026-10-15', 'October 15, 2026'],
    ['2026-11-15', 'November 15, 2026'],
    [new Date(Date.UTC(2026, 6, 21, 8, 40)), 'July 21, 2026'],
    // Formatted in UTC: the first and last minutes of a UTC day stay on that day in any zone.
    ['2026-01-01T00:00:00.000Z', 'January 1, 2026'],
    ['2026-01-01T23:59:59.999Z', 'January 1, 2026'],
    // A stored offset is converted to the UTC day.
    ['2026-03-05T23:30:00-05:00', 'March 6, 2026'],
    // Empty input gives an empty string (requirements §9).
    ['', ''],
    ['   ', ''],
    [null, ''],
    [undefined, ''],
    // An unparseable value blanks the date rather than throwing.
    ['not a date', ''],
    [new Date(Number.NaN), ''],
  ])('%j gives %j', (input, expected) => {
    expect(formatLongDate(input)).toBe(expected);
  });
});

describe('formatAdminDateTime', () => {
  it.each([
    // Winter and summer in New York: the zone is named, and its daylight saving time followed.
    ['2026-11-27T11:05:00.000Z', 'America/New_York', 'November 27, 2026, 6:05 AM EST'],
    ['2026-07-01T23:30:00.000Z', 'America/New_York', 'July 1, 2026, 7:30 PM EDT'],
    // The day is the zone's: just after midnight UTC is still the evening before in New York.
    ['2026-01-01T02:00:00.000Z', 'America/New_York', 'December 31, 2025, 9:00 PM EST'],
    ['2026-11-27T11:05:00.000Z', 'UTC', 'November 27, 2026, 11:05 AM UTC'],
    // A zone whose short name is only an offset is named in full.
    ['2026-07-01T12:00:00.000Z', 'Europe/Lisbon', 'July 1, 2026, 1:00 PM GMT+1 (Europe/Lisbon)'],
  ])('%s in %s is %j', (at, timeZone, expected) => {
    expect(formatAdminDateTime(at, timeZone)).toBe(expected);
  });

  it('leaves an unreadable value as it is rather than failing the screen', () => {
    expect(formatAdminDateTime('not a date', 'UTC')).toBe('not a date');
  });

  it('knows a time zone from a made-up one', () => {
    expect(isTimeZone('Europe/Lisbon')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
  });
});
