import exifr from 'exifr';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { maxImageBytes, maxImagePixels, maxImageSide, prepareImageUpload } from '../../src/server/media/imageUpload.ts';
import { isMediaKey } from '../../src/server/media/mediaKey.ts';
import {
  animatedGif,
  containsBytes,
  gpsMarker,
  jpegWithGps,
  linuxExecutable,
  photoPng,
  plainImage,
  pngBomb,
  svgWithScript,
  textFile,
  windowsExecutable,
} from './imageFixtures.ts';
import { refusal } from './httpRefusal.ts';

// Every sharp instance's options, so a test can tell a header read ({ limitInputPixels: false })
// from a decode (which sets autoOrient and a pixel limit) without timing either.
const sharpOptions = vi.hoisted(() => [] as unknown[]);
vi.mock('sharp', async (importOriginal) => {
  const { default: realSharp } = await importOriginal<typeof import('sharp')>();
  const recordingSharp = (...args: Parameters<typeof realSharp>) => {
    sharpOptions.push(args[1]);
    return realSharp(...args);
  };
  return { default: Object.assign(recordingSharp, realSharp) };
});

describe('prepareImageUpload: what is accepted', () => {
  it.each(['png', 'jpeg', 'webp', 'gif', 'avif'] as const)(
    're-encodes a %s as WebP under a content-derived key',
    async (format) => {
      const input = await plainImage(format, 120, 80);
      const image = await prepareImageUpload(input);
      expect(image.contentType).toBe('image/webp');
      expect(isMediaKey(image.key)).toBe(true);
      expect(image.key).toMatch(/^[0-9a-f]{32}\.webp$/);
      const metadata = await sharp(image.bytes).metadata();
      expect(metadata.format).toBe('webp');
      expect([metadata.width, metadata.height, image.width, image.height]).toEqual([120, 80, 120, 80]);
    },
  );

  it('gives the same image the same key, and another image another key', async () => {
    const input = await photoPng();
    const first = await prepareImageUpload(input);
    const second = await prepareImageUpload(new Uint8Array(input));
    expect(second.key).toBe(first.key);
    expect(Buffer.from(second.bytes).equals(Buffer.from(first.bytes))).toBe(true);
    expect((await prepareImageUpload(await photoPng(641, 480))).key).not.toBe(first.key);
  });

  it('strips EXIF, GPS, XMP and ICC from a phone photo, and turns it upright first', async () => {
    const photo = await jpegWithGps();
    // The fixture really carries what must go.
    const gps = await exifr.gps(photo);
    expect(gps.latitude).toBeCloseTo(gpsMarker.latitude, 4);
    expect(gps.longitude).toBeCloseTo(gpsMarker.longitude, 4);
    const before = await sharp(photo).metadata();
    expect([before.orientation, before.width, before.height, before.hasProfile, Boolean(before.xmp)]).toEqual([
      6,
      300,
      200,
      true,
      true,
    ]);
    expect(containsBytes(photo, 'SecretCam') && containsBytes(photo, 'SecretPhotographer')).toBe(true);

    const image = await prepareImageUpload(photo);
    const after = await sharp(image.bytes).metadata();
    expect(after.format).toBe('webp');
    expect([after.exif, after.xmp, after.icc, after.iptc, after.orientation]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(after.hasProfile).toBe(false);
    // Upright: the stored-sideways 300 × 200 becomes the 200 × 300 it is shown as.
    expect([image.width, image.height, after.width, after.height]).toEqual([200, 300, 200, 300]);
    // Nothing of it in the bytes either: no EXIF, XMP or ICC chunk, no camera, no author, no coordinates.
    for (const trace of ['EXIF', 'Exif', 'XMP ', 'ICCP', 'SecretCam', 'Pocket 9', 'SecretPhotographer', 'GPS']) {
      expect(containsBytes(image.bytes, trace), trace).toBe(false);
    }
    const latitudeSeconds = Buffer.alloc(8);
    latitudeSeconds.writeUInt32BE(2409, 0);
    latitudeSeconds.writeUInt32BE(100, 4);
    expect(
      containsBytes(image.bytes, latitudeSeconds) || containsBytes(image.bytes, Buffer.from(latitudeSeconds).swap32()),
    ).toBe(false);
  });

  it('bounds the longest side without enlarging', async () => {
    const wide = await prepareImageUpload(await plainImage('png', 4000, 1000));
    expect([wide.width, wide.height]).toEqual([maxImageSide, 500]);
    const tall = await prepareImageUpload(await plainImage('jpeg', 900, 3600));
    expect([tall.width, tall.height]).toEqual([500, maxImageSide]);
    const small = await prepareImageUpload(await plainImage('png', 50, 40));
    expect([small.width, small.height]).toEqual([50, 40]);
    const bounded = await prepareImageUpload(await plainImage('png', 400, 200), { maxSide: 100 });
    expect([bounded.width, bounded.height]).toEqual([100, 50]);
  });

  it('keeps an animated GIF animated, with its timing, bounding each frame', async () => {
    const gif = await animatedGif();
    const image = await prepareImageUpload(gif);
    const metadata = await sharp(image.bytes, { animated: true }).metadata();
    expect([
      metadata.format,
      metadata.pages,
      metadata.pageHeight,
      metadata.width,
      metadata.delay,
      metadata.loop,
    ]).toEqual(['webp', 3, 48, 64, [100, 200, 300], 0]);
    expect([image.width, image.height]).toEqual([64, 48]);

    const bounded = await prepareImageUpload(gif, { maxSide: 32 });
    const boundedMetadata = await sharp(bounded.bytes, { animated: true }).metadata();
    expect([boundedMetadata.pages, boundedMetadata.width, boundedMetadata.pageHeight]).toEqual([3, 32, 24]);
    expect([bounded.width, bounded.height]).toEqual([32, 24]);
  });
});

describe('prepareImageUpload: what is refused', () => {
  it.each<[string, () => Buffer]>([
    ['an SVG with a script', () => svgWithScript],
    [
      'an SVG without the XML declaration',
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    ],
  ])('refuses %s with 415, naming SVG', async (_, bytes) => {
    const { status, message } = await refusal(prepareImageUpload(bytes()));
    expect(status).toBe(415);
    expect(message).toBe(
      'SVG images are not accepted, because they can carry scripts; upload a JPEG, PNG, WebP, GIF or AVIF image.',
    );
  });

  it.each<[string, () => Buffer]>([
    ['a text file', () => textFile],
    ['a Windows executable', () => windowsExecutable],
    ['a Linux executable', () => linuxExecutable],
    ['an HTML page', () => Buffer.from('<!doctype html><html><script>alert(1)</script></html>')],
    ['a PDF', () => Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n')],
    ['a TIFF (readable by sharp, but not accepted)', () => Buffer.from([0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0])],
    ['a HEIC', () => Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic')])],
  ])('refuses %s with 415', async (_, bytes) => {
    const { status, message } = await refusal(prepareImageUpload(bytes()));
    expect(status).toBe(415);
    expect(message).toBe(
      'Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded, ' +
        'and this file is none of them, whatever its name says.',
    );
  });

  it('refuses an empty file with 400', async () => {
    expect(await refusal(prepareImageUpload(new Uint8Array()))).toEqual({
      status: 400,
      message: 'The file is empty; choose an image to upload.',
    });
  });

  it.each<[string, () => Promise<Uint8Array>]>([
    ['a truncated PNG', async () => (await photoPng()).subarray(0, 20_000)],
    ['a truncated JPEG', async () => (await jpegWithGps()).subarray(0, 4_000)],
    [
      'a PNG signature followed by garbage',
      async () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(2000, 7)]),
    ],
    ['a RIFF/WEBP header with nothing in it', async () => Buffer.from('RIFF\x10\0\0\0WEBPVP8 \0\0\0\0', 'latin1')],
    ['a corrupted GIF', async () => Buffer.concat([(await animatedGif()).subarray(0, 30), Buffer.alloc(200, 0xff)])],
  ])('refuses %s with 400', async (_, bytes) => {
    expect(await refusal(prepareImageUpload(await bytes()))).toEqual({
      status: 400,
      message: 'The image could not be read: the file is damaged or incomplete.',
    });
  });

  it('refuses a file over 8 MB with 413 before decoding it', async () => {
    // A PNG signature and 9 MB of zeros: decoding would call it damaged (400), so a 413 means the
    // size was judged first.
    const nineMegabytes = Buffer.alloc(9 * 1024 * 1024);
    nineMegabytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(await refusal(prepareImageUpload(nineMegabytes))).toEqual({
      status: 413,
      message: 'The image is larger than 8 MB; upload a smaller file.',
    });
    expect((await refusal(prepareImageUpload(nineMegabytes.subarray(0, maxImageBytes + 1)))).status).toBe(413);
  });

  it('refuses a decompression bomb (a small PNG of 30000 × 30000 pixels) with 413, without decoding it', async () => {
    const bomb = pngBomb();
    expect(bomb.byteLength).toBeLessThan(1024 * 1024);
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({
      format: 'png',
      width: 30_000,
      height: 30_000,
    });
    sharpOptions.length = 0;
    expect(await refusal(prepareImageUpload(bomb))).toEqual({
      status: 413,
      message: `The image has too many pixels; at most ${maxImagePixels / 1_000_000} megapixels are accepted.`,
    });
    expect(sharpOptions).toEqual([{ limitInputPixels: false }]);
  });

  it('counts every frame of an animation against the pixel limit', async () => {
    // 64 × 48 × 3 frames = 9,216 pixels; one frame alone (3,072) would pass a limit of 5,000.
    expect((await refusal(prepareImageUpload(await animatedGif(), { maxPixels: 5_000 }))).status).toBe(413);
  });
});
