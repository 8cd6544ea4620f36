import type { z } from 'zod';
import { HttpError } from './jsonResponse.ts';

/** Every visitor form fits in a few kilobytes; anything larger is refused before it is parsed. */
export const maxJsonBodyBytes = 16 * 1024;

/**
 * Reads a JSON request body within `maxBytes`: 415 unless it is declared as JSON, 413 when it is too
 * large (by its Content-Length, or by counting while reading when that is missing or false), 400
 * when it is not UTF-8 JSON. The body is never buffered beyond the limit.
 */
export async function readJsonBody(request: Request, maxBytes = maxJsonBodyBytes): Promise<unknown> {
  const mediaType = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (mediaType !== 'application/json') throw new HttpError(415, 'Send the data as JSON, with the content type application/json.');

  const tooLarge = () => new HttpError(413, `The request body is too large; at most ${maxBytes / 1024} KB are accepted.`);
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > maxBytes) throw tooLarge();

  const bytes = await readAtMost(request, maxBytes, tooLarge);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new HttpError(400, 'The request body is not valid UTF-8 text.');
  }
  if (text.trim() === '') throw new HttpError(400, 'The request body is empty; send a JSON object.');
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON.');
  }
}

async function readAtMost(request: Request, maxBytes: number, tooLarge: () => HttpError): Promise<Uint8Array> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      // Stop the sender instead of draining what could be an endless body.
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The body as the schema's output; a refusal names the first problem in a sentence the form can show. */
export async function readValidJsonBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  const parsed = schema.safeParse(await readJsonBody(request));
  if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? 'The request body is not valid.');
  return parsed.data;
}
