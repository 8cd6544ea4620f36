import type { z } from 'zod';
import { fieldRefusal } from './jsonResponse.ts';

/**
 * `input` as the schema's output; otherwise a 400 that names the first problem, in a sentence the
 * form or screen that sent it can show as it is (`fallback` when zod gives none), with the top-level
 * field it is about when there is one.
 */
export function parseOrRefuse<S extends z.ZodType>(schema: S, input: unknown, fallback: string): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = typeof issue?.path[0] === 'string' ? issue.path[0] : undefined;
  throw fieldRefusal(field, issue?.message ?? fallback);
}
