import { describe, expect, it } from 'vitest';
import {
  documentContentDisposition,
  documentDisplayName,
  isDocumentDisplayName,
  isSafeDocumentName,
  safeDocumentName,
} from '../../src/server/media/documentName.ts';

describe('safeDocumentName', () => {
  it.each([
    ['Care Guide.pdf', 'pdf', 'Care-Guide.pdf'],
    ['/home/me/Ökologie Übersicht.xlsx', 'xlsx', 'Okologie-Ubersicht.xlsx'],
    ['C:\\Users\\me\\sheet.ods', 'ods', 'sheet.ods'],
    ['invoice.pdf.exe', 'pdf', 'invoice.pdf.pdf'],
    ['..\u0000"evil"<script>.csv', 'csv', 'evil-script.csv'],
    ['...', 'csv', 'document.csv'],
    ['', 'pdf', 'document.pdf'],
    ['日本語.pdf', 'pdf', 'document.pdf'],
  ] as const)('%s as %s is %s', (original, extension, expected) => {
    const name = safeDocumentName(original, extension);
    expect(name).toBe(expected);
    expect(isSafeDocumentName(name, extension)).toBe(true);
  });

  it('keeps at most 80 characters before the extension', () => {
    const name = safeDocumentName(`${'a'.repeat(200)}.pdf`, 'pdf');
    expect(name).toBe(`${'a'.repeat(80)}.pdf`);
    expect(isSafeDocumentName(name, 'pdf')).toBe(true);
    expect(isSafeDocumentName(`${'a'.repeat(81)}.pdf`, 'pdf')).toBe(false);
  });

  it('isSafeDocumentName refuses another extension, paths, quotes and leading dots', () => {
    for (const name of [
      'guide.html',
      'guide.pdf.html',
      '../guide.pdf',
      'a"b.pdf',
      '.pdf',
      '.hidden.pdf',
      'a b.pdf',
      'guide',
    ]) {
      expect(isSafeDocumentName(name, 'pdf'), name).toBe(false);
    }
  });
});

describe('documentDisplayName', () => {
  it.each([
    ['Öko-Übersicht 2026.xlsx', 'xlsx', 'Öko-Übersicht 2026.xlsx'],
    ['/home/me/日本語 ガイド.pdf', 'pdf', '日本語 ガイド.pdf'],
    ['..\u0000"evil"\u202e<b>.csv', 'csv', 'evil<b>.csv'],
    ['invoice.pdf.exe', 'pdf', 'invoice.pdf.pdf'],
    ['  ', 'ods', 'document.ods'],
  ] as const)('%s as %s is %s', (original, extension, expected) => {
    const name = documentDisplayName(original, extension);
    expect(name).toBe(expected);
    expect(isDocumentDisplayName(name, extension)).toBe(true);
  });

  it('refuses what it could not have made', () => {
    for (const name of ['a/b.pdf', 'a"b.pdf', '.pdf', 'a\nb.pdf', 'guide.html', `${'ü'.repeat(81)}.pdf`]) {
      expect(isDocumentDisplayName(name, 'pdf'), name).toBe(false);
    }
  });
});

describe('documentContentDisposition (RFC 6266 and 5987)', () => {
  it('gives an ASCII name as it is, in both parameters', () => {
    expect(documentContentDisposition('Care-Guide.pdf', 'pdf')).toBe(
      `attachment; filename="Care-Guide.pdf"; filename*=UTF-8''Care-Guide.pdf`,
    );
  });

  it('gives a non-ASCII name as an ASCII fallback and percent-encoded UTF-8', () => {
    expect(documentContentDisposition('Öko Übersicht (v2).xlsx', 'xlsx')).toBe(
      `attachment; filename="Oko-Ubersicht-v2.xlsx"; filename*=UTF-8''%C3%96ko%20%C3%9Cbersicht%20%28v2%29.xlsx`,
    );
    expect(documentContentDisposition('日本語.pdf', 'pdf')).toBe(
      `attachment; filename="document.pdf"; filename*=UTF-8''%E6%97%A5%E6%9C%AC%E8%AA%9E.pdf`,
    );
  });

  it('never lets a quote, a semicolon or a line break out of its parameter', () => {
    const header = documentContentDisposition("it's; a*test!.csv", 'csv');
    expect(header).toBe(`attachment; filename="it-s-a-test.csv"; filename*=UTF-8''it%27s%3B%20a%2Atest%21.csv`);
    expect(header).toMatch(/^[\x21-\x7e ]+$/);
  });
});
