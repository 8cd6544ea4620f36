import { expect, it } from 'vitest';
import { addressOfBuiltPage, adminScreenPages } from '../e2e/support/pageTemplates.ts';
import { builtFiles, builtPages, readBuilt } from './builtFiles.ts';

/**
 * Lean browser bundles: no public page ships zod, not even in a chunk an island imports later. The
 * field rules the islands check with are zod-free modules shared with the server's schemas
 * (src/lib/forms/emailAddress.ts, src/lib/forms/contactFields.ts). The admin screens may use zod.
 */

// Every class of zod's core is made by `$constructor('$ZodString', …)`: the names survive minifying.
const zodMarker = /\$Zod[A-Z]\w*/;
// The scripts a page names: its own module scripts and each island's component and renderer.
const pageScriptReference = /(?:component-url|renderer-url|src|href)="\/(_astro\/[^"]+\.js)"/g;
// The chunks a chunk imports, at once or later: `from"./x.js"`, `import"./x.js"`, `import("./x.js")`.
const chunkImport = /(?:\bfrom\s*|\bimport\s*\(?\s*)["'](\.\/[^"']+\.js)["']/g;

const files = new Set(builtFiles());

/** Every script a page loads or may load ('_astro/x.js'): the ones it names and, chunk by chunk, all they import. */
function scriptsOf(page: string): string[] {
  const waiting = [...readBuilt(page).matchAll(pageScriptReference)].map((match) => match[1]!);
  const reached = new Set<string>();
  for (let script = waiting.pop(); script !== undefined; script = waiting.pop()) {
    if (reached.has(script)) continue;
    expect(files, `${page} loads ${script}`).toContain(script);
    reached.add(script);
    for (const [, imported] of readBuilt(script).matchAll(chunkImport)) {
      waiting.push(new URL(imported!, `http://site/${script}`).pathname.slice(1));
    }
  }
  return [...reached];
}

it('no public page loads zod, at once or when an island hydrates', () => {
  const publicPages = builtPages().filter((page) => !adminScreenPages.test(addressOfBuiltPage(page)));
  expect(publicPages).toEqual(
    expect.arrayContaining(['index.html', 'species.html', 'resources.html', 'coming-soon.html', 'contact/sent.html']),
  );
  const zodPerPage = Object.fromEntries(
    publicPages
      .map((page) => [page, scriptsOf(page).filter((script) => zodMarker.test(readBuilt(script)))] as const)
      .filter(([, withZod]) => withZod.length > 0),
  );
  expect(zodPerPage).toEqual({});
});

it('the check sees the form islands, and zod where an admin screen uses it', () => {
  const homeScripts = scriptsOf('index.html');
  for (const island of ['ContactForm', 'NewsletterSignup']) {
    expect(
      homeScripts.some((script) => script.includes(`/${island}.`)),
      island,
    ).toBe(true);
  }
  expect(scriptsOf('admin/species.html').some((script) => zodMarker.test(readBuilt(script)))).toBe(true);
});
