import type { DocumentExtension } from './mediaKey.ts';

const maxStemLength = 80;

/**
 * The name a document is downloaded under, made from the name the admin's file had: only ASCII
 * letters, digits, dots, dashes and underscores (accents dropped, anything else a dash), at most 80
 * characters before its extension, which is always the one its bytes were recognised as. So the name
 * can sit in a URL and a Content-Disposition header as it is, and never says .exe or .html.
 */
export function safeDocumentName(originalName: string, extension: DocumentExtension): string {
  const baseName = originalName.split(/[\\/]/).at(-1) ?? '';
  const stem = baseName
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, maxStemLength)
    .replace(/[-.]+$/, '');
  return `${stem || 'document'}.${extension}`;
}

/** Whether `name` is one safeDocumentName could have made for a document of this extension. */
export function isSafeDocumentName(name: string, extension: DocumentExtension): boolean {
  const stem = name.endsWith(`.${extension}`) ? name.slice(0, -extension.length - 1) : '';
  return stem.length > 0 && stem.length <= maxStemLength && /^[A-Za-z0-9_]([A-Za-z0-9._-]*[A-Za-z0-9_])?$/.test(stem);
}

/**
 * The name a document is offered under, kept as close to the admin's own file name as is safe, in
 * any script (Ökologie.xlsx, 日本語.pdf): no folders, no control or invisible formatting characters
 * (a right-to-left override could disguise the extension), no double quotes, no leading dots, at
 * most 80 characters before the extension its bytes were recognised as. It travels percent-encoded
 * in the document's address, and /media/ sends it in Content-Disposition (documentContentDisposition).
 */
export function documentDisplayName(originalName: string, extension: DocumentExtension): string {
  const baseName = originalName.split(/[\\/]/).at(-1) ?? '';
  const stem = [
    ...baseName
      .replace(/\.[^.]*$/, '')
      .normalize('NFC')
      .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}"]/gu, '')
      .replace(/\s+/gu, ' ')
      .replace(/^[\s.]+|[\s.]+$/gu, ''),
  ]
    .slice(0, maxStemLength)
    .join('')
    .trimEnd();
  return `${stem || 'document'}.${extension}`;
}

/** Whether `name` is one documentDisplayName could have made for a document of this extension. */
export function isDocumentDisplayName(name: string, extension: DocumentExtension): boolean {
  return name.endsWith(`.${extension}`) && documentDisplayName(name, extension) === name;
}

/** RFC 5987's value-chars: encodeURIComponent leaves ! ' ( ) * as they are, which it does not allow all of. */
const encodeRfc5987 = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * A download's Content-Disposition (RFC 6266) for a document named `name` (a documentDisplayName):
 * `filename` an ASCII fallback (safeDocumentName) for clients without RFC 5987, `filename*` the
 * name itself as percent-encoded UTF-8, which browsers prefer.
 */
export function documentContentDisposition(name: string, extension: DocumentExtension): string {
  return `attachment; filename="${safeDocumentName(name, extension)}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}
