import { z } from './zod.ts';
import { emailAddressField } from './emailAddressField.ts';

/**
 * The honeypot of every visitor form: a field people never see or fill (hidden, out of the tab
 * order, not autofilled). Anything in it, whitespace too, marks a bot, which gets a normal-looking
 * success while nothing is stored or sent. The form sends it empty.
 */
export const honeypotField = z
  .string({ error: 'The website field must be text.' })
  .max(2000, 'The website field is too long.')
  .optional()
  .describe(
    'Honeypot, hidden from people: leave it empty. A request that fills it is answered as a success and discarded.',
  );

export function isHoneypotFilled(value: string | undefined): boolean {
  return value !== undefined && value !== '';
}

/** Why a body that is not an object, or has fields nobody asked for, is refused. */
export function objectShapeError(issue: { code?: string; keys?: string[] }): string {
  if (issue.code === 'unrecognized_keys' && issue.keys)
    return `Unexpected field ${issue.keys.map((key) => `"${key}"`).join(', ')}.`;
  return 'The request body must be a JSON object.';
}

/** POST /api/newsletter/subscribe (requirements §7): the form, the function and the tests all parse with this. */
export const newsletterSubscriptionSchema = z
  .strictObject(
    {
      email: emailAddressField.describe('The address to subscribe; trimmed and lower-cased before it is stored.'),
      website: honeypotField,
    },
    { error: objectShapeError },
  )
  .describe('A newsletter subscription');

export type NewsletterSubscription = z.input<typeof newsletterSubscriptionSchema>;
