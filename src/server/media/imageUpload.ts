import sharp, { type Metadata } from 'sharp';
import { HttpError } from '../http/jsonResponse.ts';
import { mediaKeyFor } from './mediaKey.ts';

/** The largest image file accepted, checked before anything is decoded. */
export const maxImageBytes = 8 * 1024 * 1024;

/**
 * Decoding costs memory in proportion to pixels, not to file size: a small file can declare a
 * 30000 × 30000 canvas (a decompression bomb). 50 megapixels keeps a 48-megapixel phone photo and
 * stays far below what a function's memory can hold.
 */
export const maxImagePixels = 50_000_000;

/** The longest side of a stored image: larger than the site ever shows, smaller than a camera's. */
export const maxImageSide = 2000;

/** Visually lossless for photos at a fraction of a JPEG's size. */
const webpQuality = 82;

export type ImageUploadOptions = { maxBytes?: number; maxPixels?: number; maxSide?: number };

export type PreparedImage = { key: string; contentType: string; bytes: Uint8Array; width: number; height: number };

type AcceptedFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';

const acceptedFormats = 'JPEG, PNG, WebP, GIF or AVIF';

/**
 * Checks an uploaded image by its bytes (the declared type and file name are never trusted) and
 * re-encodes it as WebP: turned upright by its EXIF orientation, then stripped of all metadata
 * (EXIF with GPS, XMP, IPTC, ICC after conversion to sRGB), its longest side bounded without
 * enlarging. An animated GIF or WebP stays animated. Refusals are HttpErrors with one sentence.
 */
export async function prepareImageUpload(bytes: Uint8Array, options: ImageUploadOptions = {}): Promise<PreparedImage> {
  const { maxBytes = maxImageBytes, maxPixels = maxImagePixels, maxSide = maxImageSide } = options;
  if (bytes.byteLength > maxBytes)
    throw new HttpError(413, `The image is larger than ${formatMegabytes(maxBytes)}; upload a smaller file.`);
  if (bytes.byteLength === 0) throw new HttpError(400, 'The file is empty; choose an image to upload.');

  const format = sniffImageFormat(bytes);
  if (!format) {
    if (looksLikeSvg(bytes))
      throw new HttpError(
        415,
        `SVG images are not accepted, because they can carry scripts; upload a ${acceptedFormats} image.`,
      );
    throw new HttpError(
      415,
      `Only ${acceptedFormats} images can be uploaded, and this file is none of them, whatever its name says.`,
    );
  }

  // The header only: dimensions and frame count, before a single pixel is decoded. sharp's own pixel
  // limit is lifted here so that an oversized image gets the 413 below, not a misleading 400.
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw damaged();
    });
  if (formatOfMetadata(metadata) !== format) throw damaged();
  const pages = metadata.pages ?? 1;
  const animated = pages > 1 && (format === 'gif' || format === 'webp');
  if (metadata.width * metadata.height * (animated ? pages : 1) > maxPixels) {
    throw new HttpError(
      413,
      `The image has too many pixels; at most ${maxPixels / 1_000_000} megapixels are accepted.`,
    );
  }

  // Bound one frame (upright), never the stack of an animation's frames: resize by width alone.
  const frameWidth = metadata.autoOrient.width;
  const frameHeight = animated ? metadata.height : metadata.autoOrient.height;
  const scale = Math.min(1, maxSide / Math.max(frameWidth, frameHeight));

  try {
    let pipeline = sharp(bytes, { autoOrient: true, animated, limitInputPixels: maxPixels, failOn: 'warning' });
    if (scale < 1) pipeline = pipeline.resize({ width: Math.max(1, Math.round(frameWidth * scale)) });
    const { data, info } = await pipeline.webp({ quality: webpQuality }).toBuffer({ resolveWithObject: true });
    return {
      key: mediaKeyFor(data, 'webp'),
      contentType: 'image/webp',
      bytes: new Uint8Array(data),
      width: info.width,
      height: info.pageHeight ?? info.height,
    };
  } catch (error) {
    if (/pixel limit/i.test((error as Error).message))
      throw new HttpError(
        413,
        `The image has too many pixels; at most ${maxPixels / 1_000_000} megapixels are accepted.`,
      );
    throw damaged();
  }
}

function damaged(): HttpError {
  return new HttpError(400, 'The image could not be read: the file is damaged or incomplete.');
}

function formatMegabytes(bytes: number): string {
  return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
}

function formatOfMetadata(metadata: Metadata): AcceptedFormat | undefined {
  if (metadata.format === 'heif') return metadata.compression === 'av1' ? 'avif' : undefined;
  return (['jpeg', 'png', 'webp', 'gif'] as const).find((format) => format === metadata.format);
}

function hasAscii(bytes: Uint8Array, offset: number, text: string): boolean {
  if (bytes.byteLength < offset + text.length) return false;
  for (let index = 0; index < text.length; index++) if (bytes[offset + index] !== text.charCodeAt(index)) return false;
  return true;
}

function hasBytes(bytes: Uint8Array, signature: number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte);
}

/** The format the file's magic numbers announce, if it is one we accept. */
export function sniffImageFormat(bytes: Uint8Array): AcceptedFormat | undefined {
  if (hasBytes(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (hasBytes(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (hasAscii(bytes, 0, 'GIF87a') || hasAscii(bytes, 0, 'GIF89a')) return 'gif';
  if (hasAscii(bytes, 0, 'RIFF') && hasAscii(bytes, 8, 'WEBP')) return 'webp';
  if (isAvif(bytes)) return 'avif';
  return undefined;
}

/** An ISO-BMFF `ftyp` box whose major or compatible brands name AVIF (image or sequence). */
function isAvif(bytes: Uint8Array): boolean {
  if (!hasAscii(bytes, 4, 'ftyp') || bytes.byteLength < 16) return false;
  const boxSize = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0);
  const end = Math.min(boxSize, bytes.byteLength);
  for (let offset = 8; offset + 4 <= end; offset += offset === 8 ? 8 : 4) {
    if (hasAscii(bytes, offset, 'avif') || hasAscii(bytes, offset, 'avis')) return true;
  }
  return false;
}

/** Only to name the refusal: an SVG is refused like any other file that is not a raster image. */
function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 4096));
  return /^\s*(\uFEFF)?\s*<(\?xml|!--|!doctype svg|svg)/i.test(head) && /<svg[\s>]/i.test(head);
}
