import { describe, expect, it } from 'vitest';
import { sniffImageFormat } from '../../src/server/media/imageUpload.ts';
import { contentTypeOfMediaKey, isMediaKey, mediaKeyFor, mediaUrl } from '../../src/server/media/mediaKey.ts';

describe('media keys', () => {
  it('are the first 32 hex digits of the SHA-256 of the bytes, with the extension', () => {
    // sha256("abc") = ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad
    expect(mediaKeyFor(new TextEncoder().encode('abc'), 'webp')).toBe('ba7816bf8f01cfea414140de5dae2223.webp');
    expect(mediaUrl('ba7816bf8f01cfea414140de5dae2223.webp')).toBe('/media/ba7816bf8f01cfea414140de5dae2223.webp');
    expect(contentTypeOfMediaKey('ba7816bf8f01cfea414140de5dae2223.webp')).toBe('image/webp');
  });

  it.each([
    '../etc/passwd',
    '..%2Fetc%2Fpasswd',
    'ba7816bf8f01cfea414140de5dae2223.svg',
    'ba7816bf8f01cfea414140de5dae2223.html',
    'ba7816bf8f01cfea414140de5dae2223',
    'BA7816BF8F01CFEA414140DE5DAE2223.webp',
    'ba7816bf8f01cfea414140de5dae222.webp',
    'ba7816bf8f01cfea414140de5dae22233.webp',
    'ba7816bf8f01cfea414140de5dae2223.webp/x',
    'ba7816bf8f01cfea414140de5dae2223.webp\n',
    '',
  ])('refuse %j', (key) => {
    expect(isMediaKey(key)).toBe(false);
    expect(() => contentTypeOfMediaKey(key)).toThrow();
  });
});

describe('sniffImageFormat', () => {
  const ascii = (text: string) => Uint8Array.from(text, (character) => character.charCodeAt(0));

  it.each<[string, Uint8Array, string | undefined]>([
    ['JPEG', Uint8Array.of(0xff, 0xd8, 0xff, 0xe0), 'jpeg'],
    ['PNG', Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), 'png'],
    ['GIF87a', ascii('GIF87a'), 'gif'],
    ['GIF89a', ascii('GIF89a'), 'gif'],
    ['WebP', ascii('RIFF\0\0\0\0WEBPVP8 '), 'webp'],
    ['AVIF by its major brand', ascii('\0\0\0\x18ftypavif\0\0\0\0mif1miaf'), 'avif'],
    ['AVIF by a compatible brand', ascii('\0\0\0\x1cftypmif1\0\0\0\0mif1avifmiaf'), 'avif'],
    ['an AVIF sequence', ascii('\0\0\0\x18ftypavis\0\0\0\0msf1miaf'), 'avif'],
    ['HEIC', ascii('\0\0\0\x18ftypheic\0\0\0\0mif1heic'), undefined],
    ['a brand past the ftyp box', ascii('\0\0\0\x10ftypmif1\0\0\0\0avif'), undefined],
    ['a RIFF that is not WebP', ascii('RIFF\0\0\0\0WAVEfmt '), undefined],
    ['half a PNG signature', Uint8Array.of(0x89, 0x50, 0x4e, 0x47), undefined],
    ['SVG', ascii('<svg xmlns="http://www.w3.org/2000/svg"/>'), undefined],
    ['nothing', new Uint8Array(), undefined],
  ])('%s', (_, bytes, format) => {
    expect(sniffImageFormat(bytes)).toBe(format);
  });
});
