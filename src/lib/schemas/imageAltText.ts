import { z } from './zod.ts';
import { payloadBounds } from './payloadSize.ts';

export const maxAltTextLength = 200;

/**
 * The alt text sent with an uploaded image (the admin's upload form and POST /api/upload): optional,
 * trimmed, one line, bounded.
 */
export const imageAltTextSchema = z
  .string({ error: 'The alt text must be text.' })
  .trim()
  .max(maxAltTextLength, `The alt text can be at most ${maxAltTextLength} characters.`)
  .refine(
    (value) => !/\p{Cc}/u.test(value) && value.isWellFormed(),
    'The alt text contains characters that are not allowed.',
  )
  .describe('What the image shows, for people who cannot see it; one line, may be empty.')
  // No control character or broken Unicode: at most 3 bytes a unit in JSON.
  .register(payloadBounds, { maxJsonBytesPerUnit: 3 });
