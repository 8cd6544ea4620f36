import fs from 'node:fs';
import { parse } from 'smol-toml';

/**
 * The [[headers]] and [[redirects]] of netlify.toml, applied by the local server as Netlify applies
 * them, so that one file describes both deployments.
 */
type PathMatcher = (pathname: string) => Record<string, string> | undefined;
export type HeaderRule = { for: string; values: Record<string, string>; matches: PathMatcher };
export type RedirectRule = { from: string; to: string; status: number; force: boolean; matches: PathMatcher };
export type NetlifyRules = { headers: HeaderRule[]; redirects: RedirectRule[] };

export function readNetlifyRules(file: string): NetlifyRules {
  const config = parse(fs.readFileSync(file, 'utf8')) as {
    headers?: { for: string; values: Record<string, string | number> }[];
    redirects?: { from: string; to: string; status?: number; force?: boolean }[];
  };
  return {
    headers: (config.headers ?? []).map((rule) => ({
      for: rule.for,
      matches: compileNetlifyPath(rule.for),
      values: Object.fromEntries(
        Object.entries(rule.values).map(([name, value]) => [name.toLowerCase(), String(value)]),
      ),
    })),
    redirects: (config.redirects ?? []).map((rule) => ({
      from: rule.from,
      to: rule.to,
      status: rule.status ?? 301,
      force: rule.force ?? false,
      matches: compileNetlifyPath(rule.from),
    })),
  };
}

/**
 * Netlify's path syntax: `:name` matches one segment, a trailing `*` matches the rest (the splat).
 * Returns the captured values, or undefined when the path does not match.
 */
export function matchNetlifyPath(pattern: string, pathname: string): Record<string, string> | undefined {
  return compileNetlifyPath(pattern)(pathname);
}

/** Compiled once per rule: the server tests every rule on every request. */
function compileNetlifyPath(pattern: string): PathMatcher {
  const names: string[] = [];
  const source = pattern
    .split('/')
    .map((segment) => {
      if (segment === '*') {
        names.push('splat');
        return '(.*)';
      }
      if (segment.startsWith(':')) {
        names.push(segment.slice(1));
        return '([^/]+)';
      }
      return segment.replace(/[.+?^${}()|[\]\\*]/g, '\\$&');
    })
    .join('/');
  // "/api/*" also matches "/api" itself, as on Netlify.
  const expression = new RegExp(`^${source.replace(/\/\(\.\*\)$/, '(?:/(.*))?')}/?$`);
  return (pathname) => {
    const match = expression.exec(pathname);
    if (!match) return undefined;
    return Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? '']));
  };
}

export function headersFor(rules: NetlifyRules, pathname: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules.headers) {
    if (rule.matches(pathname)) Object.assign(headers, rule.values);
  }
  return headers;
}

export function findRedirect(
  rules: NetlifyRules,
  pathname: string,
  staticFileExists: boolean,
): { rule: RedirectRule; target: string } | undefined {
  for (const rule of rules.redirects) {
    // Without force, a file at the path shadows the rule (Netlify's default).
    if (staticFileExists && !rule.force) continue;
    const params = rule.matches(pathname);
    if (!params) continue;
    const target = rule.to.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => params[name] ?? `:${name}`);
    return { rule, target };
  }
  return undefined;
}
