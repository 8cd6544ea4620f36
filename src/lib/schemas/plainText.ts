import { z } from './zod.ts';
import { groupThousands } from '../formatNumber.ts';

// Control characters have no place in what people type; line breaks and tabs only in long texts.
const singleLineDisallowed = /\p{Cc}/u;
const multiLineDisallowed = /[^\P{Cc}\n\r\t]/u;

/** A required text field: trimmed, non-blank, bounded, and free of control characters and broken Unicode. */
export function plainText(label: string, max: number, multiLine: boolean) {
  const disallowed = multiLine ? multiLineDisallowed : singleLineDisallowed;
  return z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required.` : `${label} must be text.`) })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} can be at most ${groupThousands(max)} characters.`)
    .refine(
      (value) => !disallowed.test(value) && value.isWellFormed(),
      `${label} contains characters that are not allowed.`,
    );
}
