import type { z } from 'zod';
import { HttpError } from './jsonResponse.ts';

/**
 * `input` as the schema's output; otherwise a 400 that names the first problem, in a sentence the
 * form or screen that sent it can show as it is (`fallback` when zod gives none).
 */
export function parseOrRefuse<S extends z.ZodType>(schema: S, input: unknown, fallback: string): z.output<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? fallback);
  return parsed.data;
}
