import { afterEach, describe, expect, it, vi } from 'vitest';
import { DatabaseUnreachableError } from '../../src/server/db/database.ts';
import {
  allowMethods,
  errorResponse,
  HttpError,
  jsonResponse,
  respond,
  tooManyRequests,
} from '../../src/server/http/jsonResponse.ts';

const request = (method = 'GET') => new Request('https://closedbiomes.example/api/biomes?x=1', { method });
const failingWith = (error: unknown) => () => Promise.reject(error);
const unavailable = { status: 503, message: 'The service is temporarily unavailable. Please try again in a moment.' };

async function answerOf(response: Response) {
  return { status: response.status, message: ((await response.json()) as { message: string }).message };
}

afterEach(() => vi.restoreAllMocks());

describe('jsonResponse', () => {
  it('answers JSON, 200 and not cacheable unless told otherwise', async () => {
    const response = jsonResponse({ a: [1, 'b'] });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe('{"a":[1,"b"]}');
  });

  it('keeps a given status, cache policy and other headers, but always says JSON', () => {
    const response = jsonResponse(null, {
      status: 201,
      headers: { 'cache-control': 'public, max-age=60', 'content-type': 'text/plain', etag: '"1"' },
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('etag')).toBe('"1"');
  });

  it('errorResponse is the one error format, { message }, with its headers', async () => {
    const response = errorResponse(409, 'Taken.', { 'x-reason': 'duplicate' });
    expect(await answerOf(response)).toEqual({ status: 409, message: 'Taken.' });
    expect(response.headers.get('x-reason')).toBe('duplicate');
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });
});

describe('tooManyRequests', () => {
  it.each([
    [1, '1'],
    [0, '1'],
    [1000, '1'],
    [1001, '2'],
    [59_500, '60'],
  ])('after %i ms says Retry-After %s', (retryAfterMs, seconds) => {
    const error = tooManyRequests('Slow down.', retryAfterMs);
    expect(error).toBeInstanceOf(HttpError);
    expect([error.status, error.message]).toEqual([429, 'Slow down.']);
    expect(error.headers).toEqual({ 'retry-after': seconds });
  });
});

describe('respond', () => {
  it('passes a handler’s own answer through, with the security headers added', async () => {
    const answered = await respond(request(), async () => jsonResponse({ ok: true }));
    expect(answered.status).toBe(200);
    expect(await answered.json()).toEqual({ ok: true });
    expect(answered.headers.get('cache-control')).toBe('no-store');
    expect(answered.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers an HttpError with its status, message and headers', async () => {
    const response = await respond(request(), failingWith(new HttpError(429, 'Too many.', { 'retry-after': '9' })));
    expect(await answerOf(response)).toEqual({ status: 429, message: 'Too many.' });
    expect(response.headers.get('retry-after')).toBe('9');
  });

  it.each([
    ['a DatabaseUnreachableError', new DatabaseUnreachableError('gone')],
    ...[
      'ECONNREFUSED',
      'ECONNRESET',
      'ENOTFOUND',
      'EAI_AGAIN',
      'ETIMEDOUT',
      'EHOSTUNREACH',
      'ENETUNREACH',
      'EPIPE',
      '25P03',
      // Too many connections (also a role at its CONNECTION LIMIT), out of memory for connections, not accepting them.
      '53300',
      '53400',
      '55000',
      '57014',
      '57P01',
      '57P02',
      '57P03',
      '57P05',
      '08000',
      '08001',
      '08003',
      '08004',
      '08006',
    ].map((code) => [`code ${code}`, Object.assign(new Error('driver error'), { code })] as [string, Error]),
    ['a terminated connection', new Error('Connection terminated unexpectedly')],
    ['a refused connection', new Error('connect ECONNREFUSED 127.0.0.1:5432')],
    ['a pool time-out', new Error('timeout exceeded when trying to connect')],
    ['a closed PGlite', new Error('PGlite is closed')],
  ])('answers 503 with Retry-After 5 for %s, and logs it', async (_, error) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await respond(request('POST'), failingWith(error));
    expect(await answerOf(response)).toEqual(unavailable);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(logged).toHaveBeenCalledWith(`POST /api/biomes: database unavailable: ${(error as Error).message}`);
  });

  it.each<[string, unknown]>([
    [
      'Postgres 53100',
      Object.assign(new Error('could not extend file "base/16384/2619": No space left'), { code: '53100' }),
    ],
    ['ENOSPC', Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' })],
    ['EDQUOT', Object.assign(new Error('EDQUOT: disk quota exceeded, write'), { code: 'EDQUOT' })],
    [
      'ENOSPC as the cause',
      new Error('The upload failed.', { cause: Object.assign(new Error('x'), { code: 'ENOSPC' }) }),
    ],
  ])('answers 503 saying the disk is full, with Retry-After, for %s, and logs it', async (_, error) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await respond(request('POST'), failingWith(error));
    expect(await answerOf(response)).toEqual({
      status: 503,
      message: 'The server has run out of storage space, so nothing was saved. Please try again later.',
    });
    expect(response.headers.get('retry-after')).toBe('300');
    expect(logged).toHaveBeenCalledWith(`POST /api/biomes: out of storage space: ${String(error)}`);
  });

  it.each([
    ['another error', new Error('boom')],
    ['an error with another code', Object.assign(new Error('duplicate key'), { code: '23505' })],
    ['a code that is not text', Object.assign(new Error('odd'), { code: 57 })],
    ['something thrown that is not an Error', 'a string'],
    ['undefined', undefined],
  ])('answers 500 without details for %s, and logs it', async (_, error) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await respond(request(), failingWith(error));
    expect(await answerOf(response)).toEqual({
      status: 500,
      message: 'Something went wrong on our side. Please try again later.',
    });
    expect(response.headers.get('retry-after')).toBeNull();
    expect(logged).toHaveBeenCalledWith('GET /api/biomes failed:', error);
  });

  it('renders refusals with the renderer it is given', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const rendered: unknown[] = [];
    const renderer = (status: number, message: string, headers?: HeadersInit) => {
      rendered.push([status, message, headers]);
      return new Response(message, { status });
    };
    await respond(request(), failingWith(new HttpError(404, 'Not here.')), renderer);
    await respond(request(), failingWith(new DatabaseUnreachableError('gone')), renderer);
    await respond(request(), failingWith(new Error('boom')), renderer);
    expect(rendered).toEqual([
      [404, 'Not here.', undefined],
      [503, unavailable.message, { 'retry-after': '5' }],
      [500, 'Something went wrong on our side. Please try again later.', undefined],
    ]);
  });
});

describe('allowMethods', () => {
  it('lets a GET endpoint answer HEAD too', () => {
    expect(() => allowMethods(request('GET'), ['GET'])).not.toThrow();
    expect(() => allowMethods(request('HEAD'), ['GET'])).not.toThrow();
  });

  it('refuses any other method with a 405 naming the allowed ones', () => {
    const refusal = (() => {
      try {
        allowMethods(request('PUT'), ['GET', 'POST']);
      } catch (error) {
        return error;
      }
    })() as HttpError;
    expect(refusal).toBeInstanceOf(HttpError);
    expect([refusal.status, refusal.message]).toEqual([405, 'Method PUT is not allowed here; use GET or POST.']);
    expect(() => allowMethods(request('HEAD'), ['POST'])).toThrow('Method HEAD is not allowed here; use POST.');
    expect(() => allowMethods(request('POST'), ['POST'])).not.toThrow();
  });
});
