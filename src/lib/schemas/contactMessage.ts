import { z } from 'zod';
import { emailAddressField } from '../emailAddress.ts';
import { honeypotField, objectShapeError } from './newsletterSubscription.ts';

export const contactFieldLimits = { name: 100, subject: 200, message: 5000 } as const;

// Control characters have no place in what people type; line breaks and tabs only in the message.
const singleLineDisallowed = /\p{Cc}/u;
const multiLineDisallowed = /[^\P{Cc}\n\r\t]/u;

/** A required visitor text: trimmed, non-blank, bounded, and free of control characters and broken Unicode. */
function visitorText(label: string, max: number, multiLine: boolean) {
  const disallowed = multiLine ? multiLineDisallowed : singleLineDisallowed;
  return z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required.` : `${label} must be text.`) })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} can be at most ${max.toLocaleString('en-US')} characters.`)
    .refine((value) => !disallowed.test(value) && value.isWellFormed(), `${label} contains characters that are not allowed.`);
}

/** POST /api/contact (SPEC §7): the form, the function and the tests all parse with this. */
export const contactMessageSchema = z
  .strictObject(
    {
      name: visitorText('Name', contactFieldLimits.name, false).describe('Who is writing; one line.'),
      email: emailAddressField.describe('Where the answer goes; trimmed and lower-cased.'),
      subject: visitorText('Subject', contactFieldLimits.subject, false).describe('What the message is about; one line.'),
      message: visitorText('Message', contactFieldLimits.message, true).describe('The message itself; stored and mailed as plain text, never as HTML.'),
      website: honeypotField,
    },
    { error: objectShapeError },
  )
  .describe('A message from the contact form');

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessageFields = z.output<typeof contactMessageSchema>;
