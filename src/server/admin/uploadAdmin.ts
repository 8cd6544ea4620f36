import { jsonResponse } from '../http/jsonResponse.ts';
import { storeUploadedDocument } from '../media/storeUploadedDocument.ts';
import { storeUploadedImage } from '../media/storeUploadedImage.ts';
import { adminHandler } from './adminHandler.ts';

/**
 * POST /api/upload (requirements §7): multipart with the image in the field `image` (and optional `alt`),
 * checked by its bytes and re-encoded (src/server/media); answers `{url, key, width, height, alt}`.
 * The session is checked before a byte of the body is read.
 */
export const uploadImage = adminHandler(['POST'], async ({ request }) =>
  jsonResponse(await storeUploadedImage(request), { status: 201 }),
);

/**
 * POST /api/upload/document: multipart with a PDF, CSV, XLSX or ODS file in the field `file`,
 * recognised by its bytes and stored as it is; answers `{url, key, fileName, contentType, size}`.
 */
export const uploadDocument = adminHandler(['POST'], async ({ request }) =>
  jsonResponse(await storeUploadedDocument(request), { status: 201 }),
);
