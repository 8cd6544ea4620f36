import { allowMethods, HttpError, respond } from '../http/jsonResponse.ts';
import { documentContentDisposition, isDocumentDisplayName } from './documentName.ts';
import {
  contentTypeOfMediaKey,
  type DocumentExtension,
  extensionOfMediaKey,
  isDocumentKey,
  isMediaKey,
} from './mediaKey.ts';
import { mediaStore } from './mediaStore.ts';
import { matchesEtag } from '../http/entityTag.ts';

const mediaPathPrefix = '/media/';

/**
 * A key's bytes never change (it is their hash), so browsers and Netlify's CDN keep them for a year
 * without asking again; `durable` shares the CDN copy between edge nodes.
 */
export const mediaCacheHeaders = {
  'cache-control': 'public, max-age=31536000, immutable',
  'netlify-cdn-cache-control': 'public, durable, max-age=31536000, immutable',
};

/**
 * Defence in depth: only raster images and the documents recognised by their bytes (PDF, CSV, XLSX,
 * ODS) are ever stored, but should a stored file ever be taken for a page, it may run nothing and
 * load nothing, and the browser may not guess another type.
 */
const mediaSafetyHeaders = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'",
};

/**
 * GET or HEAD /media/{key}, or /media/{key}/{fileName} for a document: the stored bytes with their
 * type, immutable cache headers and the key's hash as ETag; a document is always a download
 * (`attachment`) under its file name. 400 for anything that is not a media key (a path, another
 * type) or a file name documentDisplayName could not have made, 404 when nothing is stored under the key.
 */
export function serveMedia(request: Request): Promise<Response> {
  return respond(request, async () => {
    allowMethods(request, ['GET']);
    const pathname = new URL(request.url).pathname;
    const mediaPath = pathname.startsWith(mediaPathPrefix) ? pathname.slice(mediaPathPrefix.length) : '';
    const [key = '', encodedName] = mediaPath.split(/\/(.*)/s);
    const fileName = encodedName === undefined ? undefined : decodedFileName(encodedName);
    if (!isMediaKey(key)) {
      throw new HttpError(
        400,
        `Invalid media key "${key.slice(0, 80)}": expected 32 hexadecimal digits and a file extension, ` +
          'such as 0123456789abcdef0123456789abcdef.webp.',
      );
    }
    const extension = extensionOfMediaKey(key) as DocumentExtension;
    const namedDocument = isDocumentKey(key) && isDocumentDisplayName(fileName ?? '', extension);
    if (fileName !== undefined && !namedDocument) {
      throw new HttpError(
        400,
        `Invalid file name "${fileName.slice(0, 80)}" for ${key}: only documents have one, without folders, ` +
          'control characters or quotes, ending in their own extension.',
      );
    }
    const bytes = await mediaStore().get(key);
    if (!bytes) throw new HttpError(404, `No media file is stored under ${key}.`);

    const etag = `"${key.slice(0, key.indexOf('.'))}"`;
    const headers: Record<string, string> = {
      ...mediaCacheHeaders,
      ...mediaSafetyHeaders,
      'content-type': contentTypeOfMediaKey(key),
      etag,
    };
    if (isDocumentKey(key)) {
      headers['content-disposition'] = fileName
        ? documentContentDisposition(fileName, extension)
        : `attachment; filename="${key}"`;
    }
    if (matchesEtag(request.headers.get('if-none-match'), etag)) return new Response(null, { status: 304, headers });
    return new Response(request.method === 'HEAD' ? null : bytes, {
      headers: { ...headers, 'content-length': String(bytes.byteLength) },
    });
  });
}

/** The file name part of a document's address, percent-decoded; a malformed encoding is the client's error. */
function decodedFileName(encoded: string): string {
  try {
    return decodeURIComponent(encoded);
  } catch {
    throw new HttpError(400, `Invalid file name "${encoded.slice(0, 80)}": its percent-encoding is malformed.`);
  }
}
