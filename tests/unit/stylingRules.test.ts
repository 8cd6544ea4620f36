import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The styling rules of docs/styling.md: islands style with CSS modules, `.astro` files with scoped
 * `<style>`, and global.css holds tokens, base elements and a few utilities that every page uses. The
 * one exception, the plain stylesheets linked from the body, is a fixed list.
 */
const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** The only classes of global.css: layout and accessibility utilities, and the dark bands' token scope. */
const globalClasses = ['visually-hidden', 'container', 'section', 'on-dark'];
/** Of those, the ones an island may write out: its markup sits inside the pages' own. */
const islandGlobalClasses = ['visually-hidden', 'container'];
/** The one exception: plain stylesheets linked from the body, for the home page's first round trip. */
const belowTheFold = [
  'src/components/featuredVideo.css',
  'src/components/siteFooter.css',
  'src/islands/biomes/biomeCatalog.css',
  'src/islands/forms/forms.css',
  'src/islands/toast/toaster.css',
  'src/pages/_home/aboutSection.css',
  'src/pages/_home/contactSection.css',
  'src/pages/_home/featureList.css',
  'src/pages/_home/resourcesTeaser.css',
];
const maxGlobalEscapes = 10;

/** The class names a stylesheet's selectors name (comments and declarations left out). */
export function selectorClasses(css: string): string[] {
  const selectors = css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\{[^{}]*\}/g, '{}')
    .replace(/@[^{]*\{/g, '');
  return [...new Set([...selectors.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]!))];
}

/** The end of the expression that starts at `start`: a quoted string, or a `{…}` of balanced braces. */
function expressionEnd(text: string, start: number): number {
  const opening = text[start];
  if (opening !== '{') return text.indexOf(opening!, start + 1) + 1;
  let depth = 0;
  for (let index = start; index < text.length; index += 1) {
    if (text[index] === '{') depth += 1;
    if (text[index] === '}' && --depth === 0) return index + 1;
  }
  return text.length;
}

/**
 * The class names an island writes out as text: the words of the string literals (and the fixed parts
 * of template literals) in its `className` values and defaults.
 */
export function writtenClasses(tsx: string): string[] {
  const words: string[] = [];
  for (const match of tsx.matchAll(/\bclassName\s*=\s*(?=["'{])/g)) {
    const start = match.index + match[0].length;
    const expression = tsx.slice(start, expressionEnd(tsx, start)).replace(/\$\{[^}]*\}/g, ' ');
    for (const literal of expression.matchAll(/(["'`])([^"'`]*)\1/g)) words.push(...literal[2]!.split(/\s+/));
  }
  return [...new Set(words.filter(Boolean))];
}

function filesUnder(folder: string, name: RegExp): string[] {
  return fs
    .globSync(`${folder}/**/*`, { cwd: root })
    .filter((file) => name.test(file))
    .sort();
}

describe('the readers of the rules', () => {
  it('finds the classes of selectors, not of values or comments', () => {
    const css = '/* .note */ .a > .b-c:hover, p.d { background: url(x.png) } @media (x) { .e { } }';
    expect(selectorClasses(css)).toEqual(['a', 'b-c', 'd', 'e']);
  });

  it("finds the words of a className's strings, not its expressions", () => {
    const tsx = [
      '<p className="a b" />',
      '<p className={`c ${styles.d} e`} />',
      "<p className={on ? 'f' : styles.g} />",
      "function X({ className = 'h' }) {}",
      '<p id="not-a-class" />',
    ].join('\n');
    expect(writtenClasses(tsx)).toEqual(['a', 'b', 'c', 'e', 'f', 'h']);
  });
});

describe('styling rules (docs/styling.md)', () => {
  it(`escapes the scoping with :global( at most ${maxGlobalEscapes} times in the whole tree`, () => {
    const escapes = filesUnder('src', /\.(css|astro)$/).flatMap((file) =>
      read(file)
        .split('\n')
        .flatMap((line, index) => (line.includes(':global(') ? [`${file}:${index + 1}`] : [])),
    );
    expect(escapes.length, escapes.join('\n')).toBeLessThanOrEqual(maxGlobalEscapes);
  });

  it('global.css styles classes only in its few utilities; every other class belongs to a module', () => {
    expect(selectorClasses(read('src/styles/global.css')).sort()).toEqual([...globalClasses].sort());
  });

  it('no island writes out a class of global.css beyond the page-wide utilities', () => {
    const global = selectorClasses(read('src/styles/global.css'));
    const forbidden = global.filter((name) => !islandGlobalClasses.includes(name));
    const found = filesUnder('src/islands', /\.tsx$/).flatMap((file) =>
      writtenClasses(read(file))
        .filter((name) => forbidden.includes(name))
        .map((name) => `${file}: ${name}`),
    );
    expect(found).toEqual([]);
  });

  it('the only plain stylesheets are global.css and the listed ones below the fold', () => {
    const plain = filesUnder('src', /\.css$/).filter((file) => !file.endsWith('.module.css'));
    expect(plain).toEqual(['src/styles/global.css', ...belowTheFold].sort());
  });
});
