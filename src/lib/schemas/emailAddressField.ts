import { z } from './zod.ts';
import { emailAddressMessages, isValidEmailAddress, maxEmailAddressLength } from '../emailAddress.ts';

/** The e-mail field of every visitor form: trimmed, checked by the SPEC §5 rule, stored lower-cased. */
export const emailAddressField = z
  .string({
    error: (issue) => (issue.input === undefined ? emailAddressMessages.required : emailAddressMessages.notText),
  })
  .trim()
  .min(1, emailAddressMessages.required)
  .max(maxEmailAddressLength, emailAddressMessages.tooLong)
  .refine(isValidEmailAddress, emailAddressMessages.invalid)
  .toLowerCase();
