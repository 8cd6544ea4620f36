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
