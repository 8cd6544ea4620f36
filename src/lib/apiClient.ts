/**
 * The browser's calls to the API (requirements §7): reads and writes send credentials and parse JSON;
 * writes send JSON with a JSON content type; nothing is retried. Any non-OK answer becomes an
 * ApiError whose message is requirements §8's generic "status: body text" (or the status text when the body
 * is empty); the server's own `{message}`, when there is one, is kept apart for the forms to show.
 */
export class ApiError extends Error {
  readonly status: number;
  /** The `message` of the server's JSON error body, when it sent one. */
  readonly serverMessage: string | undefined;
  /** The body field a refusal is about (its `field`), when it names one. */
  readonly field: string | undefined;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    const body = errorBodyOf(bodyText);
    this.serverMessage = nonBlankString(body?.message);
    this.field = nonBlankString(body?.field);
  }
}

function errorBodyOf(bodyText: string): { message?: unknown; field?: unknown } | undefined {
  try {
    const body: unknown = JSON.parse(bodyText);
    return typeof body === 'object' && body !== null ? body : undefined;
  } catch {
    return undefined;
  }
}

function nonBlankString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

export async function throwIfNotOk(response: Response): Promise<void> {
  if (!response.ok) throw new ApiError(response.status, response.statusText, await response.text());
}

/** A write: JSON in, JSON out. */
export async function sendJson<T = unknown>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  data?: unknown,
): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: data === undefined ? {} : { 'content-type': 'application/json' },
    body: data === undefined ? undefined : JSON.stringify(data),
  });
  await throwIfNotOk(response);
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

export function postJson<T = unknown>(url: string, data: unknown): Promise<T> {
  return sendJson<T>('POST', url, data);
}

/** A read. With `on401: 'returnNull'` a 401 means "not signed in" and gives null; by default it is an error. */
export function getJson<T>(url: string, options: { on401: 'returnNull' }): Promise<T | null>;
export function getJson<T>(url: string, options?: { on401?: 'throw' }): Promise<T>;
export async function getJson<T>(url: string, options: { on401?: 'throw' | 'returnNull' } = {}): Promise<T | null> {
  const response = await fetch(url, { credentials: 'include', headers: { accept: 'application/json' } });
  if (options.on401 === 'returnNull' && response.status === 401) return null;
  await throwIfNotOk(response);
  return (await response.json()) as T;
}

/** The image types the admin's file inputs offer; the server judges the bytes, whatever the type says. */
export const uploadableImageTypes = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

/** A multipart POST with credentials; answers the `url` of what the server stored. */
async function upload(endpoint: string, body: FormData, what: string): Promise<string> {
  const response = await fetch(endpoint, { method: 'POST', credentials: 'include', body });
  await throwIfNotOk(response);
  const { url } = (await response.json()) as { url?: unknown };
  if (typeof url !== 'string' || url === '') throw new Error(`The ${what} was stored but its answer has no url.`);
  return url;
}

/**
 * POST /api/upload (requirements §7): one image, as multipart form data in the field `image`, with its alt
 * text in `alt` when there is one, with credentials; answers the stored image's address.
 */
export function uploadImage(file: Blob, alt = ''): Promise<string> {
  const body = new FormData();
  body.append('image', file);
  if (alt.trim() !== '') body.append('alt', alt);
  return upload('/api/upload', body, 'upload');
}

/** The document types the resource form offers; the server judges the bytes, whatever the type says. */
export const uploadableDocumentTypes = '.pdf,.csv,.xlsx,.ods,application/pdf,text/csv';

/** POST /api/upload/document: one document in the field `file`; answers its address, /media/{key}/{name}. */
export function uploadDocument(file: Blob): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  return upload('/api/upload/document', body, 'document');
}

/**
 * What a form tells the visitor when a call failed: the server's own sentence when it sent one (a
 * 429's "Too many requests…", a 400's reason), otherwise the form's fallback text.
 */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}
