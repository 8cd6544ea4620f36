import { HttpError } from '../http/jsonResponse.ts';
import { sniffDocumentFormat } from './documentFormat.ts';
import { documentDisplayName } from './documentName.ts';
import { contentTypeOfMediaKey, mediaKeyFor, mediaUrl } from './mediaKey.ts';
import { mediaStore } from './mediaStore.ts';
import { readUploadedFile } from './uploadRequest.ts';

/** The largest document accepted: a long illustrated PDF guide fits. */
export const maxDocumentBytes = 20 * 1024 * 1024;

/** Room for the multipart boundaries and part headers around a document of the maximum size. */
export const maxDocumentBodyBytes = maxDocumentBytes + 64 * 1024;

export type StoredDocument = { url: string; key: string; fileName: string; contentType: string; size: number };

/**
 * An admin's document upload (a resource's file), from request to stored media: one file in the
 * field `file`, at most 20 MB, recognised as PDF, CSV, XLSX or ODS by its bytes (documentFormat.ts),
 * stored as it is under its content hash. Its address carries its original name made safe and
 * percent-encoded, which /media/ sends back as the download's file name: `/media/{key}/{fileName}`.
 */
export async function storeUploadedDocument(request: Request): Promise<StoredDocument> {
  const { bytes, fileName } = await readUploadedFile(
    request,
    'file',
    'document',
    maxDocumentBodyBytes,
    maxDocumentBytes,
  );
  if (bytes.byteLength > maxDocumentBytes)
    throw new HttpError(
      413,
      `The document is larger than ${maxDocumentBytes / (1024 * 1024)} MB; upload a smaller file.`,
    );
  if (bytes.byteLength === 0) throw new HttpError(400, 'The file is empty; choose a document to upload.');
  const format = await sniffDocumentFormat(bytes);
  if (!format)
    throw new HttpError(
      415,
      'Only PDF, CSV, XLSX and ODS documents can be uploaded, and this file is none of them, whatever its name says.',
    );

  const key = mediaKeyFor(bytes, format);
  await mediaStore().put(key, bytes);
  const name = documentDisplayName(fileName, format);
  return {
    url: `${mediaUrl(key)}/${encodeURIComponent(name)}`,
    key,
    fileName: name,
    contentType: contentTypeOfMediaKey(key),
    size: bytes.byteLength,
  };
}
