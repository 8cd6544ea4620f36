import { z } from './zod.ts';

/** The most items one page of a public list may ask for. */
export const listPageLimitMax = 500;

const whole = (name: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, `${name} must be a whole number.`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, `${name} must be at least ${min}.`)
        .max(max, `${name} must be at most ${max.toLocaleString('en')}.`),
    );

/**
 * A page of a public list (`GET /api/species?limit=&offset=`, docs/api.md): without either, the whole
 * list, as requirements §7 says.
 */
export const listPageSchema = z
  .object({
    limit: whole('limit', 1, listPageLimitMax).optional().describe('How many items, 1 to 500; 100 when absent'),
    offset: whole('offset', 0, 999_999_999).optional().describe('How many items to skip; 0 when absent'),
  })
  .transform(({ limit, offset }) => ({ limit: limit ?? 100, offset: offset ?? 0 }));

export type ListPage = z.output<typeof listPageSchema>;
