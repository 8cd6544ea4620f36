import type { UpdateNote } from './catalogue.ts';

/**
 * Notes are stored in the order they were written; readers want the latest first (the species page,
 * the admin's notes manager). A note with an unreadable date goes last.
 */
export function newestFirst(notes: readonly UpdateNote[]): UpdateNote[] {
  const time = (note: UpdateNote) => Date.parse(note.date) || 0;
  return [...notes].sort((a, b) => time(b) - time(a));
}
