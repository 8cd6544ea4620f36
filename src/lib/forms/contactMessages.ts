import type { Selectable } from 'kysely';
import type { ContactMessageFields } from '../schemas/contactMessage.ts';
import type { ContactMessageTable } from '../tables/contactMessageTable.ts';

/** What a stored message holds of the contact form: its fields but the honeypot, which is never stored. */
export type StoredContactFields = Omit<ContactMessageFields, 'website'>;

/** A contact message as the admin inbox lists it (GET /api/admin/messages): its row, the date as JSON carries it. */
export type AdminContactMessage = Omit<Selectable<ContactMessageTable>, 'createdAt'> & { createdAt: string };

/** The inbox's counts, over every stored message whatever the search: the navigation shows `unread`. */
export type ContactMessageCounts = { total: number; unread: number };

/** GET /api/admin/messages: the messages matching the search, newest first, and the counts. */
export type AdminContactMessageList = { messages: AdminContactMessage[]; counts: ContactMessageCounts };

const previewLength = 90;

/** The start of a message for the inbox's list: one line, cut at a word near `previewLength` characters. */
export function messagePreview(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  if (oneLine.length <= previewLength) return oneLine;
  const cut = oneLine.slice(0, previewLength);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > previewLength / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** The inbox's Reply: a `mailto:` to the sender with the subject 'Re: …' (once, not 'Re: Re: …'). */
export function replyHref({ email, subject }: Pick<AdminContactMessage, 'email' | 'subject'>): string {
  const reply = /^re:/i.test(subject.trim()) ? subject.trim() : `Re: ${subject.trim()}`;
  return `mailto:${email}?subject=${encodeURIComponent(reply)}`;
}
