import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  failureMessage,
  getJson,
  postJson,
  sendJson,
  uploadableImageTypes,
  uploadImage,
} from '../../src/lib/apiClient.ts';

function answer(status: number, body: string, statusText = '') {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(new Response(status === 204 ? null : body, { status, statusText }));
}

afterEach(() => vi.restoreAllMocks());

describe('postJson (requirements §7 writes)', () => {
  it('sends JSON with a JSON content type and credentials, and parses the JSON answer', async () => {
    const fetch = answer(200, '{"message":"ok"}');
    expect(await postJson('/api/contact', { name: 'Ana' })).toEqual({ message: 'ok' });
    expect(fetch).toHaveBeenCalledWith('/api/contact', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: '{"name":"Ana"}',
    });
  });

  it('is not retried after a failure', async () => {
    const fetch = answer(503, '{"message":"down"}');
    await expect(postJson('/api/contact', {})).rejects.toBeInstanceOf(ApiError);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('the generic error of requirements §8', () => {
  it('is "status: body text", keeping the server’s JSON message apart', async () => {
    answer(429, '{"message":"Too many requests."}', 'Too Many Requests');
    const error = await postJson('/api/newsletter/subscribe', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('429: {"message":"Too many requests."}');
    expect((error as ApiError).status).toBe(429);
    expect((error as ApiError).serverMessage).toBe('Too many requests.');
  });

  it('keeps the field a refusal names apart too, and none when it names none', async () => {
    answer(400, '{"message":"Please enter a valid email address.","field":"email"}', 'Bad Request');
    const error = (await postJson('/api/contact', {}).catch((caught: unknown) => caught)) as ApiError;
    expect(error.field).toBe('email');
    expect(error.serverMessage).toBe('Please enter a valid email address.');
    answer(400, '{"message":"Unrecognized key: \\"isRead\\""}', 'Bad Request');
    expect(((await postJson('/x', {}).catch((caught: unknown) => caught)) as ApiError).field).toBeUndefined();
  });

  it('is "status: status text" when the body is empty', async () => {
    answer(502, '', 'Bad Gateway');
    const error = (await postJson('/api/contact', {}).catch((caught: unknown) => caught)) as ApiError;
    expect(error.message).toBe('502: Bad Gateway');
    expect(error.serverMessage).toBeUndefined();
  });

  it('has no server message when the body is not JSON or has none', async () => {
    answer(500, '<html>Oops</html>', 'Internal Server Error');
    expect(((await postJson('/x', {}).catch((caught: unknown) => caught)) as ApiError).serverMessage).toBeUndefined();
    answer(500, '{"error":"x"}');
    expect(((await postJson('/x', {}).catch((caught: unknown) => caught)) as ApiError).serverMessage).toBeUndefined();
    answer(500, '{"message":"   "}');
    expect(((await postJson('/x', {}).catch((caught: unknown) => caught)) as ApiError).serverMessage).toBeUndefined();
    answer(500, 'null');
    expect(((await postJson('/x', {}).catch((caught: unknown) => caught)) as ApiError).serverMessage).toBeUndefined();
  });

  it('is named ApiError', () => {
    expect(new ApiError(500, 'Internal Server Error', '').name).toBe('ApiError');
  });
});

describe('sendJson', () => {
  it('sends no body and no content type when there is no data, and answers null for an empty body', async () => {
    const fetch = answer(200, '');
    expect(await sendJson('DELETE', '/api/species/4')).toBeNull();
    const sent = { method: 'DELETE', credentials: 'include', headers: {}, body: undefined };
    expect(fetch).toHaveBeenCalledWith('/api/species/4', sent);
  });
});

describe('getJson (requirements §7 reads)', () => {
  it('sends credentials and parses JSON', async () => {
    const fetch = answer(200, '[1,2]');
    expect(await getJson<number[]>('/api/biomes')).toEqual([1, 2]);
    expect(fetch).toHaveBeenCalledWith('/api/biomes', {
      credentials: 'include',
      headers: { accept: 'application/json' },
    });
  });

  it('treats a 401 as an error by default, and as null when asked to', async () => {
    answer(401, '{"message":"Sign in"}', 'Unauthorized');
    await expect(getJson('/api/auth/user')).rejects.toThrow('401: {"message":"Sign in"}');
    answer(401, '', 'Unauthorized');
    expect(await getJson('/api/auth/user', { on401: 'returnNull' })).toBeNull();
  });
});

describe('failureMessage', () => {
  it('prefers the server’s sentence, else the form’s fallback', () => {
    expect(failureMessage(new ApiError(429, 'Too Many Requests', '{"message":"Slow down."}'), 'Fallback')).toBe(
      'Slow down.',
    );
    expect(failureMessage(new ApiError(500, 'Internal Server Error', ''), 'Fallback')).toBe('Fallback');
    expect(failureMessage(new TypeError('Failed to fetch'), 'Fallback')).toBe('Fallback');
  });
});

describe('uploadImage (requirements §7 POST /api/upload)', () => {
  it('sends the file as multipart form data in the field "image", with credentials, and answers the url', async () => {
    const fetch = answer(201, '{"url":"/media/abc.webp"}');
    const file = new File([new Uint8Array([1, 2, 3])], 'moss.png', { type: 'image/png' });
    expect(await uploadImage(file)).toBe('/media/abc.webp');
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/upload');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    // No content type of our own: the browser sets multipart/form-data with its boundary.
    expect(init?.headers).toBeUndefined();
    const body = init?.body as FormData;
    expect([...body.keys()]).toEqual(['image']);
    const sent = body.get('image') as File;
    expect(sent.name).toBe('moss.png');
    expect(new Uint8Array(await sent.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
  });

  it('sends the alt text in the field "alt" when there is one', async () => {
    const fetch = answer(201, '{"url":"/media/abc.webp","alt":"Moss on a stone"}');
    expect(await uploadImage(new Blob(['x']), 'Moss on a stone')).toBe('/media/abc.webp');
    const body = fetch.mock.calls[0]![1]?.body as FormData;
    expect([...body.keys()]).toEqual(['image', 'alt']);
    expect(body.get('alt')).toBe('Moss on a stone');
    vi.restoreAllMocks();
    const second = answer(201, '{"url":"/media/abc.webp"}');
    await uploadImage(new Blob(['x']), '   ');
    expect([...(second.mock.calls[0]![1]?.body as FormData).keys()]).toEqual(['image']);
  });

  it('fails with the generic error on a non-OK answer, without retrying', async () => {
    const fetch = answer(
      413,
      '{"message":"The image is larger than 8 MB; upload a smaller file."}',
      'Payload Too Large',
    );
    const error = (await uploadImage(new Blob(['x'])).catch((caught: unknown) => caught)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(413);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('fails when the answer carries no url', async () => {
    answer(200, '{}');
    await expect(uploadImage(new Blob(['x']))).rejects.toThrow('no url');
    answer(200, '{"url":""}');
    await expect(uploadImage(new Blob(['x']))).rejects.toThrow('The upload was stored but its answer has no url.');
  });

  it('offers the image types the server takes', () => {
    expect(uploadableImageTypes).toBe('image/jpeg,image/png,image/webp,image/gif,image/avif');
  });
});
