import path from 'node:path';
import {
  loadFunctionRoutes,
  matchFunctionRoute,
  type FunctionRoute,
} from '../../src/server/localServer/functionRoutes.ts';

let routes: Promise<FunctionRoute[]> | undefined;
const backgroundWork: Promise<unknown>[] = [];

/**
 * Calls the Netlify Function whose `config.path` matches, with a Request, the way Netlify and the
 * local server do; undefined when no function claims the path. The context carries the client's
 * `ip` (127.0.0.1 unless given) and a `waitUntil` whose tasks `settleBackgroundWork` awaits.
 */
export async function callFunction(
  pathAndQuery: string,
  init: RequestInit = {},
  context: { ip?: string } = {},
): Promise<Response | undefined> {
  routes ??= loadFunctionRoutes(path.resolve('netlify/functions'));
  const url = new URL(pathAndQuery, 'http://localhost:4321');
  const matched = matchFunctionRoute(await routes, url.pathname, init.method ?? 'GET');
  if (!matched) return undefined;
  const handler = matched.route.handler as (request: Request, context: object) => Response | Promise<Response>;
  return handler(new Request(url, init), {
    params: matched.params,
    ip: context.ip ?? '127.0.0.1',
    waitUntil: (promise: Promise<unknown>) => backgroundWork.push(promise),
  });
}

/** Waits for what functions handed to `waitUntil` (mail sent after the answer). */
export async function settleBackgroundWork(): Promise<void> {
  while (backgroundWork.length > 0) await Promise.all(backgroundWork.splice(0));
}
