import type http from 'node:http';
import { plainAnswer, type Answer } from './answer.ts';
import { hostnameOf, type HostPolicy } from './hostPolicy.ts';

/** The methods the site serves; Node's parser knows a few dozen more (TRACE, PROPFIND, …). */
const servedMethods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Longer request targets are refused with 414: no path of the site is near this long. */
export const maxRequestTargetLength = 8 * 1024;

/**
 * The request's URL, or the refusal for a request the server must not go on with: a missing,
 * repeated or malformed `Host` (400), a host that is not the site's (421), a method the site does not serve (501),
 * a request target that is not a path (400) or is too long (414).
 */
export function checkRequest(
  request: http.IncomingMessage,
  hostPolicy: HostPolicy | undefined,
): { url: URL } | { refusal: Answer } {
  // Node keeps the first of several Host headers; RFC 9112 (3.2) asks for a 400 instead.
  if (hostHeaderCount(request.rawHeaders) > 1)
    return { refusal: plainAnswer(400, 'Bad Request: the request has more than one Host header.') };
  const hostname = hostnameOf(request.headers.host);
  if (hostname === undefined)
    return { refusal: plainAnswer(400, 'Bad Request: the Host header is missing or malformed.') };
  if (hostPolicy && !hostPolicy.allows(hostname))
    return { refusal: plainAnswer(421, 'Misdirected Request: this server does not serve that host.') };
  if (!servedMethods.has(request.method ?? '')) return { refusal: plainAnswer(501, 'Not Implemented') };
  const target = request.url ?? '';
  if (target.length > maxRequestTargetLength) return { refusal: plainAnswer(414, 'URI Too Long') };
  // Only origin-form ("/path?query"): "//other.host/x" or "http://other/x" would otherwise name another host.
  if (!target.startsWith('/')) return { refusal: plainAnswer(400, 'Bad Request: the request target must be a path.') };
  try {
    return { url: new URL(`http://${request.headers.host}${target}`) };
  } catch {
    return { refusal: plainAnswer(400, 'Bad Request: the request target is not a valid path.') };
  }
}

function hostHeaderCount(rawHeaders: string[]): number {
  let count = 0;
  for (let index = 0; index < rawHeaders.length; index += 2) if (rawHeaders[index]!.toLowerCase() === 'host') count++;
  return count;
}
