import fs from 'node:fs';
import path from 'node:path';

/** The few types the site ships; anything else is served as bytes. */
const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

export function contentTypeOf(file: string): string {
  return contentTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

export type StaticFile = { file: string; size: number; mtimeMs: number; contentType: string };

/**
 * Finds the file Netlify would serve for a path of a `build.format: 'file'` Astro build:
 * `/` → index.html, `/species/3` → species/3.html, `/a/` → a/index.html. Dotfiles and paths that
 * escape the folder are never served.
 */
export function resolveStaticFile(root: string, pathname: string): StaticFile | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.split('/').some((segment) => segment.startsWith('.'))) return undefined;
  const relative = path.normalize(decoded).replace(/^(\.\.(\/|\\|$))+/, '');
  const base = path.join(root, relative);
  if (!base.startsWith(root)) return undefined;
  const candidates = decoded.endsWith('/') ? [path.join(base, 'index.html')] : [base, `${base}.html`, path.join(base, 'index.html')];
  for (const file of candidates) {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (stat?.isFile()) return { file, size: stat.size, mtimeMs: stat.mtimeMs, contentType: contentTypeOf(file) };
  }
  return undefined;
}
