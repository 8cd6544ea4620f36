import { type APIRequestContext, expect, test } from '@playwright/test';

/**
 * Lean browser bundles (issue 10, point 2): no public page ships zod, not even in a chunk an island
 * imports later. The field rules the islands check with are zod-free modules shared with the
 * server's schemas (src/lib/emailAddress.ts, src/lib/contactFields.ts). The admin screens may use zod.
 */

// Every class of zod's core is made by `$constructor('$ZodString', …)`: the names survive minifying.
const zodMarker = /\$Zod[A-Z]\w*/;
// The scripts a page names: its own module scripts and each island's component and renderer.
const pageScriptReference = /(?:component-url|renderer-url|src|href)="(\/_astro\/[^"]+\.js)"/g;
// The chunks a chunk imports, at once or later: `from"./x.js"`, `import"./x.js"`, `import("./x.js")`.
const chunkImport = /(?:\bfrom\s*|\bimport\s*\(?\s*)["'](\.\/[^"']+\.js)["']/g;

// Pages the sitemap leaves out: the fallbacks, and the outcome pages of the forms posted without JavaScript.
const pagesOutsideSitemap = [
  '/no-such-page',
  '/biomes/not-found',
  '/species/not-found',
  '/contact/sent',
  '/contact/missing-fields',
  '/newsletter/home/subscribed',
  '/newsletter/coming-soon/invalid-email',
  '/newsletter/resources/email-required',
  '/newsletter/unsubscribe',
  '/newsletter/unsubscribed',
  '/newsletter/unsubscribe-link-invalid',
];

async function textOf(request: APIRequestContext, pathname: string): Promise<string> {
  const response = await request.get(pathname);
  expect(response.status(), pathname).toBeLessThan(500);
  return response.text();
}

async function sitemapPages(request: APIRequestContext): Promise<string[]> {
  const locations = async (pathname: string) =>
    [...(await textOf(request, pathname)).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  const sitemaps = await locations('/sitemap-index.xml');
  return (await Promise.all(sitemaps.map(locations))).flat();
}

/** Every script a page loads or may load: the ones it names and, chunk by chunk, all they import. */
async function scriptsOf(request: APIRequestContext, pathname: string, chunks: Map<string, string>) {
  const html = await textOf(request, pathname);
  const waiting = [...html.matchAll(pageScriptReference)].map((match) => match[1]!);
  const reached = new Set<string>();
  for (let script = waiting.pop(); script !== undefined; script = waiting.pop()) {
    if (reached.has(script)) continue;
    reached.add(script);
    if (!chunks.has(script)) chunks.set(script, await textOf(request, script));
    for (const [, imported] of chunks.get(script)!.matchAll(chunkImport)) {
      waiting.push(new URL(imported!, `http://site${script}`).pathname);
    }
  }
  return reached;
}

test('no public page loads zod, at once or when an island hydrates', async ({ request }) => {
  const pages = [...(await sitemapPages(request)), ...pagesOutsideSitemap];
  expect(pages).toEqual(expect.arrayContaining(['/', '/species', '/resources', '/coming-soon']));
  const chunks = new Map<string, string>();
  const zodPerPage: Record<string, string[]> = {};
  for (const pathname of pages) {
    const scripts = [...(await scriptsOf(request, pathname, chunks))];
    const withZod = scripts.filter((script) => zodMarker.test(chunks.get(script)!));
    if (withZod.length > 0) zodPerPage[pathname] = withZod;
  }
  expect(zodPerPage).toEqual({});
});

test('the check sees the form islands, and zod where an admin screen uses it', async ({ request }) => {
  const chunks = new Map<string, string>();
  const homeScripts = [...(await scriptsOf(request, '/', chunks))];
  for (const island of ['ContactForm', 'NewsletterSignup']) {
    expect(
      homeScripts.some((script) => script.includes(`/${island}.`)),
      island,
    ).toBe(true);
  }
  const adminScripts = [...(await scriptsOf(request, '/admin/species', chunks))];
  expect(adminScripts.some((script) => zodMarker.test(chunks.get(script)!))).toBe(true);
});
