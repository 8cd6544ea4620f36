import { z } from './zod.ts';
import { emailAddressField } from './emailAddressField.ts';
import { honeypotField, objectShapeError } from './newsletterSubscription.ts';
import { plainText } from './plainText.ts';

export const contactFieldLimits = { name: 100, subject: 200, message: 5000 } as const;

/** POST /api/contact (SPEC §7): the form, the function and the tests all parse with this. */
export const contactMessageSchema = z
  .strictObject(
    {
      name: plainText('Name', contactFieldLimits.name, false).describe('Who is writing; one line.'),
      email: emailAddressField.describe('Where the answer goes; trimmed and lower-cased.'),
      subject: plainText('Subject', contactFieldLimits.subject, false).describe('What the message is about; one line.'),
      message: plainText('Message', contactFieldLimits.message, true).describe(
        'The message itself; stored and mailed as plain text, never as HTML.',
      ),
      website: honeypotField,
    },
    { error: objectShapeError },
  )
  .describe('A message from the contact form');

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessageFields = z.output<typeof contactMessageSchema>;
