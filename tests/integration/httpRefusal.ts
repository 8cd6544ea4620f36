import { expect } from 'vitest';
import { HttpError } from '../../src/server/http/jsonResponse.ts';

/** The HttpError a promise must reject with, as `{ status, message }`; fails the test otherwise. */
export async function refusal(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(HttpError);
  return { status: (error as HttpError).status, message: (error as HttpError).message };
}
