import { describe, expect, it } from 'vitest';
import { sniffDocumentFormat } from '../../src/server/media/documentFormat.ts';

const text = (value: string) => new TextEncoder().encode(value);

describe('sniffDocumentFormat', () => {
  // file-type reads these first bytes as a bitmap, an MP3 and a program; as text they are CSV.
  it.each(['BMI,height\n24,180\n', 'ID3,title\n7,Moss\n', 'MZ,count\n1,2\n'])('takes %j for CSV', async (csv) => {
    expect(await sniffDocumentFormat(text(csv))).toBe('csv');
  });

  it('refuses binary bytes whatever file-type calls them', async () => {
    expect(await sniffDocumentFormat(Uint8Array.from([0x42, 0x4d, 0x00, 0x01, 0x02]))).toBeUndefined();
  });
});
