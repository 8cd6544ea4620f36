import { groupThousands } from '../../lib/formatNumber.ts';
import { HttpError } from './jsonResponse.ts';

/** The request's media type, lower-cased and without parameters; '' when it declares none. */
export function mediaTypeOf(request: Request): string {
  return (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
}

/**
 * The whole request body, refused with a 413 carrying `tooLargeMessage` when it is larger than
 * `maxBytes`: by its Content-Length before anything is read, or by counting while reading when that
 * is missing or false. The body is never buffered beyond the limit.
 */
export async function readBodyWithin(
  request: Request,
  maxBytes: number,
  tooLargeMessage: string,
): Promise<Uint8Array<ArrayBuffer>> {
  const tooLarge = () => new HttpError(413, tooLargeMessage);
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > maxBytes) throw tooLarge();
  if (!request.body) return new Uint8Array();

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read().catch(() => {
      // The client went away mid-body (its socket reset or closed): its fault, not the server's, and
      // certainly not the database's; nobody is left to read the answer.
      throw new HttpError(400, 'The request body ended before it was complete.');
    });
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      // Stop reading, but leave the stream be: cancelling it would destroy the connection before the
      // 413 is sent. The server closes the connection after the answer instead (unreadBody.ts).
      reader.releaseLock();
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

/**
 * The whole body as UTF-8 text within `maxBytes` (413 beyond, as readBodyWithin); 400 when it is not
 * UTF-8. The visitor forms' and the admin's JSON and urlencoded bodies all come through here.
 */
export async function readTextBodyWithin(request: Request, maxBytes: number): Promise<string> {
  const bytes = await readBodyWithin(
    request,
    maxBytes,
    `The request body is too large; at most ${groupThousands(Math.ceil(maxBytes / 1024))} KB are accepted.`,
  );
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new HttpError(400, 'The request body is not valid UTF-8 text.');
  }
}
