import { largestFormBytes, largestJsonBytes } from '../../lib/schemas/payloadSize.ts';

/**
 * Below this a body is always read and judged by its schema, so that a small body with an unknown
 * field or formatting spaces hears what is wrong with it, not that it is too large.
 */
export const minBodyLimitBytes = 16 * 1024;

type Schema = Parameters<typeof largestJsonBytes>[0];

/** The most bytes a JSON body for `schema` may have: its largest valid payload, and never less than the floor. */
export function jsonBodyLimit(schema: Schema): number {
  return Math.max(minBodyLimitBytes, largestJsonBytes(schema));
}

/** The same for a urlencoded form body. */
export function formBodyLimit(schema: Schema): number {
  return Math.max(minBodyLimitBytes, largestFormBytes(schema));
}
