import { imageAltTextSchema } from '../../lib/schemas/imageAltText.ts';
import { HttpError } from '../http/jsonResponse.ts';
import { mediaTypeOf, readBodyWithin } from '../http/readBody.ts';
import { maxImageBytes } from './imageUpload.ts';

/** Room for the multipart boundaries, part headers and the alt text around an image of the maximum size. */
export const maxUploadBodyBytes = maxImageBytes + 64 * 1024;

export type UploadedImageFile = { bytes: Uint8Array; alt: string };

/**
 * Reads an image upload: `multipart/form-data` with one file in the field `image` and an optional
 * `alt` text (imageAltTextSchema). 415 for another content type, 413 for a body over
 * the limit (refused before or while reading, never buffered past it), 400 for a malformed form.
 * The file's declared type and name are ignored: prepareImageUpload judges the bytes.
 */
export async function readImageUpload(request: Request): Promise<UploadedImageFile> {
  const contentType = request.headers.get('content-type') ?? '';
  if (mediaTypeOf(request) !== 'multipart/form-data') {
    throw new HttpError(415, 'Send the image as multipart/form-data, in a field named "image".');
  }
  const body = await readBodyWithin(request, maxUploadBodyBytes, `The upload is too large; at most ${maxImageBytes / (1024 * 1024)} MB are accepted.`);

  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new HttpError(400, 'The upload is not valid multipart form data.');
  }

  const files = form.getAll('image');
  if (files.length > 1) throw new HttpError(400, 'Send one image at a time, in a single field named "image".');
  const file = files[0];
  if (!(file instanceof Blob)) throw new HttpError(400, 'Attach the image as a file, in a field named "image".');

  const alt = imageAltTextSchema.safeParse(form.get('alt') ?? '');
  if (!alt.success) throw new HttpError(400, alt.error.issues[0]?.message ?? 'The alt text is not valid.');

  return { bytes: new Uint8Array(await file.arrayBuffer()), alt: alt.data };
}
