import { expect } from 'vitest';

/** What a visitor endpoint answers a client over its limit on the JSON path: 429, the sentence, Retry-After. */
export function expectRateLimited({ response, answer }: { response: Response; answer: unknown }): void {
  expect(response.status).toBe(429);
  expect(answer).toEqual({ message: 'Too many requests. Please wait a few minutes and try again.' });
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
}
