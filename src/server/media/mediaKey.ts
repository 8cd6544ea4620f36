import { createHash } from 'node:crypto';

/**
 * A media key names stored bytes by their content: the first 32 hex digits of their SHA-256 and the
 * extension of their format, so the same image uploaded twice is stored once and a key's bytes never
 * change (which is what lets /media/{key} be cached forever).
 */
const contentTypes = {
  webp: 'image/webp',
  pdf: 'application/pdf',
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
} as const;

export type MediaExtension = keyof typeof contentTypes;

/** The uploaded documents (POST /api/upload/document); every other key is an image. */
export const documentExtensions = ['pdf', 'csv', 'xlsx', 'ods'] as const satisfies readonly MediaExtension[];
export type DocumentExtension = (typeof documentExtensions)[number];

const keyPattern = new RegExp(`^[0-9a-f]{32}\\.(${Object.keys(contentTypes).join('|')})$`);

export function mediaKeyFor(bytes: Uint8Array, extension: MediaExtension): string {
  return `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${extension}`;
}

/** Only keys of this exact shape are ever stored or served: no paths, no other types. */
export function isMediaKey(key: string): boolean {
  return keyPattern.test(key);
}

/** The content type a valid key's bytes are served with. */
export function contentTypeOfMediaKey(key: string): string {
  const match = keyPattern.exec(key);
  if (!match) throw new Error(`"${key}" is not a media key.`);
  return contentTypes[match[1] as MediaExtension];
}

export function extensionOfMediaKey(key: string): MediaExtension {
  return key.slice(key.lastIndexOf('.') + 1) as MediaExtension;
}

export function isDocumentKey(key: string): boolean {
  return isMediaKey(key) && (documentExtensions as readonly string[]).includes(extensionOfMediaKey(key));
}

/** Where the site serves a key's bytes (netlify/functions/serveMedia.mts). */
export function mediaUrl(key: string): string {
  return `/media/${key}`;
}
