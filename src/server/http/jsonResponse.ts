import { DatabaseUnreachableError } from '../db/database.ts';

/**
 * The one JSON error format of every function: `{ "message": "..." }` with a fitting status.
 * Handlers throw HttpError for expected refusals; `respond` turns anything else into a 500 or, when
 * the database is down, a 503, without leaking internals.
 */
export class HttpError extends Error {
  readonly status: number;
  /** Headers the refusal carries, such as a 429's Retry-After. */
  readonly headers: HeadersInit | undefined;

  constructor(status: number, message: string, headers?: HeadersInit) {
    super(message);
    this.status = status;
    this.headers = headers;
  }
}

/** A 429 that says when to try again: Retry-After in whole seconds, at least one. */
export function tooManyRequests(message: string, retryAfterMs: number): HttpError {
  return new HttpError(429, message, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) });
}

export function jsonResponse(body: unknown, init: { status?: number; headers?: HeadersInit } = {}): Response {
  const headers = new Headers(init.headers);
  headers.set('content-type', 'application/json; charset=utf-8');
  if (!headers.has('cache-control')) headers.set('cache-control', 'no-store');
  return new Response(JSON.stringify(body), { status: init.status ?? 200, headers });
}

export function errorResponse(status: number, message: string, headers?: HeadersInit): Response {
  return jsonResponse({ message }, { status, headers });
}

/** Postgres error codes meaning the server is gone or refusing connections. */
const unavailableCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08006']);

function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnreachableError) return true;
  const code = (error as { code?: unknown })?.code;
  if (typeof code === 'string' && unavailableCodes.has(code)) return true;
  const message = error instanceof Error ? error.message : '';
  return /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect|PGlite is closed/i.test(message);
}

/** How a refusal is answered: the JSON error format, unless a person is to read it as a page. */
export type ErrorRenderer = (status: number, message: string, headers?: HeadersInit) => Response;

export async function respond(request: Request, handler: () => Promise<Response>, renderError: ErrorRenderer = errorResponse): Promise<Response> {
  try {
    return await handler();
  } catch (error) {
    if (error instanceof HttpError) return renderError(error.status, error.message, error.headers);
    if (isDatabaseUnavailable(error)) {
      console.error(`${request.method} ${new URL(request.url).pathname}: database unavailable: ${(error as Error).message}`);
      return renderError(503, 'The service is temporarily unavailable. Please try again in a moment.', { 'retry-after': '5' });
    }
    console.error(`${request.method} ${new URL(request.url).pathname} failed:`, error);
    return renderError(500, 'Something went wrong on our side. Please try again later.');
  }
}

/** Only the listed methods are served; anything else is a 405 naming what is allowed. */
export function allowMethods(request: Request, methods: string[]): void {
  const allowed = methods.includes('GET') ? [...methods, 'HEAD'] : methods;
  if (!allowed.includes(request.method)) throw new HttpError(405, `Method ${request.method} is not allowed here; use ${methods.join(' or ')}.`);
}
