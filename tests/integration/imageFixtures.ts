import zlib from 'node:zlib';
import sharp from 'sharp';

/**
 * Real image files made on the spot, for the upload tests: each is what a browser would send, and
 * sharp (or a PNG written byte by byte) makes it, so no binary fixture lives in the repository.
 */

export const gpsMarker = { latitude: 48.856691, longitude: 2.351952 };

/** A noisy (photo-like) PNG, so that its re-encoding is not trivially small. */
export async function photoPng(width = 640, height = 480): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(
    await sharp({
      create: { width, height, channels: 3, background: 'black', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
    })
      .png()
      .toBuffer(),
  );
}

export async function plainImage(
  format: 'png' | 'jpeg' | 'webp' | 'gif' | 'avif',
  width = 120,
  height = 80,
): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: '#3a7d44' } })
      .toFormat(format)
      .toBuffer(),
  );
}

/**
 * A phone photo as it leaves the camera: 300 × 200 stored sideways (EXIF orientation 6, so it shows
 * 200 × 300), with the camera's make, GPS coordinates, an XMP packet and an ICC profile.
 */
export async function jpegWithGps(): Promise<Uint8Array<ArrayBuffer>> {
  const photo = sharp({
    create: {
      width: 300,
      height: 200,
      channels: 3,
      background: 'black',
      noise: { type: 'gaussian', mean: 120, sigma: 30 },
    },
  })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'SecretCam', Model: 'Pocket 9' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 2409/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 21/1 703/100',
      },
    })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF ' +
        'xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description ' +
        'xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="SecretPhotographer"/></rdf:RDF></x:xmpmeta>',
    )
    .withMetadata({ orientation: 6 });
  return new Uint8Array(await photo.toBuffer());
}

/** Three 64 × 48 frames, red, green and blue, shown 100, 200 and 300 ms, looping. */
export async function animatedGif(): Promise<Uint8Array<ArrayBuffer>> {
  const [width, height, colours] = [
    64,
    48,
    [
      [255, 0, 0],
      [0, 255, 0],
      [0, 0, 255],
    ],
  ];
  // The frames stacked top to bottom, as sharp holds an animation.
  const pixels = Buffer.alloc(width * height * colours.length * 3);
  colours.forEach((rgb, frame) => {
    for (let pixel = 0; pixel < width * height; pixel++) pixels.set(rgb, (frame * width * height + pixel) * 3);
  });
  const gif = sharp(pixels, { raw: { width, height: height * colours.length, channels: 3, pageHeight: height } }).gif({
    loop: 0,
    delay: [100, 200, 300],
  });
  return new Uint8Array(await gif.toBuffer());
}

export const svgWithScript = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="100" ' +
    'height="100"><script>fetch("/api/steal?c="+document.cookie)</script><rect width="100" height="100"/></svg>',
);

export const textFile = Buffer.from('Just some notes, saved as photo.png.\n');

/** The first bytes of a Windows executable (MZ … PE) and of a Linux one (ELF). */
export const windowsExecutable = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(58),
  Buffer.from([0x80, 0, 0, 0]),
  Buffer.alloc(64),
  Buffer.from('PE\0\0'),
]);
export const linuxExecutable = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(57)]);

/**
 * A decompression bomb: a valid one-colour PNG of `width` × `height` pixels (1 bit each, every row
 * zero), a few hundred kilobytes on disk that would decode to gigabytes. Written by hand, since
 * sharp itself refuses to make an image that large.
 */
export function pngBomb(width = 30_000, height = 30_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, not interlaced
  const rowBytes = 1 + Math.ceil(width / 8); // filter byte + pixels
  const pixels = zlib.deflateSync(Buffer.alloc(rowBytes * height), { level: 1 }); // fastest; still ~0.5 MB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** Whether `needle` occurs anywhere in the bytes. */
export function containsBytes(haystack: Uint8Array, needle: string | Uint8Array): boolean {
  const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return asBuffer(haystack).includes(typeof needle === 'string' ? Buffer.from(needle, 'latin1') : asBuffer(needle));
}

/** A multipart upload as the admin's browser sends it, with any file name and declared type. */
export function uploadRequest(
  file: Uint8Array,
  options: { filename?: string; type?: string; alt?: string; field?: string } = {},
): Promise<Request> {
  const form = new FormData();
  form.append(
    options.field ?? 'image',
    new File([new Uint8Array(file)], options.filename ?? 'photo.png', { type: options.type ?? 'image/png' }),
  );
  if (options.alt !== undefined) form.append('alt', options.alt);
  return formRequest(form);
}

/**
 * The form's multipart bytes as the request body, as they arrive from the network. (A FormData
 * body is produced lazily by undici, which rejects unhandled when a reader cancels it mid-way.)
 */
export async function formRequest(form: FormData): Promise<Request> {
  const encoded = new Response(form);
  const body = new Uint8Array(await encoded.arrayBuffer());
  return new Request('http://localhost:4321/api/upload', {
    method: 'POST',
    headers: { 'content-type': encoded.headers.get('content-type')! },
    body,
  });
}
