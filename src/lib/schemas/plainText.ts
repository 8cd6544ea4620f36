import { z } from './zod.ts';
import { plainTextProblem, type PlainTextRule } from '../forms/plainTextRule.ts';
import { payloadBounds } from './payloadSize.ts';

/**
 * A required text field: trimmed, non-blank, bounded, and free of control characters and broken
 * Unicode. The rule itself is zod-free (src/lib/forms/plainTextRule.ts), so islands check with it cheaply.
 */
export function plainText(rule: PlainTextRule) {
  const { label } = rule;
  const field = z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required.` : `${label} must be text.`) })
    .trim()
    .check((context) => {
      const problem = plainTextProblem(rule, context.value);
      // `continue`, as `.min()`'s issues were: the object's own checks (a video's https address) still run.
      if (problem) context.issues.push({ code: 'custom', message: problem, input: context.value, continue: true });
    });
  // No control character or broken Unicode: at most 3 bytes a unit in JSON (a tab or a quote takes 2).
  return field.register(payloadBounds, { maxLength: rule.max, maxJsonBytesPerUnit: 3 });
}
