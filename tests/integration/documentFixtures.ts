import zlib from 'node:zlib';

/**
 * Real document files made on the spot for the upload tests, so that no binary fixture lives in the
 * repository: a small PDF, and zip containers written byte by byte (the ODF and Open XML formats
 * are zip files whose entries say what they hold).
 */
export const smallPdf = new TextEncoder().encode(
  '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

type ZipEntry = { name: string; text: string; deflate?: boolean };

/**
 * A zip file of `entries`, in order: stored or deflated, with the local headers and central
 * directory of APPNOTE 4.3.
 */
export function zipFile(entries: ZipEntry[]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const data = Buffer.from(entry.text, 'utf8');
    const stored = entry.deflate ? zlib.deflateRawSync(data) : data;
    const crc = zlib.crc32(data);
    const fields = (header: Buffer, at: number) => {
      header.writeUInt16LE(entry.deflate ? 8 : 0, at);
      header.writeUInt32LE(0, at + 2); // time and date
      header.writeUInt32LE(crc, at + 6);
      header.writeUInt32LE(stored.length, at + 10);
      header.writeUInt32LE(data.length, at + 14);
      header.writeUInt16LE(name.length, at + 18);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    fields(local, 8);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    fields(central, 10);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, stored);
    centrals.push(central, name);
    offset += local.length + name.length + stored.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

function openXmlContentTypes(mainType: string): string {
  const contentTypesNamespace = 'http://schemas.openxmlformats.org/package/2006/content-types';
  return (
    '<?xml version="1.0" encoding="UTF-8"?>' +
    `<Types xmlns="${contentTypesNamespace}">` +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    `<Override PartName="/xl/workbook.xml" ContentType="${mainType}"/>` +
    '</Types>'
  );
}

/** An Excel workbook's container, as far as telling its type goes. */
export const smallXlsx = zipFile([
  {
    name: '[Content_Types].xml',
    text: openXmlContentTypes('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml'),
    deflate: true,
  },
  { name: 'xl/workbook.xml', text: '<workbook/>', deflate: true },
]);

/** A macro-enabled workbook (.xlsm): the same container naming another main type. */
export const macroWorkbook = zipFile([
  {
    name: '[Content_Types].xml',
    text: openXmlContentTypes('application/vnd.ms-excel.sheet.macroEnabled.main+xml'),
    deflate: true,
  },
  { name: 'xl/workbook.xml', text: '<workbook/>', deflate: true },
]);

/** An OpenDocument spreadsheet: its first entry, stored, is its mimetype. */
export const smallOds = zipFile([
  { name: 'mimetype', text: 'application/vnd.oasis.opendocument.spreadsheet' },
  { name: 'content.xml', text: '<office:document-content/>', deflate: true },
]);

/** An OpenDocument text document: a zip of the same kind that is not a spreadsheet. */
export const odtDocument = zipFile([{ name: 'mimetype', text: 'application/vnd.oasis.opendocument.text' }]);

export const plainZip = zipFile([{ name: 'readme.txt', text: 'hello', deflate: true }]);

export function documentForm(bytes: Uint8Array, fileName: string, field = 'file'): FormData {
  const form = new FormData();
  form.append(field, new File([new Uint8Array(bytes)], fileName, { type: 'application/octet-stream' }));
  return form;
}
