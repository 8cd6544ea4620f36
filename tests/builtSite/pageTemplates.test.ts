import { describe, expect, it } from 'vitest';
import { addressOfBuiltPage, adminScreenPages, pageTemplates } from '../e2e/support/pageTemplates.ts';
import { builtPages, readBuilt } from './builtFiles.ts';

/**
 * The browser opens, hydrates and scans one page per template (tests/e2e/pageTemplates.spec.ts), not
 * every page the build writes: 31 species pages and 8 biome pages come from two templates. Here every
 * built page, and every address of the sitemap, must belong to a template listed there, so that a new
 * page of a new kind cannot go unchecked; and each template listed must still make a page.
 */
const templatesOf = (address: string) => pageTemplates.filter((template) => template.pages.test(address));

const sitemap = readBuilt('sitemap-0.xml');
const sitemapAddresses = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);

describe('the templates the browser tests open', () => {
  it('cover every page of the sitemap, each with one template that axe scans', () => {
    expect(sitemapAddresses.length).toBeGreaterThan(30);
    expect(sitemapAddresses).toEqual(expect.arrayContaining(['/', '/species', '/species/1', '/biomes/1']));
    const unscanned = sitemapAddresses.filter((address) => {
      const templates = templatesOf(address);
      return templates.length !== 1 || templates[0]!.axeElsewhere !== undefined;
    });
    expect(unscanned).toEqual([]);
  });

  it('cover every page the build wrote, but the admin screens, which the admin specs open signed in', () => {
    const addresses = builtPages().map(addressOfBuiltPage);
    expect(addresses).toEqual(expect.arrayContaining(['/', '/404', '/admin/species', '/contact/sent']));
    const withoutOneTemplate = addresses.filter(
      (address) => !adminScreenPages.test(address) && templatesOf(address).length !== 1,
    );
    expect(withoutOneTemplate).toEqual([]);
  });

  it('each still make a page, and the page the browser opens is theirs', () => {
    const addresses = builtPages().map(addressOfBuiltPage);
    const stale = pageTemplates.filter((template) => !addresses.some((address) => template.pages.test(address)));
    expect(stale).toEqual([]);
    // The not-found page is served for addresses that have no file; every other visit is of its own template.
    const strays = pageTemplates.filter(
      (template) => template.status !== 404 && !template.pages.test(new URL(template.visit, 'http://site').pathname),
    );
    expect(strays).toEqual([]);
  });
});
