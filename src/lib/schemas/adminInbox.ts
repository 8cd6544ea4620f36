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
 * PATCH /api/subscribers/{id}: the admin can unsubscribe an address, never subscribe one, because
 * only its owner can consent to the newsletter (they subscribe again on the site).
 */
export const subscriberUnsubscribeSchema = z
  .strictObject(
    {
      isActive: z
        .literal(false, {
          error: 'Only unsubscribing is possible here: send {"isActive": false}. People subscribe again themselves.',
        })
        .describe('Always false: the subscriber is unsubscribed.'),
    },
    { error: objectShapeError },
  )
  .describe('A subscriber unsubscribed by the admin');

export type SubscriberUnsubscribeInput = z.input<typeof subscriberUnsubscribeSchema>;

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
