import fs from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errorResponse, HttpError } from '../../src/server/http/jsonResponse.ts';
import { createProjectServer } from '../../src/server/localServer/startLocalServer.ts';
import { maxImageBytes } from '../../src/server/media/imageUpload.ts';
import { fileMediaStore, mediaStore } from '../../src/server/media/mediaStore.ts';
import { storeUploadedImage } from '../../src/server/media/storeUploadedImage.ts';
import { maxUploadBodyBytes } from '../../src/server/media/uploadRequest.ts';
import { callFunction } from './callFunction.ts';
import {
  containsBytes,
  formRequest,
  jpegWithGps,
  photoPng,
  plainImage,
  pngBomb,
  svgWithScript,
  textFile,
  uploadRequest,
} from './imageFixtures.ts';

const savedEnv = { ...process.env };
let dataDir: string;
const mediaDir = () => path.join(dataDir, 'media');
const storedFiles = () => (fs.existsSync(mediaDir()) ? fs.readdirSync(mediaDir()).sort() : []);

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-'));
  process.env.DATA_DIR = dataDir;
  // Not on Netlify: the local store under DATA_DIR.
  delete process.env.NETLIFY_BLOBS_CONTEXT;
});

afterAll(() => {
  process.env = savedEnv;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

beforeEach(() => fs.rmSync(mediaDir(), { recursive: true, force: true }));

/** storeUploadedImage's answer, or its refusal as the JSON response `respond` would make of it. */
async function upload(request: Request): Promise<{ status: number; body: any }> {
  try {
    return { status: 200, body: await storeUploadedImage(request) };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const response = errorResponse(error.status, error.message);
    return { status: response.status, body: await response.json() };
  }
}

async function getMedia(pathname: string, init: RequestInit = {}): Promise<Response> {
  const response = await callFunction(pathname, init);
  if (!response) throw new Error(`no function answers ${pathname}`);
  return response;
}

describe('upload, store and serve an image (local store)', () => {
  it('stores a valid PNG under DATA_DIR/media and serves it back re-encoded, with immutable headers', async () => {
    const png = await photoPng(800, 600);
    const { status, body } = await upload(await uploadRequest(png, { alt: '  A moss terrarium in morning light  ' }));
    expect(status).toBe(200);
    expect(body).toEqual({
      url: `/media/${body.key}`,
      key: expect.stringMatching(/^[0-9a-f]{32}\.webp$/),
      width: 800,
      height: 600,
      alt: 'A moss terrarium in morning light',
    });
    expect(mediaStore().kind).toBe('files');
    expect(storedFiles()).toEqual([body.key]);

    const response = await getMedia(body.url);
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toEqual({
      'content-type': 'image/webp',
      'content-length': String(fs.statSync(path.join(mediaDir(), body.key)).size),
      'cache-control': 'public, max-age=31536000, immutable',
      'netlify-cdn-cache-control': 'public, durable, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'",
      // netlify.toml's security headers, which Netlify does not apply to function answers.
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'DENY',
      'permissions-policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
      'strict-transport-security': 'max-age=31536000',
      etag: `"${body.key.slice(0, 32)}"`,
    });
    const served = Buffer.from(await response.arrayBuffer());
    expect(served.equals(fs.readFileSync(path.join(mediaDir(), body.key)))).toBe(true);
    expect(served.equals(png)).toBe(false);
    expect(await sharp(served).metadata()).toMatchObject({ format: 'webp', width: 800, height: 600 });
  });

  it('serves a phone photo without its EXIF or GPS', async () => {
    const { body } = await upload(
      await uploadRequest(await jpegWithGps(), { filename: 'IMG_0001.JPG', type: 'image/jpeg' }),
    );
    const served = new Uint8Array(await (await getMedia(body.url)).arrayBuffer());
    const metadata = await sharp(served).metadata();
    expect([metadata.exif, metadata.xmp, metadata.icc, metadata.orientation]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    for (const trace of ['EXIF', 'Exif', 'XMP ', 'SecretCam', 'SecretPhotographer', 'GPS'])
      expect(containsBytes(served, trace), trace).toBe(false);
  });

  it('stores the same image uploaded twice once, under one key', async () => {
    const png = await photoPng();
    const first = await upload(await uploadRequest(png, { filename: 'a.png' }));
    const second = await upload(await uploadRequest(png, { filename: 'b.jpg', type: 'image/jpeg', alt: 'again' }));
    expect(second.body.key).toBe(first.body.key);
    expect(second.body.alt).toBe('again');
    expect(storedFiles()).toEqual([first.body.key]);
  });

  it.each<[string, () => Promise<Request>, number, RegExp]>([
    [
      'an SVG named .png and declared image/png',
      () => uploadRequest(svgWithScript, { filename: 'cute.png', type: 'image/png' }),
      415,
      /SVG images are not accepted/,
    ],
    [
      'an SVG declared image/svg+xml',
      () => uploadRequest(svgWithScript, { filename: 'cute.svg', type: 'image/svg+xml' }),
      415,
      /SVG images are not accepted/,
    ],
    [
      'a text file named .png',
      () => uploadRequest(textFile, { filename: 'photo.png', type: 'image/png' }),
      415,
      /Only JPEG, PNG, WebP, GIF or AVIF images/,
    ],
    ['a decompression bomb', () => uploadRequest(pngBomb()), 413, /too many pixels/],
    [
      'a truncated PNG',
      async () => uploadRequest((await photoPng()).subarray(0, 10_000)),
      400,
      /damaged or incomplete/,
    ],
    [
      'an image of 8 MB + 1 byte in a body within the limit',
      () => uploadRequest(Buffer.alloc(maxImageBytes + 1, 1)),
      413,
      /^The image is larger than 8 MB/,
    ],
    [
      'a JSON body',
      async () =>
        new Request('http://localhost/api/upload', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"file":"x"}',
        }),
      415,
      /multipart\/form-data/,
    ],
    [
      'a raw image body',
      async () =>
        new Request('http://localhost/api/upload', {
          method: 'POST',
          headers: { 'content-type': 'image/png' },
          body: await photoPng(),
        }),
      415,
      /multipart\/form-data/,
    ],
    [
      'no image field',
      async () => uploadRequest(await plainImage('png'), { field: 'file' }),
      400,
      /field named "image"/,
    ],
    [
      'a text value in the file field',
      async () => formOf([['image', 'not a file']]),
      400,
      /as a file, in a field named "image"/,
    ],
    [
      'two files',
      async () =>
        formOf([
          ['image', new File([await plainImage('png')], 'a.png')],
          ['image', new File([await plainImage('png')], 'b.png')],
        ]),
      400,
      /one image at a time/,
    ],
    [
      'alt text over 200 characters',
      async () => uploadRequest(await plainImage('png'), { alt: 'a'.repeat(201) }),
      400,
      /at most 200 characters/,
    ],
    [
      'alt text with a control character',
      async () => uploadRequest(await plainImage('png'), { alt: 'a\u0007b' }),
      400,
      /not allowed/,
    ],
    [
      'alt text sent as a file',
      async () =>
        formOf([
          ['image', new File([await plainImage('png')], 'a.png')],
          ['alt', new File(['x'], 'alt.txt')],
        ]),
      400,
      /alt text must be text/,
    ],
    [
      'a broken multipart body',
      async () =>
        new Request('http://localhost/api/upload', {
          method: 'POST',
          headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
          body: 'not multipart at all',
        }),
      400,
      /not valid multipart/,
    ],
  ])('refuses %s and stores nothing', async (_, request, status, message) => {
    const answer = await upload(await request());
    expect(answer.status).toBe(status);
    expect(answer.body.message).toMatch(message);
    expect(storedFiles()).toEqual([]);
  });

  it('accepts alt text of exactly 200 characters, and none at all', async () => {
    expect(
      (await upload(await uploadRequest(await plainImage('png'), { alt: `  ${'a'.repeat(200)}  ` }))).body.alt,
    ).toBe('a'.repeat(200));
    expect((await upload(await uploadRequest(await plainImage('png')))).body.alt).toBe('');
  });

  it('refuses a 9 MB upload with 413 while reading, before anything is decoded', async () => {
    const nineMegabytes = Buffer.alloc(9 * 1024 * 1024);
    nineMegabytes.set(await plainImage('png'));
    const answer = await upload(await uploadRequest(nineMegabytes));
    expect(answer).toEqual({ status: 413, body: { message: 'The upload is too large; at most 8 MB are accepted.' } });
    expect(storedFiles()).toEqual([]);
  });

  it('refuses by the declared length without reading the body, and stops an endless body at the limit', async () => {
    let pulled = 0;
    const chunk = new Uint8Array(64 * 1024);
    const endless = () => new ReadableStream({ pull: (controller) => (pulled++, controller.enqueue(chunk)) });
    const headers = { 'content-type': 'multipart/form-data; boundary=b' };
    const declared = new Request('http://localhost/api/upload', {
      method: 'POST',
      headers: { ...headers, 'content-length': String(maxUploadBodyBytes + 1) },
      body: endless(),
      duplex: 'half',
    } as RequestInit);
    expect((await upload(declared)).status).toBe(413);
    expect(pulled).toBeLessThanOrEqual(1);

    pulled = 0;
    const undeclared = new Request('http://localhost/api/upload', {
      method: 'POST',
      headers,
      body: endless(),
      duplex: 'half',
    } as RequestInit);
    expect((await upload(undeclared)).status).toBe(413);
    expect(pulled).toBeLessThan(maxUploadBodyBytes / chunk.byteLength + 4);
  });
});

function formOf(fields: [string, string | File][]): Promise<Request> {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  return formRequest(form);
}

describe('GET /media/:key', () => {
  let key: string;

  beforeEach(async () => {
    key = (await upload(await uploadRequest(await plainImage('png')))).body.key;
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await getMedia(`/media/${key}`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(Number(response.headers.get('content-length'))).toBeGreaterThan(0);
    expect((await response.arrayBuffer()).byteLength).toBe(0);
  });

  it('answers a matching If-None-Match with 304', async () => {
    const etag = (await getMedia(`/media/${key}`)).headers.get('etag')!;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const response = await getMedia(`/media/${key}`, { headers: { 'if-none-match': ifNoneMatch } });
      expect(response.status, ifNoneMatch).toBe(304);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
    expect((await getMedia(`/media/${key}`, { headers: { 'if-none-match': '"other"' } })).status).toBe(200);
  });

  it('answers 404 with a JSON message for a key with nothing stored', async () => {
    const response = await getMedia('/media/0123456789abcdef0123456789abcdef.webp');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      message: 'No media file is stored under 0123456789abcdef0123456789abcdef.webp.',
    });
  });

  it.each([
    '/media/..%2Fetc%2Fpasswd',
    '/media/%2e%2e%2F%2e%2e%2Fetc%2Fpasswd',
    '/media/..%5C..%5Cwindows%5Cwin.ini',
    '/media/0123456789abcdef0123456789abcdef.svg',
    '/media/0123456789abcdef0123456789abcdef.html',
    '/media/0123456789abcdef0123456789abcdef',
    '/media/0123456789ABCDEF0123456789ABCDEF.webp',
    '/media/sub/0123456789abcdef0123456789abcdef.webp',
    '/media/',
  ])('answers 400 with a JSON message for the malformed key of %s', async (pathname) => {
    const response = await getMedia(pathname);
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/^Invalid media key/);
  });

  it('refuses writes with 405', async () => {
    expect((await getMedia(`/media/${key}`, { method: 'PUT', body: 'x' })).status).toBe(405);
  });
});

describe('the local file store', () => {
  it('writes whole files only, leaving no temporary file, and never overwrites a key', async () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'media-store-'));
    try {
      const store = fileMediaStore(directory);
      const key = '0123456789abcdef0123456789abcdef.webp';
      expect(await store.get(key)).toBeUndefined();
      await store.put(key, Uint8Array.of(1, 2, 3));
      await Promise.all([store.put(key, Uint8Array.of(1, 2, 3)), store.put(key, Uint8Array.of(1, 2, 3))]);
      expect(fs.readdirSync(directory)).toEqual([key]);
      expect(await store.get(key)).toEqual(Uint8Array.of(1, 2, 3));
      await expect(store.put('../escape.webp', Uint8Array.of(1))).rejects.toThrow(/not a media key/);
      await expect(store.get('../../etc/passwd')).rejects.toThrow(/not a media key/);
      expect(fs.readdirSync(path.dirname(directory)).includes('escape.webp')).toBe(false);
    } finally {
      fs.rmSync(directory, { recursive: true, force: true });
    }
  });
});

describe('/media/* on the local server (npm start)', () => {
  let server: http.Server;
  let origin: string;
  let siteDir: string;

  beforeAll(async () => {
    // A built site that (wrongly) holds SVGs under /media/: the function must answer there, never the file.
    siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-site-'));
    fs.mkdirSync(path.join(siteDir, 'media', 'nested'), { recursive: true });
    fs.writeFileSync(path.join(siteDir, 'media', 'evil.svg'), svgWithScript);
    fs.writeFileSync(path.join(siteDir, 'media', 'nested', 'evil.svg'), svgWithScript);
    server = await createProjectServer(path.resolve('.'), () => siteDir);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(siteDir, { recursive: true, force: true });
  });

  it('serves a stored image with its headers, then from the CDN cache, conditionally', async () => {
    const { body } = await upload(await uploadRequest(await photoPng(), { alt: 'x' }));
    const first = await fetch(`${origin}${body.url}`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/webp');
    expect(first.headers.get('content-encoding')).toBeNull(); // already compressed
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    expect(first.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(first.headers.get('netlify-cdn-cache-control')).toBeNull();
    const bytes = Buffer.from(await first.arrayBuffer());
    expect(bytes.equals(fs.readFileSync(path.join(mediaDir(), body.key)))).toBe(true);

    // Gone from the store, still served by the CDN cache, as on Netlify.
    fs.rmSync(path.join(mediaDir(), body.key));
    const cached = await fetch(`${origin}${body.url}`);
    expect(Buffer.from(await cached.arrayBuffer()).equals(bytes)).toBe(true);
    expect(
      (await fetch(`${origin}${body.url}`, { headers: { 'if-none-match': first.headers.get('etag')! } })).status,
    ).toBe(304);
  });

  it('answers HEAD without keeping its empty body for a later GET', async () => {
    const { body } = await upload(await uploadRequest(await photoPng(200, 100)));
    const head = await fetch(`${origin}${body.url}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('netlify-cdn-cache-control')).toBeNull();
    const size = fs.statSync(path.join(mediaDir(), body.key)).size;
    expect(Number(head.headers.get('content-length'))).toBe(size);
    const get = await fetch(`${origin}${body.url}`);
    expect((await get.arrayBuffer()).byteLength).toBe(size);
  });

  it.each(['/media/evil.svg', '/media/nested/evil.svg'])(
    'never serves the static file %s: the function refuses the key',
    async (pathname) => {
      const response = await fetch(`${origin}${pathname}`);
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(await response.text()).not.toContain('<svg');
    },
  );
});
