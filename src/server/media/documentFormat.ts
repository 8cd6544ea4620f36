import yauzl from 'yauzl';
import type { DocumentExtension } from './mediaKey.ts';

/** The XML parts read to tell the spreadsheet formats apart are small; a larger one is not ours. */
const maxInspectedEntryBytes = 1024 * 1024;
const odsMimeType = 'application/vnd.oasis.opendocument.spreadsheet';
const xlsxWorkbookType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml';

/**
 * The document format of an upload, judged by its bytes alone (never by its name or declared type):
 * - PDF by its `%PDF-` header;
 * - XLSX and ODS, both zip containers, by what the container says it holds: an ODF `mimetype` entry
 *   naming a spreadsheet, or an Open XML `[Content_Types].xml` naming a workbook (macro-enabled
 *   workbooks and templates name other types, and are refused);
 * - CSV by being UTF-8 text without control characters other than tab and line breaks.
 * Undefined for anything else.
 */
export async function sniffDocumentFormat(bytes: Uint8Array): Promise<DocumentExtension | undefined> {
  if (startsWithText(bytes, '%PDF-')) return 'pdf';
  if (startsWithText(bytes, 'PK\u0003\u0004')) return zipDocumentFormat(bytes);
  return isCsvText(bytes) ? 'csv' : undefined;
}

function startsWithText(bytes: Uint8Array, text: string): boolean {
  return bytes.byteLength >= text.length && [...text].every((char, index) => bytes[index] === char.charCodeAt(0));
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

async function zipDocumentFormat(bytes: Uint8Array): Promise<DocumentExtension | undefined> {
  const parts = await readZipEntries(bytes, ['mimetype', '[Content_Types].xml']).catch(() => undefined);
  if (!parts) return undefined;
  if (parts.get('mimetype')?.trim() === odsMimeType) return 'ods';
  const contentTypes = parts.get('[Content_Types].xml');
  if (contentTypes?.includes(`ContentType="${xlsxWorkbookType}"`)) return 'xlsx';
  return undefined;
}

/** The text of the named entries of a zip file that has them (each at most maxInspectedEntryBytes). */
function readZipEntries(bytes: Uint8Array, names: string[]): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      { lazyEntries: true },
      (error, zip) => {
        if (error) return reject(error);
        const found = new Map<string, string>();
        zip.on('error', reject);
        zip.on('end', () => resolve(found));
        zip.on('entry', (entry: yauzl.Entry) => {
          if (!names.includes(entry.fileName) || entry.uncompressedSize > maxInspectedEntryBytes)
            return zip.readEntry();
          zip.openReadStream(entry, (streamError, stream) => {
            if (streamError) return reject(streamError);
            const chunks: Buffer[] = [];
            stream.on('data', (chunk: Buffer) => chunks.push(chunk));
            stream.on('error', reject);
            stream.on('end', () => {
              found.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
              zip.readEntry();
            });
          });
        });
        zip.readEntry();
      },
    );
  });
}
