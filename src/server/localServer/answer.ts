import { dataContentSecurityPolicy, functionSecurityHeaders } from '../http/securityHeaders.ts';

/** What the local server sends for a request, before compression. */
export type Answer = {
  status: number;
  headers: Record<string, string>;
  setCookies?: string[];
  body: Buffer | undefined;
  /** How hard to compress it: static files once at the most, API answers per request fast. */
  compressible: 'max' | 'fast' | false;
  /** Same key, same bytes: the compressed body is kept under it. */
  cacheKey?: string;
};

/** A short plain-text answer of the server itself (refusals, failures), with the site's security headers. */
export function plainAnswer(status: number, text: string, headers: Record<string, string> = {}): Answer {
  return {
    status,
    headers: {
      ...functionSecurityHeaders,
      'content-security-policy': dataContentSecurityPolicy,
      'cache-control': 'no-store',
      'content-type': 'text/plain; charset=utf-8',
      ...headers,
    },
    body: Buffer.from(text),
    compressible: false,
  };
}
