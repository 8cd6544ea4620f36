// Notes are stamped in UTC; formatting in UTC keeps the build machine's zone from moving a note
// to the previous or next day.
const longDate = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** SPEC §9: US English long month, numeric day and year ('March 5, 2026'); empty input gives ''. */
export function formatLongDate(input: string | Date | null | undefined): string {
  if (input == null) return '';
  if (typeof input === 'string' && input.trim() === '') return '';
  const date = typeof input === 'string' ? new Date(input.trim()) : input;
  // An unparseable stored value should blank one date, not fail the whole build.
  if (Number.isNaN(date.getTime())) return '';
  return longDate.format(date);
}
