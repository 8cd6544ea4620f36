// What a built site weighs, for `npm run bench`: the /species listing raw and compressed, the
// heaviest page, how many pages there are, and the search index (docs/design.md decision 14) when the
// build made one.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export type Compressed = { raw: number; gzip: number; brotli: number };

/** As a server sends it: gzip at level 6 (node's and most servers' default), brotli at its highest quality. */
export function compressedSizes(body: Buffer): Compressed {
  return { raw: body.length, gzip: zlib.gzipSync(body).length, brotli: zlib.brotliCompressSync(body).length };
}

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => path.join(dir, file))
    .filter((file) => fs.statSync(file).isFile());
}

export function htmlPages(siteDir: string): string[] {
  return filesUnder(siteDir).filter((file) => file.endsWith('.html'));
}

/** The page at `pathname` (built with `build.format: 'file'`: /species is species.html). */
export function pageWeight(siteDir: string, pathname: string): Compressed | undefined {
  const file = path.join(siteDir, pathname === '/' ? 'index.html' : `${pathname.slice(1)}.html`);
  return fs.existsSync(file) ? compressedSizes(fs.readFileSync(file)) : undefined;
}

/**
 * The page that costs the most brotli bytes. Compressing 10,000 pages at brotli's highest quality
 * takes minutes, so only the `candidates` largest pages are compressed: a page much smaller raw
 * never compresses to more.
 */
export function heaviestPage(siteDir: string, candidates = 20): Compressed & { pathname: string } {
  const largest = htmlPages(siteDir)
    .map((file) => ({ file, size: fs.statSync(file).size }))
    .sort((a, b) => b.size - a.size)
    .slice(0, candidates)
    .map(({ file }) => ({
      pathname: `/${path.relative(siteDir, file).replace(/\.html$/, '')}`,
      ...compressedSizes(fs.readFileSync(file)),
    }))
    .sort((a, b) => b.brotli - a.brotli);
  return largest[0]!;
}

/** The search index's files and total bytes, or undefined when the build made none. */
export function searchIndexSize(siteDir: string): { files: number; bytes: number } | undefined {
  const dir = path.join(siteDir, 'search');
  if (!fs.existsSync(dir)) return undefined;
  const files = filesUnder(dir);
  return { files: files.length, bytes: files.reduce((sum, file) => sum + fs.statSync(file).size, 0) };
}
