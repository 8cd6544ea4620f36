import type { z } from 'zod';
import { jsonBodyLimit } from './bodyLimits.ts';
import { HttpError } from './jsonResponse.ts';
import { parseOrRefuse } from './parseOrRefuse.ts';
import { mediaTypeOf, readTextBodyWithin } from './readBody.ts';

/**
 * Reads a JSON request body within `maxBytes`: 415 unless it is declared as JSON, 413 when it is too
 * large (by its Content-Length, or by counting while reading when that is missing or false), 400
 * when it is not UTF-8 JSON. The body is never buffered beyond the limit.
 */
export async function readJsonBody(request: Request, maxBytes: number): Promise<unknown> {
  if (mediaTypeOf(request) !== 'application/json')
    throw new HttpError(415, 'Send the data as JSON, with the content type application/json.');

  const text = await readTextBodyWithin(request, maxBytes);
  if (text.trim() === '') throw new HttpError(400, 'The request body is empty; send a JSON object.');
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON.');
  }
}

/**
 * The body as the schema's output; a refusal names the first problem in a sentence the form can show.
 * The body may be as large as the schema's largest valid payload (bodyLimits.ts), and no larger (413).
 */
export async function readValidJsonBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  const body = await readJsonBody(request, jsonBodyLimit(schema));
  return parseOrRefuse(schema, body, 'The request body is not valid.');
}
