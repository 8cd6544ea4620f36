// Written out by hand rather than with Intl.DateTimeFormat: islands format dates while they hydrate,
// and building the first Intl formatter of a page loads locale data in a long task of its own.
const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * requirements §9: US English long month, numeric day and year ('March 5, 2026'); empty input gives ''.
 * Notes are stamped in UTC; the UTC day keeps the build machine's zone from moving a note to the
 * previous or next day.
 */
export function formatLongDate(input: string | Date | null | undefined): string {
  if (input == null) return '';
  if (typeof input === 'string' && input.trim() === '') return '';
  const date = typeof input === 'string' ? new Date(input.trim()) : input;
  // An unparseable stored value should blank one date, not fail the whole build.
  if (Number.isNaN(date.getTime())) return '';
  return `${monthNames[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** Whether `name` is a time zone this runtime knows ('Europe/Lisbon', 'UTC'). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** An admin date ('March 4, 2026'): the day it was in the site's time zone, not in UTC. */
export function formatAdminDate(input: string | Date, timeZone: string): string {
  const date = typeof input === 'string' ? new Date(input) : input;
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'long', day: 'numeric' }).format(date);
}

/**
 * An admin time in the site's time zone, with the zone named: 'November 27, 2026, 6:05 AM EST'.
 * The admin area is not held to the public pages' hydration budget, so Intl does the zone's arithmetic.
 */
export function formatAdminDateTime(input: string | Date, timeZone: string): string {
  const date = typeof input === 'string' ? new Date(input) : input;
  if (Number.isNaN(date.getTime())) return String(input);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  // An offset alone ('GMT+1') does not say whose; the zone's own name does.
  const zone = parts.timeZoneName!.startsWith('GMT') ? `${parts.timeZoneName} (${timeZone})` : parts.timeZoneName;
  return `${parts.month} ${parts.day}, ${parts.year}, ${parts.hour}:${parts.minute} ${parts.dayPeriod} ${zone}`;
}
