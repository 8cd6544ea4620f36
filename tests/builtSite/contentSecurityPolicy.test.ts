import { expect, it } from 'vitest';
import { builtPages, readBuilt } from './builtFiles.ts';
import { pageCspGaps } from './pageCspGaps.ts';

/**
 * Every page the build wrote (the published ones, the fallbacks for unknown ids, the form outcome
 * pages and the admin shells) carries one Content-Security-Policy whose script-src is 'self' and
 * hashes, and lists the hash of every inline script the page holds: the browser runs all of it and
 * nothing else. The browser tests fail on any violation a page reports while they use it.
 */
it("has every page's inline scripts hashed in that page's Content-Security-Policy", () => {
  const pages = builtPages();
  expect(pages.length).toBeGreaterThan(30);
  expect(pages).toEqual(expect.arrayContaining(['index.html', '404.html', 'admin/species.html', 'species/1.html']));
  const gaps = pages.flatMap((page) => pageCspGaps(readBuilt(page)).map((gap) => `${page}: ${gap}`));
  expect(gaps).toEqual([]);
});

it("allows scripts from the site and by hash only: no 'unsafe-' source, no WebAssembly, on every page", () => {
  const policies = builtPages().map((page) => {
    const policy = /<meta http-equiv="content-security-policy" content="([^"]*)"/i.exec(readBuilt(page))?.[1];
    return { page, scriptSrc: policy?.match(/script-src[^;]*/)?.[0] };
  });
  const wrong = policies.filter(({ scriptSrc }) => !/^script-src 'self'( 'sha256-[^']+')*$/.test(scriptSrc ?? ''));
  expect(wrong).toEqual([]);
  // The catalogue pages, whose search reads the static index (docs/design.md decision 14), are among them.
  expect(policies.map(({ page }) => page)).toEqual(
    expect.arrayContaining(['species.html', 'species/page/2.html', 'resources.html', 'resources/type/pdf.html']),
  );
});
