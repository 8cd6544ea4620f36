import { describe, expect, it } from 'vitest';
import { isSafeDocumentName, safeDocumentName } from '../../src/server/media/documentName.ts';

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
