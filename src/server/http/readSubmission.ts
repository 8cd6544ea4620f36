import type { z } from 'zod';
import { formBodyLimit, jsonBodyLimit } from './bodyLimits.ts';
import { HttpError } from './jsonResponse.ts';
import { readJsonBody } from './readJsonBody.ts';
import { parseOrRefuse } from './parseOrRefuse.ts';
import { mediaTypeOf, readTextBodyWithin } from './readBody.ts';

/**
 * How a visitor form reached a function: 'json' from a hydrated island (answered in JSON), 'form'
 * when the browser posted the form itself, before hydration or with JavaScript off (answered with
 * a 303 to a page that says what happened).
 */
export type SubmissionKind = 'json' | 'form';

const formMediaType = 'application/x-www-form-urlencoded';

export function submissionKindOf(request: Request): SubmissionKind {
  return mediaTypeOf(request) === formMediaType ? 'form' : 'json';
}

/**
 * A urlencoded form body within `maxBytes` (413 beyond), as field name → value; 400 when it is not
 * UTF-8. A field sent twice keeps its last value, as a form never does that.
 */
export async function readFormBody(request: Request, maxBytes: number): Promise<Record<string, string>> {
  return Object.fromEntries(new URLSearchParams(await readTextBodyWithin(request, maxBytes)));
}

/**
 * The body of a visitor form, JSON or urlencoded, as the schema's output: both paths meet the same
 * schema, so a form post is held to exactly what the island sends. Any other media type is a 415.
 */
export async function readValidSubmission<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  const kind = mediaTypeOf(request);
  if (kind !== 'application/json' && kind !== formMediaType) {
    throw new HttpError(415, `Send the data as JSON (application/json) or as a form (${formMediaType}).`);
  }
  // Either body may be as large as the schema's largest valid payload in its encoding (bodyLimits.ts).
  const body =
    kind === formMediaType
      ? await readFormBody(request, formBodyLimit(schema))
      : await readJsonBody(request, jsonBodyLimit(schema));
  return parseOrRefuse(schema, body, 'The request body is not valid.');
}

/** The answer to a form the browser posted: "see the page at `location`", never cached. */
export function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });
}
