import path from 'node:path';
import { loadFunctionRoutes, matchFunctionRoute, type FunctionRoute } from '../../src/server/local/functionRoutes.ts';

let routes: Promise<FunctionRoute[]> | undefined;

/**
 * Calls the Netlify Function whose `config.path` matches, with a Request, the way Netlify and the
 * local server do; undefined when no function claims the path.
 */
export async function callFunction(pathAndQuery: string, init: RequestInit = {}): Promise<Response | undefined> {
  routes ??= loadFunctionRoutes(path.resolve('netlify/functions'));
  const url = new URL(pathAndQuery, 'http://localhost:4321');
  const matched = matchFunctionRoute(await routes, url.pathname);
  if (!matched) return undefined;
  return matched.route.handler(new Request(url, init), { params: matched.params, ip: '127.0.0.1' });
}
