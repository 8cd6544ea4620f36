import { DatabaseUnreachableError } from '../db/database.ts';
import { RequestBudgetSpentError, withRequestBudget } from '../db/requestBudget.ts';
import { isDiskFull } from '../diskFull.ts';
import { withSecurityHeaders } from './securityHeaders.ts';

/**
 * The one JSON error format of every function: `{ "message": "..." }` with a fitting status.
 * Handlers throw HttpError for expected refusals; `respond` turns anything else into a 500 or, when
 * the database is down or the disk full, a 503, without leaking internals.
 */
export class HttpError extends Error {
  readonly status: number;
  /** Headers the refusal carries, such as a 429's Retry-After. */
  readonly headers: HeadersInit | undefined;
  /** The body field a 400 is about, so that a form marks that field without reading the sentence. */
  readonly field: string | undefined;

  constructor(status: number, message: string, headers?: HeadersInit, field?: string) {
    super(message);
    this.status = status;
    this.headers = headers;
    this.field = field;
  }
}

/** A 400 about one field of the body: `{ "message": "…", "field": "email" }`. */
export function fieldRefusal(field: string | undefined, message: string): HttpError {
  return new HttpError(400, message, undefined, field);
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

export function errorResponse(status: number, message: string, headers?: HeadersInit, field?: string): Response {
  return jsonResponse(field === undefined ? { message } : { message, field }, { status, headers });
}

/**
 * What "the database is unavailable" looks like: the request's time for the database spent
 * (requestBudget.ts), the server gone or unreachable (socket errors and
 * Postgres's class 08), shutting down or starting up (57P01–57P03), out of connections (53300
 * "too many connections", also for a role at its CONNECTION LIMIT; 53400), not accepting
 * connections or commands (55000), a statement cancelled by statement_timeout (57014), or a
 * session ended by the server's idle timeouts (25P03, 57P05).
 */
export const databaseUnavailableCodes: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  '25P03',
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
]);

/**
 * The same, as pg and pg-pool word it (their own connect and read timeouts, and a dropped connection),
 * and PGlite once it is closed: errors that carry no code.
 */
export const databaseUnavailableMessages: readonly string[] = [
  'Connection terminated',
  'connect ECONNREFUSED',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'PGlite is closed',
];

const unavailableMessages = new RegExp(databaseUnavailableMessages.join('|'), 'i');

export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnreachableError || error instanceof RequestBudgetSpentError) return true;
  const code = (error as { code?: unknown })?.code;
  if (typeof code === 'string' && databaseUnavailableCodes.has(code)) return true;
  return error instanceof Error && unavailableMessages.test(error.message);
}

/** Seconds a client is asked to wait before trying again after a 503. */
export const databaseRetryAfterSeconds = 5;

export const diskFullMessage = 'The server has run out of storage space, so nothing was saved. Please try again later.';

/** Seconds a client is asked to wait after a full disk: freeing space takes a person. */
export const diskFullRetryAfterSeconds = 300;

/** How a refusal is answered: the JSON error format, unless a person is to read it as a page. */
export type ErrorRenderer = (status: number, message: string, headers?: HeadersInit, field?: string) => Response;

/** Every function answer, refusals and failures included, carries the site's security headers. */
export async function respond(
  request: Request,
  handler: () => Promise<Response>,
  renderError: ErrorRenderer = errorResponse,
): Promise<Response> {
  return withSecurityHeaders(await withRequestBudget(() => answerOrRefuse(request, handler, renderError)));
}

async function answerOrRefuse(
  request: Request,
  handler: () => Promise<Response>,
  renderError: ErrorRenderer,
): Promise<Response> {
  try {
    return await handler();
  } catch (error) {
    if (error instanceof HttpError) return renderError(error.status, error.message, error.headers, error.field);
    if (isDiskFull(error)) {
      console.error(`${request.method} ${new URL(request.url).pathname}: out of storage space: ${String(error)}`);
      return renderError(503, diskFullMessage, { 'retry-after': String(diskFullRetryAfterSeconds) });
    }
    if (isDatabaseUnavailable(error)) {
      console.error(
        `${request.method} ${new URL(request.url).pathname}: database unavailable: ${(error as Error).message}`,
      );
      const retryAfter = { 'retry-after': String(databaseRetryAfterSeconds) };
      return renderError(503, 'The service is temporarily unavailable. Please try again in a moment.', retryAfter);
    }
    console.error(`${request.method} ${new URL(request.url).pathname} failed:`, error);
    return renderError(500, 'Something went wrong on our side. Please try again later.');
  }
}

/** Only the listed methods are served; anything else is a 405 naming what is allowed. */
export function allowMethods(request: Request, methods: string[]): void {
  const allowed = methods.includes('GET') ? [...methods, 'HEAD'] : methods;
  if (!allowed.includes(request.method))
    throw new HttpError(405, `Method ${request.method} is not allowed here; use ${methods.join(' or ')}.`);
}
