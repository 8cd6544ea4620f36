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
 * SPEC §9: US English long month, numeric day and year ('March 5, 2026'); empty input gives ''.
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
