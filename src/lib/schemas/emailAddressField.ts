import { z } from './zod.ts';
import { emailAddressMessages, emailAddressProblem, maxEmailAddressLength } from '../forms/emailAddress.ts';
import { payloadBounds } from './payloadSize.ts';

/**
 * The e-mail field of every visitor form: trimmed, checked by the requirements §5 rule, stored lower-cased.
 * The rule is zod-free (src/lib/forms/emailAddress.ts), so the islands check with it without zod.
 */
export const emailAddressField = z
  .string({
    error: (issue) => (issue.input === undefined ? emailAddressMessages.required : emailAddressMessages.notText),
  })
  .trim()
  .check((context) => {
    const problem = emailAddressProblem(context.value);
    if (problem)
      context.issues.push({
        code: 'custom',
        message: emailAddressMessages[problem],
        input: context.value,
        continue: true,
      });
  })
  .toLowerCase()
  // The rule admits no control character or broken Unicode: at most 3 bytes a unit in JSON.
  .register(payloadBounds, { maxLength: maxEmailAddressLength, maxJsonBytesPerUnit: 3 });
