/*
 * Plain TypeScript on purpose, without zod: the contact island checks its fields with it, and its
 * browser bundle should not carry a schema library; the shared zod schemas (src/lib/schemas/plainText.ts)
 * apply the same rule, so the form and the server always give the same message.
 */
import { groupThousands } from '../formatNumber.ts';

/** One required text field: what it is called in messages, how long it may be, and whether it may span lines. */
export type PlainTextRule = { label: string; max: number; multiLine: boolean };

// Control characters have no place in what people type; line breaks and tabs only in long texts.
const singleLineDisallowed = /\p{Cc}/u;
const multiLineDisallowed = /[^\P{Cc}\n\r\t]/u;

/**
 * The field's first problem once trimmed (blank, too long, control characters or broken Unicode),
 * in the words the visitor sees; undefined when it can be sent.
 */
export function plainTextProblem({ label, max, multiLine }: PlainTextRule, value: string): string | undefined {
  const trimmed = value.trim();
  if (trimmed.length === 0) return `${label} is required.`;
  if (trimmed.length > max) return `${label} can be at most ${groupThousands(max)} characters.`;
  const disallowed = multiLine ? multiLineDisallowed : singleLineDisallowed;
  if (disallowed.test(trimmed) || !trimmed.isWellFormed()) return `${label} contains characters that are not allowed.`;
  return undefined;
}
