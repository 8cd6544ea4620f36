import fs from 'node:fs';
import fsPromises from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { useAdminApiContext } from './adminApiContext.ts';
import { callFunction } from './callFunction.ts';
import {
  documentForm,
  macroWorkbook,
  odtDocument,
  plainZip,
  smallOds,
  smallPdf,
  smallXlsx,
} from './documentFixtures.ts';
import { plainImage } from './imageFixtures.ts';
import { testDatabases } from './testDatabases.ts';

const text = (value: string) => new TextEncoder().encode(value);

describe.each(testDatabases)('POST /api/upload/document and GET /media/{key}/{name} on $name', (database) => {
  const api = useAdminApiContext(database);
  const storedFiles = () => {
    const media = path.join(api.dataDir, 'media');
    return fs.existsSync(media) ? fs.readdirSync(media).filter((file) => !file.startsWith('.')) : [];
  };

  it.each([
    ['a PDF', smallPdf, 'Care Guide.pdf', 'pdf', 'application/pdf', 'Care-Guide.pdf', 'Care Guide.pdf'],
    [
      'a CSV',
      text('date,ph\r\n2026-01-01,7.1\r\n'),
      'water log (v2).csv',
      'csv',
      'text/csv; charset=utf-8',
      'water-log-v2.csv',
      'water log (v2).csv',
    ],
    [
      'an XLSX workbook',
      smallXlsx,
      'Ökologie Übersicht.xlsx',
      'xlsx',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'Okologie-Ubersicht.xlsx',
      'Ökologie Übersicht.xlsx',
    ],
    [
      'an ODS spreadsheet',
      smallOds,
      'C:\\Users\\me\\sheet.ods',
      'ods',
      'application/vnd.oasis.opendocument.spreadsheet',
      'sheet.ods',
      'sheet.ods',
    ],
    ['a PDF named as a program', smallPdf, 'report.exe', 'pdf', 'application/pdf', 'report.pdf', 'report.pdf'],
    [
      'a PDF with a name in Japanese',
      smallPdf,
      '水草の手引き.pdf',
      'pdf',
      'application/pdf',
      'document.pdf',
      '水草の手引き.pdf',
    ],
  ])(
    'stores %s as it is (201) and serves it as a download with a safe type and its name made safe',
    async (_name, bytes, fileName, extension, contentType, asciiName, shownName) => {
      const { status, body } = await api.upload('/api/upload/document', documentForm(bytes, fileName));
      expect(status).toBe(201);
      expect(body).toEqual({
        url: `/media/${body.key}/${encodeURIComponent(shownName)}`,
        key: expect.stringMatching(new RegExp(`^[0-9a-f]{32}\\.${extension}$`)),
        fileName: shownName,
        contentType,
        size: bytes.byteLength,
      });
      expect(storedFiles()).toContain(body.key);

      const served = (await callFunction(body.url))!;
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(contentType);
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('content-security-policy')).toBe("default-src 'none'");
      // RFC 6266: an ASCII fallback, then the name itself as percent-encoded UTF-8 (RFC 5987).
      const disposition = served.headers.get('content-disposition')!;
      const [, fallback, encoded] = /^attachment; filename="([^"]*)"; filename\*=UTF-8''([!#$&+.^_`|~\w%-]+)$/.exec(
        disposition,
      )!;
      expect(fallback).toBe(asciiName);
      expect(decodeURIComponent(encoded!)).toBe(shownName);
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
    },
  );

  it('takes a page of HTML for the CSV text it is, and serves it only as a text/csv download', async () => {
    const { status, body } = await api.upload(
      '/api/upload/document',
      documentForm(text('<html><script>alert(1)</script></html>'), 'page.html'),
    );
    expect(status).toBe(201);
    expect(body.fileName).toBe('page.csv');
    const served = (await callFunction(body.url))!;
    expect(served.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(served.headers.get('content-disposition')).toBe(
      `attachment; filename="page.csv"; filename*=UTF-8''page.csv`,
    );
  });

  it.each([
    ['a PNG image', async () => plainImage('png')],
    ['a zip that is no spreadsheet', async () => plainZip],
    ['an OpenDocument text', async () => odtDocument],
    ['a macro-enabled workbook', async () => macroWorkbook],
    ['binary bytes', async () => Uint8Array.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00])],
    ['text that is not UTF-8', async () => Uint8Array.from([0x63, 0x61, 0x66, 0xe9, 0x0a])],
  ])('refuses %s with 415 and stores nothing', async (_name, bytes) => {
    const before = storedFiles();
    const { status, body } = await api.upload('/api/upload/document', documentForm(await bytes(), 'file.pdf'));
    expect(status).toBe(415);
    expect(body).toEqual({
      message:
        'Only PDF, CSV, XLSX and ODS documents can be uploaded, and this file is none of them, whatever its name says.',
    });
    expect(storedFiles()).toEqual(before);
  });

  it('refuses a document over 20 MB (413), an empty file (400), another field (400) and JSON (415)', async () => {
    const large = new Uint8Array(20 * 1024 * 1024 + 1).fill(0x61);
    expect(await api.upload('/api/upload/document', documentForm(large, 'big.csv'))).toMatchObject({
      status: 413,
      body: { message: 'The document is larger than 20 MB; upload a smaller file.' },
    });
    expect(await api.upload('/api/upload/document', documentForm(new Uint8Array(), 'empty.pdf'))).toMatchObject({
      status: 400,
      body: { message: 'The file is empty; choose a document to upload.' },
    });
    expect(await api.upload('/api/upload/document', documentForm(smallPdf, 'guide.pdf', 'image'))).toMatchObject({
      status: 400,
      body: { message: 'Attach the document as a file, in a field named "file".' },
    });
    expect(await api.call('POST', '/api/upload/document', { file: 'guide.pdf' })).toMatchObject({
      status: 415,
      body: { message: 'Send the document as multipart/form-data, in a field named "file".' },
    });
  });

  it('answers 503 when the disk is full, and leaves no temporary file', async () => {
    onTestFinished(() => void vi.restoreAllMocks());
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const media = path.join(api.dataDir, 'media');
    const filesBefore = fs.existsSync(media) ? fs.readdirSync(media) : [];
    vi.spyOn(fsPromises, 'writeFile').mockImplementation(async (file) => {
      fs.writeFileSync(file as string, '');
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    });
    const { status, body, response } = await api.upload(
      '/api/upload/document',
      documentForm(text('date,ph\r\n2026-11-27,6.9\r\n'), 'full disk.csv'),
    );
    expect(status).toBe(503);
    expect(body).toEqual({
      message: 'The server has run out of storage space, so nothing was saved. Please try again later.',
    });
    expect(response.headers.get('retry-after')).toBe('300');
    expect(fs.readdirSync(media)).toEqual(filesBefore);
  });

  it('serves a document without a name under its key, and refuses a name that is not its own kind (400)', async () => {
    const { body } = await api.upload('/api/upload/document', documentForm(smallPdf, 'guide.pdf'));
    const bare = (await callFunction(`/media/${body.key}`))!;
    expect(bare.headers.get('content-disposition')).toBe(`attachment; filename="${body.key}"`);
    for (const name of ['guide.html', 'guide', '.pdf', 'a%22b.pdf', 'a/b.pdf', '', '%E6%B0%B4.pd%', 'a%0Ab.pdf']) {
      expect((await callFunction(`/media/${body.key}/${name}`))!.status, name).toBe(400);
    }
  });

  it('gives an image no file name: /media/{image}/{name} is a 400', async () => {
    const form = new FormData();
    form.append('image', new File([await plainImage('png')], 'p.png'));
    const { body } = await api.upload('/api/upload', form);
    expect((await callFunction(`/media/${body.key}`))!.headers.get('content-disposition')).toBeNull();
    expect((await callFunction(`/media/${body.key}/photo.webp`))!.status).toBe(400);
  });
});
