import { largestFormBytes, largestJsonBytes } from '../../lib/schemas/payloadSize.ts';

/**
 * Below this a body is always read and judged by its schema, so that a small body with an unknown
 * field or formatting spaces hears what is wrong with it, not that it is too large.
 */
export const minBodyLimitBytes = 16 * 1024;

type Schema = Parameters<typeof largestJsonBytes>[0];

/** A schema's limit is worked out by walking it once, not on every request that it reads. */
function memoizedLimit(largest: (schema: Schema) => number): (schema: Schema) => number {
  const limits = new WeakMap<Schema, number>();
  return (schema) => {
    let limit = limits.get(schema);
    if (limit === undefined) {
      limit = Math.max(minBodyLimitBytes, largest(schema));
      limits.set(schema, limit);
    }
    return limit;
  };
}

/** The most bytes a JSON body for `schema` may have: its largest valid payload, and never less than the floor. */
export const jsonBodyLimit = memoizedLimit(largestJsonBytes);

/** The same for a urlencoded form body. */
export const formBodyLimit = memoizedLimit(largestFormBytes);
