import fs from 'node:fs';
import path from 'node:path';
import { lookup } from 'mrmime';

/** mrmime keeps to the IANA registry, which has no entry browsers use for favicons. */
const typesMrmimeLacks: Record<string, string> = { '.ico': 'image/x-icon' };

/**
 * The type of a file by its extension (mrmime's table); text types say they are UTF-8, as the build
 * writes them. Anything unknown is served as bytes, which `nosniff` keeps the browser from guessing at.
 */
export function contentTypeOf(file: string): string {
  const type = lookup(file) ?? typesMrmimeLacks[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  return /^text\/|^application\/(json|javascript|xml|manifest\+json)$/.test(type) ? `${type}; charset=utf-8` : type;
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
  const candidates = decoded.endsWith('/')
    ? [path.join(base, 'index.html')]
    : [base, `${base}.html`, path.join(base, 'index.html')];
  for (const file of candidates) {
    const stat = statIfPresent(file);
    if (stat?.isFile()) return { file, size: stat.size, mtimeMs: stat.mtimeMs, contentType: contentTypeOf(file) };
  }
  return undefined;
}

/**
 * A path no file can have (a segment over the file system's 255 bytes, a file used as a folder) is a
 * file that is not there: 404, not 500.
 */
function statIfPresent(file: string): fs.Stats | undefined {
  try {
    return fs.statSync(file, { throwIfNoEntry: false });
  } catch (error) {
    if (['ENAMETOOLONG', 'ENOTDIR', 'EINVAL'].includes((error as NodeJS.ErrnoException).code ?? '')) return undefined;
    throw error;
  }
}
