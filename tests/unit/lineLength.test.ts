import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Lines of at most 120 characters. ESLint's max-len holds the code to it (eslint.config.js)
 * but reads no stylesheet; this reads every source file, .css and .astro included, and names each line
 * over the limit. As with max-len, a line holding an address may run longer.
 */
const root = path.resolve(import.meta.dirname, '../..');
const maxLength = 120;
const sourceFiles = '{src,tests,scripts,db,netlify}/**/*.{ts,tsx,mts,mjs,js,astro,css}';
// The test ESLint's max-len applies for its ignoreUrls option.
const address = /[^:/?#]:\/\/[^?#]/u;

/** Each line of `text` over the limit, as `file:line (length)`. */
function longLines(file: string, text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, index) =>
      line.length > maxLength && !address.test(line) ? [`${file}:${index + 1} (${line.length})`] : [],
    );
}

describe('line length', () => {
  it('names a line over 120 characters, and lets one holding an address run longer', () => {
    const long = 'x'.repeat(121);
    const text = ['fits', long, `${long} https://example.org/`, 'x'.repeat(120)].join('\n');
    expect(longLines('a.css', text)).toEqual(['a.css:2 (121)']);
  });

  it('holds every source line, stylesheets included, to 120 characters', () => {
    const files = fs.globSync(sourceFiles, { cwd: root });
    expect(files).toContain('src/styles/global.css');
    expect(files).toContain('src/pages/index.astro');
    const tooLong = files.flatMap((file) => longLines(file, fs.readFileSync(path.join(root, file), 'utf8')));
    expect(tooLong).toEqual([]);
  });
});
