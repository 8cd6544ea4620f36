import { z } from './zod.ts';
import { emailAddressField } from './emailAddressField.ts';
import { honeypotField, objectShapeError } from './newsletterSubscription.ts';
import { plainText } from './plainText.ts';
import { contactTextRules } from '../forms/contactFields.ts';

/**
 * POST /api/contact (requirements §7): the function and the tests parse with this; the island checks the same
 * zod-free field rules (src/lib/forms/contactFields.ts), so both give the same messages.
 */
export const contactMessageSchema = z
  .strictObject(
    {
      name: plainText(contactTextRules.name).describe('Who is writing; one line.'),
      email: emailAddressField.describe('Where the answer goes; trimmed and lower-cased.'),
      subject: plainText(contactTextRules.subject).describe('What the message is about; one line.'),
      message: plainText(contactTextRules.message).describe(
        'The message itself; stored and mailed as plain text, never as HTML.',
      ),
      website: honeypotField,
    },
    { error: objectShapeError },
  )
  .describe('A message from the contact form');

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessageFields = z.output<typeof contactMessageSchema>;
