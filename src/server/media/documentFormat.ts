import { fileTypeFromBuffer } from 'file-type';
import type { DocumentExtension } from './mediaKey.ts';

/** The formats file-type tells apart that we take; CSV is text, which it does not judge. */
const binaryDocumentExtensions = ['pdf', 'xlsx', 'ods'] as const satisfies readonly DocumentExtension[];

/**
 * The document format of an upload, judged by its bytes alone (never by its name or declared type):
 * - PDF, XLSX and ODS as the file-type library reads them: PDF by its `%PDF` header, and the two
 *   zip containers by what the container says it holds (an ODF `mimetype` entry, an Open XML
 *   `[Content_Types].xml`), so macro-enabled workbooks and templates are other types, refused;
 * - CSV by being UTF-8 text without control characters other than tab and line breaks (also when
 *   file-type takes its first bytes for another format, as it takes a header `BMI,…` for a bitmap).
 * Undefined for anything else.
 */
export async function sniffDocumentFormat(bytes: Uint8Array): Promise<DocumentExtension | undefined> {
  const detected = await fileTypeFromBuffer(bytes);
  const format = binaryDocumentExtensions.find((extension) => extension === detected?.ext);
  if (format) return format;
  return isCsvText(bytes) ? 'csv' : undefined;
}

export function isCsvText(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  return text.trim() !== '' && !/[^\P{Cc}\t\r\n]/u.test(text);
}
