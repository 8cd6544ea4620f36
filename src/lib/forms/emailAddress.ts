/*
 * Plain TypeScript on purpose, without zod: the newsletter and contact islands check addresses with it,
 * and their browser bundles should not carry a schema library for one regular expression.
 */

/** RFC 5321 caps a forward path at 256 octets, two of them the angle brackets. */
export const maxEmailAddressLength = 254;

/*
 * requirements §5: text, one at-sign, then a domain with at least one dot and a top-level part of two or
 * more letters. "Text" here excludes whitespace, every Unicode "other" character (category C:
 * controls, format characters such as the bidi override U+202E that shows an address reversed in
 * the admin list and the CSV, surrogates, private-use and unassigned code points) and the characters
 * that only quoted addresses may hold (<>()[]\,;:"), so that markup or SQL posing as an address is
 * refused. The local part is dot-separated atoms of at most 64 characters together (RFC 5321/5322:
 * no dot first, last or doubled). The domain is dot-separated labels as DNS has them: letters and
 * digits, with hyphens only inside a label, never empty, never at a label's start or end, at most 63.
 */
// Written so that it reads the same in the 'u' mode of the islands' check and in the 'v' mode in
// which browsers compile an input's pattern attribute (there, ( ) [ ] - in a class need a backslash).
const domainLabel = String.raw`[\p{L}\p{N}](?:[\p{L}\p{N}\-]{0,61}[\p{L}\p{N}])?`;
const localAtom = String.raw`[^\s@<>\(\)\[\]\\,;:"\p{C}.]+`;
const localPart = String.raw`(?=[^@]{1,64}@)${localAtom}(?:\.${localAtom})*`;

/**
 * The check as an input's `pattern` (which the browser anchors itself): without JavaScript, or before
 * the island hydrates, the browser refuses what the server would, so the typed address never leaves the form.
 */
export const emailAddressInputPattern = String.raw`${localPart}@(?:${domainLabel}\.)+[A-Za-z]{2,63}`;
const emailAddressPattern = new RegExp(`^${emailAddressInputPattern}$`, 'u');

/** The one e-mail check of the browser and the server. It does not trim: callers check what they will send. */
export function isValidEmailAddress(value: string): boolean {
  return value.length <= maxEmailAddressLength && emailAddressPattern.test(value) && value.isWellFormed();
}

/**
 * What is wrong with an address as it will be sent (already trimmed), named by its message in
 * emailAddressMessages: the island and the server's schema both ask this, in this order.
 */
export function emailAddressProblem(value: string): 'required' | 'tooLong' | 'invalid' | undefined {
  if (value === '') return 'required';
  if (value.length > maxEmailAddressLength) return 'tooLong';
  if (!isValidEmailAddress(value)) return 'invalid';
  return undefined;
}

/** How addresses are stored and compared: 'Ana@Example.org ' and 'ana@example.org' are one subscriber. */
export function normalizeEmailAddress(value: string): string {
  return value.trim().toLowerCase();
}

export const emailAddressMessages = {
  required: 'Please enter your email address.',
  invalid: 'Please enter a valid email address.',
  notText: 'The email address must be text.',
  tooLong: `The email address can be at most ${maxEmailAddressLength} characters.`,
} as const;
