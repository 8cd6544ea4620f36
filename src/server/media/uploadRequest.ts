import { imageAltTextSchema } from '../../lib/schemas/imageAltText.ts';
import { HttpError } from '../http/jsonResponse.ts';
import { mediaTypeOf, readBodyWithin } from '../http/readBody.ts';
import { maxImageBytes } from './imageUpload.ts';

/** Room for the multipart boundaries, part headers and the alt text around an image of the maximum size. */
export const maxUploadBodyBytes = maxImageBytes + 64 * 1024;

export type UploadedImageFile = { bytes: Uint8Array; alt: string };

/** One uploaded file as its form carried it: the bytes, the name the browser gave it, and the other fields. */
export type UploadedFile = { bytes: Uint8Array; fileName: string; form: FormData };

/**
 * Reads an upload: `multipart/form-data` with exactly one file in the field `field`. 415 for another
 * content type, 413 for a body over `maxBodyBytes` (refused before or while reading, never buffered
 * past it; `maxFileBytes` names the limit), 400 for a malformed form. The file's declared type is
 * ignored: the callers judge the bytes.
 */
export async function readUploadedFile(
  request: Request,
  field: string,
  what: string,
  maxBodyBytes: number,
  maxFileBytes: number,
): Promise<UploadedFile> {
  const contentType = request.headers.get('content-type') ?? '';
  if (mediaTypeOf(request) !== 'multipart/form-data')
    throw new HttpError(415, `Send the ${what} as multipart/form-data, in a field named "${field}".`);
  const body = await readBodyWithin(
    request,
    maxBodyBytes,
    `The upload is too large; at most ${maxFileBytes / (1024 * 1024)} MB are accepted.`,
  );

  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new HttpError(400, 'The upload is not valid multipart form data.');
  }

  const files = form.getAll(field);
  if (files.length > 1) throw new HttpError(400, `Send one ${what} at a time, in a single field named "${field}".`);
  const file = files[0];
  if (!(file instanceof Blob)) throw new HttpError(400, `Attach the ${what} as a file, in a field named "${field}".`);
  return { bytes: new Uint8Array(await file.arrayBuffer()), fileName: file instanceof File ? file.name : '', form };
}

/**
 * Reads an image upload: one file in the field `image` and an optional `alt` text
 * (imageAltTextSchema). prepareImageUpload judges the bytes.
 */
export async function readImageUpload(request: Request): Promise<UploadedImageFile> {
  const { bytes, form } = await readUploadedFile(request, 'image', 'image', maxUploadBodyBytes, maxImageBytes);
  const alt = imageAltTextSchema.safeParse(form.get('alt') ?? '');
  if (!alt.success) throw new HttpError(400, alt.error.issues[0]?.message ?? 'The alt text is not valid.');
  return { bytes, alt: alt.data };
}
