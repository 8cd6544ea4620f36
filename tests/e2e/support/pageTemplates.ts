/**
 * One page of each template the public site is built from: tests/e2e/pageTemplates.spec.ts opens
 * each in the browser (hydration, Content-Security-Policy, axe), and tests/builtSite/pageTemplates.test.ts
 * holds every page the build wrote, the sitemap's included, to a template listed here, so that a new
 * template cannot go unchecked. The states a template reaches only by use (an empty search, an open
 * tab, a fetched fallback) are scanned by the tests of that page.
 */
export type PageTemplate = {
  /** The address the browser opens: one page of the template. */
  visit: string;
  /** Every page the build writes from this template, as addresses: '/species/3' for species/3.html. */
  pages: RegExp;
  /** The document title and the level-1 heading once the islands have run (undefined: the page's own data). */
  title?: string;
  heading?: string;
  /** The status the server answers with, when not 200. */
  status?: number;
  /**
   * Why the template is scanned at the phone's width as well: its own layout changes there (the
   * header and footer change on every page and are scanned there with the first). Undefined: desktop only.
   */
  phoneLayout?: string;
  /** Why axe does not scan it here, when another spec does. */
  axeElsewhere?: string;
};

const suffix = ' | Closed Biomes';

export const pageTemplates: PageTemplate[] = [
  {
    visit: '/',
    pages: /^\/$/,
    title: `Sealed Glass Ecosystems${suffix}`,
    heading: 'Experience Multiple Ecosystems in One',
    phoneLayout: 'the hero, the about section, the feature list and the forms stack; the menu folds',
  },
  {
    visit: '/species',
    pages: /^\/species(\/environment\/[a-z0-9-]+)?(\/niche\/[a-z0-9-]+)?(\/page\/\d+)?$/,
    title: `Species Catalog${suffix}`,
    heading: 'Species Catalog',
    phoneLayout: 'the search box shrinks its type to keep its placeholder whole; the cards go to one column',
  },
  {
    visit: '/species/1',
    pages: /^\/species\/\d+$/,
    phoneLayout: 'the gallery and the text stack',
  },
  {
    visit: '/biomes/1',
    pages: /^\/biomes\/\d+$/,
    phoneLayout: 'the picture and the text stack',
  },
  {
    visit: '/resources',
    pages: /^\/resources(\/type\/[a-z]+)?(\/page\/\d+)?$/,
    title: `Educational Resources${suffix}`,
    heading: 'Educational Resources',
    phoneLayout: 'slimmer tab pills in two rows; the featured guides stack',
  },
  {
    visit: '/journal',
    pages: /^\/journal(\/category\/[a-z0-9-]+)?(\/page\/\d+)?$/,
    title: `Journal${suffix}`,
    heading: 'Journal',
    phoneLayout: 'the cards go to one column and the category pills wrap',
  },
  // A post's page: one segment under /journal, which no page of the list above has.
  {
    visit: '/journal/where-the-nitrogen-goes-in-a-sealed-jar',
    pages: /^\/journal\/[a-z0-9-]+$/,
    phoneLayout: 'the picture and the text fill the width; the Markdown’s lists and links must stay within it',
  },
  {
    visit: '/coming-soon',
    pages: /^\/coming-soon$/,
    title: `New Website Coming Soon${suffix}`,
    heading: 'New Website Coming Soon',
    phoneLayout: 'the links fill the width and the blocks stack',
  },
  // The three legal pages share one layout, which changes at the phone's width (its contents list):
  // scanned there once, on /privacy; their texts differ, so each is scanned on the desktop.
  {
    visit: '/privacy',
    pages: /^\/privacy$/,
    title: `Privacy Policy${suffix}`,
    heading: 'Privacy Policy',
    phoneLayout: 'the contents list goes above the text instead of beside it',
  },
  { visit: '/terms', pages: /^\/terms$/, title: `Terms of Use${suffix}`, heading: 'Terms of Use' },
  {
    visit: '/accessibility',
    pages: /^\/accessibility$/,
    title: `Accessibility Statement${suffix}`,
    heading: 'Accessibility Statement',
  },
  {
    visit: '/this/does/not/exist',
    pages: /^\/404$/,
    title: `Page Not Found${suffix}`,
    heading: 'Page Not Found',
    status: 404,
  },
  // The fallback of the biome pages reads the id from the address: 'not-found' is not one.
  {
    visit: '/biomes/not-found',
    pages: /^\/biomes\/not-found$/,
    title: `Invalid Biome ID${suffix}`,
    heading: 'Invalid Biome ID',
  },
  {
    visit: '/species/not-found',
    pages: /^\/species\/not-found$/,
    title: `Species Not Found${suffix}`,
    heading: 'Species Not Found',
  },
  // The outcome pages of the forms posted without JavaScript: one template per form, whatever the
  // outcome and the block (src/components/FormOutcome.astro). A success here, a refusal below.
  {
    visit: '/newsletter/home/subscribed',
    pages: /^\/newsletter\/(home|resources|coming-soon)\/[a-z-]+$/,
    title: `Welcome to our community! 🌱${suffix}`,
    heading: 'Welcome to our community! 🌱',
  },
  {
    visit: '/contact/missing-fields',
    pages: /^\/contact\/[a-z-]+$/,
    title: `Missing information${suffix}`,
    heading: 'Missing information',
  },
  {
    visit: '/newsletter/unsubscribe?token=1.AAAAAAAAAAAAAAAAAAAAAA',
    pages: /^\/newsletter\/unsubscribe$/,
    title: `Unsubscribe${suffix}`,
    heading: 'Unsubscribe from our newsletter?',
  },
  {
    visit: '/newsletter/unsubscribed',
    pages: /^\/newsletter\/unsubscribed$/,
    title: `You Have Been Unsubscribed${suffix}`,
    heading: 'You have been unsubscribed',
  },
  // Both problems of an unsubscribe link are one template (src/pages/newsletter/_components/UnsubscribeProblem.astro).
  {
    visit: '/newsletter/unsubscribe-link-invalid',
    pages: /^\/newsletter\/unsubscribe-(link-invalid|unavailable)$/,
    title: `Unsubscribe Link Not Valid${suffix}`,
    heading: 'Unsubscribe link not valid',
  },
  {
    visit: '/admin-login',
    pages: /^\/admin-login$/,
    title: `Admin Sign-in${suffix}`,
    heading: 'Admin',
    axeElsewhere: 'tests/e2e/adminAuth.spec.ts scans the sign-in pages, their error states too',
  },
  {
    visit: '/admin-portal',
    pages: /^\/admin-portal$/,
    title: `Admin Portal${suffix}`,
    heading: 'Admin Portal',
    axeElsewhere: 'tests/e2e/adminAuth.spec.ts scans the sign-in pages, their error states too',
  },
  {
    visit: '/admin-unauthorized',
    pages: /^\/admin-unauthorized$/,
    title: `Access Denied${suffix}`,
    heading: 'Access Denied',
    axeElsewhere: 'tests/e2e/adminAuth.spec.ts scans the sign-in pages, their error states too',
  },
];

/**
 * The admin screens show their content to a signed-in administrator only: the admin specs
 * (tests/e2e/admin*.spec.ts) open each signed in, under the same fixture, and scan it.
 */
export const adminScreenPages = /^\/admin(\/[a-z]+)?$/;

/** The address a built page is served at: 'species/3.html' → '/species/3', 'index.html' → '/'. */
export function addressOfBuiltPage(file: string): string {
  return `/${file.replace(/\.html$/, '').replace(/(^|\/)index$/, '')}`;
}
