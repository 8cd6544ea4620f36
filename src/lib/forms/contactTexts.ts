import { contactFieldLimits } from './contactFields.ts';
import { groupThousands } from '../formatNumber.ts';
import type { FormMessage } from './newsletterTexts.ts';

/**
 * The contact form's texts, requirements §5 and §8 word for word where it has them: the island shows them
 * in toasts, the outcome pages of a form posted without JavaScript as their heading and text.
 */
export const contactTexts = {
  missing: { title: 'Missing information', description: 'Please fill in all fields' } satisfies FormMessage,
  invalid: { title: 'Invalid email', description: 'Please enter a valid email address' } satisfies FormMessage,
  success: {
    title: 'Message sent!',
    description: "Thank you for your message. We'll respond as soon as possible.",
  } satisfies FormMessage,
  failureTitle: 'Message failed to send',
  failureFallback: 'There was an error sending your message. Please try again.',
  tooLong:
    `The name can be at most ${groupThousands(contactFieldLimits.name)} characters, the subject ` +
    `${groupThousands(contactFieldLimits.subject)} and the message ${groupThousands(contactFieldLimits.message)}.`,
  charactersNotAllowed:
    'Some of what you typed contains control characters, which cannot be sent. Please remove them and try again.',
} as const;
