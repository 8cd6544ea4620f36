import { z } from './zod.ts';
import { enterPasswordMessage } from '../admin/adminSignInTexts.ts';
import { objectShapeError } from './newsletterSubscription.ts';

/** POST /api/auth/password: the function and the tests parse with this. */
export const adminPasswordSchema = z
  .strictObject(
    {
      password: z
        .string({ error: 'The password must be text.' })
        .min(1, enterPasswordMessage)
        .max(1024, 'The password is too long; it has at most 1,024 characters.')
        .describe('The password portal’s password, exactly as typed (it is not trimmed).'),
    },
    { error: objectShapeError },
  )
  .describe('A sign-in at the password portal');

export type AdminPasswordSignIn = z.input<typeof adminPasswordSchema>;
