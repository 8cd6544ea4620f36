import { z } from 'zod';
import { objectShapeError } from './newsletterSubscription.ts';

/** PATCH /api/admin/messages/{id}: opening a message marks it read; the inbox can mark it unread again. */
export const contactMessageReadSchema = z
  .strictObject(
    { isRead: z.boolean({ error: 'isRead must be true or false.' }).describe('Whether the message has been read.') },
    { error: objectShapeError },
  )
  .describe('A contact message marked read or unread');

export type ContactMessageReadInput = z.input<typeof contactMessageReadSchema>;

/**
 * PATCH /api/subscribers/{id}: the admin unsubscribes an address, or undoes an unsubscribe made here
 * (re-subscribes it) while nothing changed it since; the admin never subscribes anyone else, because
 * only its owner can consent to the newsletter (they subscribe again on the site).
 */
export const subscriberActiveSchema = z
  .strictObject(
    {
      isActive: z
        .boolean({ error: 'Send {"isActive": false} to unsubscribe, or {"isActive": true} to undo an unsubscribe.' })
        .describe('false unsubscribes; true undoes the latest unsubscribe made in the admin.'),
    },
    { error: objectShapeError },
  )
  .describe('A subscriber unsubscribed by the admin, or re-subscribed by undoing that');

export type SubscriberActiveInput = z.input<typeof subscriberActiveSchema>;

export const maxSearchLength = 200;

/**
 * The `q` query parameter of the admin lists (messages, subscribers): words matched, case-insensitively
 * and anywhere, against the list's text columns. Absent or blank means everything.
 */
export const adminSearchSchema = z
  .string({ error: 'The search must be text.' })
  .trim()
  .max(maxSearchLength, `The search can be at most ${maxSearchLength} characters.`)
  .refine(
    (value) => !/\p{Cc}/u.test(value) && value.isWellFormed(),
    'The search contains characters that are not allowed.',
  )
  .default('')
  .describe('Text to look for, anywhere in the listed fields, ignoring case; blank lists everything.');
