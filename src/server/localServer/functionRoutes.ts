import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Config } from '@netlify/functions';

export type FunctionHandler = (
  request: Request,
  context: { params: Record<string, string>; ip: string },
) => Response | Promise<Response>;

/**
 * URLPattern.exec costs tens of microseconds, a large share of a cached API answer: a pattern
 * without parameters is compared as a string, and one with parameters is tried only on paths that
 * start with its literal prefix.
 */
type RoutePattern = { prefix: string; literal: boolean; pattern: URLPattern };

/** `methods` from `config.method`: the route serves only these; undefined serves every method. */
export type FunctionRoute = {
  name: string;
  patterns: RoutePattern[];
  methods: string[] | undefined;
  handler: FunctionHandler;
};

/**
 * Mounts netlify/functions/* in-process, routed by their own `config.path` exactly as Netlify routes
 * them (docs/design.md decision 2), so the deployed and local API are one code path. Background and
 * scheduled functions, which no path reaches, are left out.
 */
export async function loadFunctionRoutes(functionsDir: string): Promise<FunctionRoute[]> {
  const files = fs
    .readdirSync(functionsDir)
    .filter((file) => /\.m?[jt]s$/.test(file))
    .sort();
  const routes: FunctionRoute[] = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(path.join(functionsDir, file)).href)) as {
      default?: FunctionHandler;
      config?: Config;
    };
    const paths = module.config?.path;
    const name = path.basename(file).replace(/\.m?[jt]s$/, '');
    // Netlify's background and scheduled functions have no path of their own; locally the server
    // does their work in process (the newsletter's sending: localMailWorker.ts).
    if (module.default && !paths && (name.endsWith('-background') || module.config?.schedule)) continue;
    if (!module.default || !paths)
      throw new Error(`netlify/functions/${file} must export a default handler and config.path.`);
    routes.push({
      name,
      patterns: (Array.isArray(paths) ? paths : [paths]).map((pathname) => {
        const prefix = pathname.split(/[:*({?+\\]/)[0]!;
        return { prefix, literal: prefix === pathname, pattern: new URLPattern({ pathname }) };
      }),
      methods: module.config?.method === undefined ? undefined : [module.config.method].flat(),
      handler: module.default,
    });
  }
  return routes;
}

/**
 * The function for a request. Functions that share a path are told apart by `config.method` (the
 * writes of /api/species/:id beside its GET); every function on such a path names its methods,
 * because Netlify tries functions in an order of its own. A HEAD goes where a GET would.
 */
export function matchFunctionRoute(
  routes: FunctionRoute[],
  pathname: string,
  method: string,
): { route: FunctionRoute; params: Record<string, string> } | undefined {
  const wanted = method === 'HEAD' ? 'GET' : method;
  for (const route of routes) {
    if (route.methods !== undefined && !route.methods.includes(wanted)) continue;
    for (const { prefix, literal, pattern } of route.patterns) {
      if (literal) {
        if (pathname === prefix) return { route, params: {} };
        continue;
      }
      if (!pathname.startsWith(prefix)) continue;
      const match = pattern.exec({ pathname });
      if (match) {
        const params = Object.fromEntries(
          Object.entries(match.pathname.groups).filter((entry): entry is [string, string] => entry[1] !== undefined),
        );
        return { route, params };
      }
    }
  }
  return undefined;
}
