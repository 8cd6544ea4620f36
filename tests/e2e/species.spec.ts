import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type ConsoleMessage, type Locator, type Page, expect } from '@playwright/test';
import { cspTest as test } from './support/fixtures.ts';
import type { PublicSpecies as Species } from './support/siteFacts.ts';

// Hydration and the fallback page's fetch wait on the network and the CPU; on a busy machine (two
// projects, two workers) they can take longer than a plain assertion's default 5 s.
const networkTimeout = 20_000;
test.describe.configure({ timeout: 60_000 });

const placeholder = '/images/species/placeholder.svg';
const emptyMessage = 'No species match your search criteria.';

/** SPEC §5: the fields the species search reads, and only these. */
const searchFields = ['commonName', 'scientificName', 'description'] as const;

/** SPEC §5, restated independently of the page: case-insensitive, any of the three fields. */
function matchesSearch(species: Species, query: string): boolean {
  const needle = query.trim().toLowerCase();
  return searchFields.some((field) => species[field].toLowerCase().includes(needle));
}

/** SPEC §2: the environment tab label is the environment without the word ' Biome'. */
function environmentLabel(environment: string): string {
  return environment.replace(/ Biome(?![\p{L}\p{N}])/gu, '');
}

function distinct(values: string[]): string[] {
  return [...new Set(values)];
}

/**
 * A word of `field` that no species has in any searchable field other than `field` itself, so what a
 * search for it finds shows whether `field` is searched.
 */
function termOnlyIn(catalogue: Species[], field: keyof Species): string {
  const others = searchFields.filter((other) => other !== field);
  for (const species of catalogue) {
    for (const word of String(species[field])
      .toLowerCase()
      .split(/[^\p{L}]+/u)) {
      if (word.length < 4) continue;
      if (!catalogue.some((entry) => others.some((other) => entry[other].toLowerCase().includes(word)))) return word;
    }
  }
  throw new Error(`The demo catalogue has no word found only in ${field}.`);
}

/** 'rootless' → 'rOoTlEsS': the search must not care. */
function mixedCase(term: string): string {
  return [...term].map((letter, index) => (index % 2 ? letter.toUpperCase() : letter.toLowerCase())).join('');
}

const longDate = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

async function catalogue(request: APIRequestContext): Promise<Species[]> {
  const response = await request.get('/api/species');
  expect(response.ok()).toBe(true);
  return (await response.json()) as Species[];
}

/** Console errors and uncaught exceptions; `expected` lets a test name the failures it provokes. */
function watchConsole(page: Page, expected: (message: ConsoleMessage) => boolean = () => false): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !expected(message)) errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** A network failure the test caused on purpose, such as a photo it answers with 404. */
function failedLoadOf(...paths: string[]) {
  return (message: ConsoleMessage) =>
    message.text().startsWith('Failed to load resource') && paths.some((path) => message.location().url.endsWith(path));
}

/** Astro drops the `ssr` attribute from an island once it has hydrated. */
async function hydrated(page: Page) {
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: networkTimeout });
}

function cardNames(page: Page): Locator {
  return page.locator('.species-grid').getByRole('heading', { level: 2 });
}

function cardOf(page: Page, species: Species): Locator {
  return page
    .locator('.species-card')
    .filter({ has: page.getByRole('heading', { name: species.commonName, exact: true }) });
}

/** Exactly these cards, in catalogue order, with the count announced and the empty message only when none. */
async function expectCards(page: Page, expected: Species[]) {
  await expect(page.locator('.species-count')).toHaveText(`${expected.length} species`);
  if (expected.length === 0) {
    await expect(page.getByText(emptyMessage, { exact: true })).toBeVisible();
    await expect(cardNames(page)).toHaveCount(0);
  } else {
    await expect(cardNames(page)).toHaveText(expected.map((species) => species.commonName));
    await expect(page.getByText(emptyMessage, { exact: true })).toHaveCount(0);
  }
}

function searchBox(page: Page): Locator {
  return page.getByRole('searchbox', { name: 'Search species' });
}

function environmentTabs(page: Page): Locator {
  return page.getByRole('tablist', { name: 'Environment' }).getByRole('tab');
}

function nicheTabs(page: Page): Locator {
  return page.getByRole('tablist', { name: 'Niche' }).getByRole('tab');
}

async function openCatalogue(page: Page) {
  await page.goto('/species');
  await hydrated(page);
}

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

test.describe('/species, the Species Catalog', () => {
  test('shows every species as a card with photo, names, badges and description', async ({ page, request }) => {
    const species = await catalogue(request);
    const errors = watchConsole(page);
    await openCatalogue(page);
    await expect(page).toHaveTitle('Species Catalog | Closed Biomes');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Species Catalog');
    await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search species by name or description...');
    await expectCards(page, species);
    await expect(page.locator('.species-count')).toHaveAttribute('role', 'status');
    // Each card starts on its first photo, loaded or waiting to scroll near (no false fallback).
    for (const entry of species)
      await expect(cardOf(page, entry).getByRole('img')).toHaveAttribute('src', entry.photos[0] ?? placeholder);

    const first = species[0]!;
    const card = cardOf(page, first);
    await expect(card.getByRole('img')).toHaveAttribute('src', first.photos[0] ?? placeholder);
    await expect(card.getByText(first.scientificName, { exact: true })).toBeVisible();
    await expect(card.locator('.status')).toHaveText(`Status: ${first.status}`);
    await expect(card.locator('.species-environment')).toHaveText(`Environment: ${first.environment}`);
    await expect(card.locator('.species-niche')).toHaveText(`Niche: ${first.niche}`);
    await expect(card.locator('.species-card-description')).toHaveText(first.description);
    expect(errors).toEqual([]);
  });

  test('status badges follow the public reading of SPEC §4', async ({ page, request }) => {
    const species = await catalogue(request);
    await openCatalogue(page);
    const expected: Record<string, string> = {
      thriving: 'strong',
      abundant: 'strong',
      stable: 'secondary',
      growing: 'secondary',
      endangered: 'warning',
    };
    for (const entry of species) {
      await expect(cardOf(page, entry).locator('.status')).toHaveAttribute(
        'data-variant',
        expected[entry.status.toLowerCase()] ?? 'outline',
      );
    }
    const strong = page.locator('.status[data-variant="strong"]').first();
    const outline = page.locator('.status[data-variant="outline"]').first();
    expect(await strong.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(31, 74, 51)');
    expect(await outline.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgba(0, 0, 0, 0)');
  });

  test('descriptions are clamped to three lines', async ({ page, request }) => {
    const species = await catalogue(request);
    await openCatalogue(page);
    const longest = species.reduce((a, b) => (b.description.length > a.description.length ? b : a));
    const description = cardOf(page, longest).locator('.species-card-description');
    await description.scrollIntoViewIfNeeded();
    const { height, lineHeight, clipped } = await description.evaluate((element) => ({
      height: element.getBoundingClientRect().height,
      lineHeight: Number.parseFloat(getComputedStyle(element).lineHeight),
      clipped: element.scrollHeight > element.clientHeight,
    }));
    expect(clipped).toBe(true);
    expect(Math.round(height / lineHeight)).toBe(3);
  });

  test('the search matches the common name, case-insensitively', async ({ page, request }) => {
    const species = await catalogue(request);
    const term = termOnlyIn(species, 'commonName');
    await openCatalogue(page);
    await searchBox(page).fill(mixedCase(term));
    const expected = species.filter((entry) => matchesSearch(entry, term));
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.every((entry) => entry.commonName.toLowerCase().includes(term))).toBe(true);
    await expectCards(page, expected);
  });

  test('the search matches the scientific name, case-insensitively', async ({ page, request }) => {
    const species = await catalogue(request);
    const term = termOnlyIn(species, 'scientificName');
    await openCatalogue(page);
    await searchBox(page).fill(term.toUpperCase());
    const expected = species.filter((entry) => matchesSearch(entry, term));
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.every((entry) => entry.scientificName.toLowerCase().includes(term))).toBe(true);
    await expectCards(page, expected);
  });

  test('the search matches the description, case-insensitively', async ({ page, request }) => {
    const species = await catalogue(request);
    const term = termOnlyIn(species, 'description');
    await openCatalogue(page);
    await searchBox(page).fill(mixedCase(term));
    const expected = species.filter((entry) => matchesSearch(entry, term));
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.every((entry) => entry.description.toLowerCase().includes(term))).toBe(true);
    await expectCards(page, expected);
  });

  test('the search reads no other field: care instructions, niche and status find nothing', async ({
    page,
    request,
  }) => {
    const species = await catalogue(request);
    await openCatalogue(page);
    for (const field of ['careInstructions', 'niche', 'status'] as const) {
      const term = termOnlyIn(species, field);
      expect(species.some((entry) => entry[field].toLowerCase().includes(term))).toBe(true);
      await searchBox(page).fill(term);
      await expectCards(page, []);
    }
    await searchBox(page).fill('');
    await expectCards(page, species);
  });

  test('the island hydrates the server-rendered cards in place', async ({ page, request }) => {
    const species = await catalogue(request);
    const errors = watchConsole(page);
    // Taken before any module script runs: the card elements of the server's HTML.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive')
          Object.assign(window, { serverCards: [...document.querySelectorAll('.species-grid > li')] });
      });
    });
    await openCatalogue(page);
    await expect(page.locator('.species-grid > li')).toHaveCount(species.length);
    // Hydrated rather than rendered anew: the same elements, so nothing flashes or reloads.
    expect(
      await page.evaluate(() => {
        const before = (window as unknown as { serverCards: Element[] }).serverCards;
        const now = [...document.querySelectorAll('.species-grid > li')];
        return before.length === now.length && before.every((card, index) => card === now[index]);
      }),
    ).toBe(true);
    // And the cards follow the island's state from then on.
    await searchBox(page).fill(species[0]!.commonName);
    await expect(cardNames(page).first()).toHaveText(species[0]!.commonName);
    await searchBox(page).fill('');
    await expectCards(page, species);
    expect(errors).toEqual([]);
  });

  test('a search that matches nothing shows the empty message', async ({ page, request }) => {
    const species = await catalogue(request);
    const errors = watchConsole(page);
    await openCatalogue(page);
    await searchBox(page).fill('no such creature under glass');
    await expectCards(page, []);
    await searchBox(page).fill('');
    await expectCards(page, species);
    expect(errors).toEqual([]);
  });

  test('environment tabs: All plus each environment without " Biome", each showing exactly its species', async ({
    page,
    request,
  }) => {
    const species = await catalogue(request);
    const environments = distinct(species.map((entry) => entry.environment));
    await openCatalogue(page);
    const tabs = environmentTabs(page);
    await expect(tabs).toHaveCount(environments.length + 1);
    await expect(tabs).toHaveText(['All Environments', ...environments.map(environmentLabel)]);
    for (const label of await tabs.allTextContents()) expect(label).not.toContain(' Biome');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');

    for (const [index, environment] of environments.entries()) {
      const tab = tabs.nth(index + 1);
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expectCards(
        page,
        species.filter((entry) => entry.environment === environment),
      );
    }
    await tabs.first().click();
    await expectCards(page, species);
  });

  test('niche tabs: All plus each niche, each showing exactly its species', async ({ page, request }) => {
    const species = await catalogue(request);
    const niches = distinct(species.map((entry) => entry.niche));
    await openCatalogue(page);
    const tabs = nicheTabs(page);
    await expect(tabs).toHaveText(['All Niches', ...niches]);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');

    for (const [index, niche] of niches.entries()) {
      const tab = tabs.nth(index + 1);
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expectCards(
        page,
        species.filter((entry) => entry.niche === niche),
      );
    }
    await tabs.first().click();
    await expectCards(page, species);
  });

  test('the filter tabs are operated with the arrow keys', async ({ page, request }) => {
    const species = await catalogue(request);
    const environments = distinct(species.map((entry) => entry.environment));
    await openCatalogue(page);
    const tabs = environmentTabs(page);
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expectCards(
      page,
      species.filter((entry) => entry.environment === environments[0]),
    );
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await expectCards(page, species);
  });

  test('search, environment and niche combine', async ({ page, request }) => {
    const species = await catalogue(request);
    const environments = distinct(species.map((entry) => entry.environment));
    const niches = distinct(species.map((entry) => entry.niche));
    // An environment and niche whose overlap is smaller than either alone, so the test sees both apply.
    const pairs = environments.flatMap((environment) => niches.map((niche) => ({ environment, niche })));
    const pair = pairs.find(({ environment, niche }) => {
      const both = species.filter((entry) => entry.environment === environment && entry.niche === niche).length;
      const inEnvironment = species.filter((entry) => entry.environment === environment).length;
      const inNiche = species.filter((entry) => entry.niche === niche).length;
      return both > 1 && both < inEnvironment && both < inNiche;
    })!;
    expect(pair).toBeDefined();
    const both = species.filter((entry) => entry.environment === pair.environment && entry.niche === pair.niche);

    await openCatalogue(page);
    await environmentTabs(page).getByText(environmentLabel(pair.environment), { exact: true }).click();
    await nicheTabs(page).getByText(pair.niche, { exact: true }).click();
    await expectCards(page, both);

    // A name from the overlap narrows it to the species with that text.
    const query = both[1]!.commonName;
    await searchBox(page).fill(query);
    await expectCards(
      page,
      both.filter((entry) => matchesSearch(entry, query)),
    );

    // A species of another environment is not found while this environment is chosen...
    const outsider = species.find((entry) => entry.environment !== pair.environment)!;
    await searchBox(page).fill(outsider.commonName);
    await expectCards(
      page,
      both.filter((entry) => matchesSearch(entry, outsider.commonName)),
    );
    // ...and is found again with all environments and niches.
    await environmentTabs(page).first().click();
    await nicheTabs(page).first().click();
    await expectCards(
      page,
      species.filter((entry) => matchesSearch(entry, outsider.commonName)),
    );
  });

  test('filters live in the address: a shared address opens the catalogue filtered; a new choice replaces it', async ({
    page,
    request,
  }) => {
    const species = await catalogue(request);
    const { environment, commonName } = species.at(-1)!;
    const query = commonName.split(' ')[0]!;
    await page.goto(`/species?environment=${encodeURIComponent(environment)}&q=${encodeURIComponent(query)}`);
    await hydrated(page);
    await expect(environmentTabs(page).getByText(environmentLabel(environment), { exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(searchBox(page)).toHaveValue(query);
    await expectCards(
      page,
      species.filter((entry) => entry.environment === environment && matchesSearch(entry, query)),
    );

    // Choices made once hydrated filter in place and are written back, without a new history entry.
    const historyLength = await page.evaluate(() => window.history.length);
    await environmentTabs(page).first().click();
    await searchBox(page).fill('');
    await expectCards(page, species);
    expect(page.url()).toMatch(/\/species$/);
    const niche = species[0]!.niche;
    await nicheTabs(page).getByText(niche, { exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('niche')).toBe(niche);
    expect(await page.evaluate(() => window.history.length)).toBe(historyLength);
  });

  test('a click anywhere on a card opens its species page', async ({ page, request }) => {
    const species = await catalogue(request);
    const target = species[1]!;
    await openCatalogue(page);
    // Near the card's bottom left corner, on the description, not on the name's link text: the
    // stretched link covers the whole card.
    const card = cardOf(page, target);
    const box = (await card.boundingBox())!;
    await card.click({ position: { x: 24, y: box.height - 24 } });
    await expect(page).toHaveURL(new RegExp(`/species/${target.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.commonName);
  });

  test('each card has one link, reached by keyboard with a visible focus ring', async ({ page, request }) => {
    const species = await catalogue(request);
    await openCatalogue(page);
    const card = cardOf(page, species[0]!);
    await expect(card.getByRole('link')).toHaveCount(1);
    await expect(card.getByRole('link')).toHaveAttribute('href', `/species/${species[0]!.id}`);

    // Search box, then one stop for each tab list, then the first card.
    await searchBox(page).focus();
    for (let stop = 0; stop < 3; stop += 1) await page.keyboard.press('Tab');
    const link = card.getByRole('link', { name: species[0]!.commonName });
    await expect(link).toBeFocused();
    const ring = await link.evaluate((element) => {
      const style = getComputedStyle(element, '::after');
      return { style: style.outlineStyle, width: style.outlineWidth };
    });
    expect(ring).toEqual({ style: 'solid', width: '3px' });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/species/${species[0]!.id}$`));
  });

  test('filter tabs show a focus ring', async ({ page }) => {
    await openCatalogue(page);
    await searchBox(page).focus();
    await page.keyboard.press('Tab');
    const tab = environmentTabs(page).first();
    await expect(tab).toBeFocused();
    expect(await tab.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid');
  });

  test('a card photo that fails falls back to the second photo', async ({ page, request }) => {
    const species = await catalogue(request);
    const target = species.find((entry) => entry.photos.length > 1)!;
    const [first, second] = target.photos as [string, string];
    const errors = watchConsole(page, failedLoadOf(first));
    await page.route(`**${first}`, (route) => route.fulfill({ status: 404, body: 'missing' }));
    await openCatalogue(page);
    const image = cardOf(page, target).getByRole('img');
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveAttribute('src', second);
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
      .toBe(true);
    expect(errors).toEqual([]);
  });

  test('a card whose photos all fail shows the placeholder', async ({ page, request }) => {
    const species = await catalogue(request);
    const target = species.find((entry) => entry.photos.length > 1)!;
    const [first, second] = target.photos as [string, string];
    const errors = watchConsole(page, failedLoadOf(first, second));
    await page.route(`**${first}`, (route) => route.fulfill({ status: 404, body: 'missing' }));
    await page.route(`**${second}`, (route) => route.fulfill({ status: 404, body: 'missing' }));
    await openCatalogue(page);
    const image = cardOf(page, target).getByRole('img');
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveAttribute('src', placeholder);
    await expect(image).toHaveAttribute('alt', `No photo of the ${target.commonName} yet`);
    expect(errors).toEqual([]);
  });

  test('a species with a single photo that fails shows the placeholder', async ({ page, request }) => {
    const species = await catalogue(request);
    const target = species.find(
      (entry) =>
        entry.photos.length === 1 && species.filter((other) => other.photos.includes(entry.photos[0]!)).length === 1,
    )!;
    const only = target.photos[0]!;
    const errors = watchConsole(page, failedLoadOf(only));
    await page.route(`**${only}`, (route) => route.fulfill({ status: 404, body: 'missing' }));
    await openCatalogue(page);
    const image = cardOf(page, target).getByRole('img');
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveAttribute('src', placeholder);
    expect(errors).toEqual([]);
  });

  test('reads without JavaScript: every card and link is in the page', async ({ browser, request }) => {
    const species = await catalogue(request);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/species');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Species Catalog');
    await expect(cardNames(page)).toHaveText(species.map((entry) => entry.commonName));
    for (const entry of species) {
      await expect(page.getByRole('link', { name: entry.commonName, exact: true })).toHaveAttribute(
        'href',
        `/species/${entry.id}`,
      );
    }
    // Controls that need JavaScript to work are not offered without it.
    await expect(searchBox(page)).toBeHidden();
    await expect(page.getByRole('tablist')).toHaveCount(0);
    await context.close();
  });

  test('has no accessibility violations', async ({ page }) => {
    await openCatalogue(page);
    expect(await axeViolations(page)).toEqual([]);
    await searchBox(page).fill('no such creature under glass');
    await expect(page.getByText(emptyMessage, { exact: true })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('/species/{id}, the species page', () => {
  test('shows names, badges, title, description and structured data', async ({ page, request }) => {
    const species = await catalogue(request);
    const target = species.find((entry) => entry.photos.length > 1)!;
    const errors = watchConsole(page);
    await page.goto(`/species/${target.id}`);
    await hydrated(page);
    await expect(page).toHaveTitle(`${target.commonName} | Closed Biomes`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.commonName);
    await expect(page.getByText(target.scientificName, { exact: true })).toBeVisible();
    const badges = page.locator('.species-detail .species-badges');
    await expect(badges.locator('.status')).toHaveText(`Status: ${target.status}`);
    await expect(badges.locator('.species-environment')).toHaveText(`Environment: ${target.environment}`);
    await expect(badges.locator('.species-niche')).toHaveText(`Niche: ${target.niche}`);
    await expect(page.getByRole('tabpanel', { name: 'Description' })).toContainText(target.description);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(
      new RegExp(`^${target.commonName} \\(`),
    );

    const taxon = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    ) as Record<string, unknown>;
    expect(taxon['@context']).toBe('https://schema.org');
    expect(taxon['@type']).toBe('Taxon');
    expect(taxon.name).toBe(target.scientificName);
    expect(taxon.alternateName).toBe(target.commonName);
    expect(new URL(String(taxon.url)).pathname).toBe(`/species/${target.id}`);
    expect((taxon.image as string[]).map((address) => new URL(address).pathname)).toEqual(target.photos);
    // The demo photos have no alt text of their own: the social preview is described by the name.
    await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute(
      'content',
      `Photo of the ${target.commonName}`,
    );
    await expect(page.locator('meta[name="twitter:image:alt"]')).toHaveAttribute(
      'content',
      `Photo of the ${target.commonName}`,
    );
    expect(errors).toEqual([]);
  });

  test('the tabs switch between description, care instructions and updates', async ({ page, request }) => {
    const species = await catalogue(request);
    const target = species.find((entry) => entry.updateNotes.length > 1 && entry.careInstructions.trim() !== '')!;
    await page.goto(`/species/${target.id}`);
    await hydrated(page);
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText(['Description', 'Care Instructions', 'Updates']);
    await expect(page.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toHaveCount(1);

    await page.getByRole('tab', { name: 'Care Instructions' }).click();
    await expect(page.getByRole('tab', { name: 'Care Instructions' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Care Instructions' })).toContainText(target.careInstructions);
    await expect(page.getByText(target.description, { exact: true })).toBeHidden();

    await page.getByRole('tab', { name: 'Updates' }).click();
    const updates = page.getByRole('tabpanel', { name: 'Updates' });
    const newestFirst = [...target.updateNotes].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
    await expect(updates.locator('time')).toHaveText(newestFirst.map((note) => longDate.format(new Date(note.date))));
    for (const note of newestFirst) await expect(updates.getByText(note.note, { exact: true })).toBeVisible();
    await expect(page.getByText(target.careInstructions, { exact: true })).toBeHidden();
  });

  test('the tabs are operated with the arrow keys', async ({ page, request }) => {
    const species = await catalogue(request);
    const target = species.find((entry) => entry.careInstructions.trim() !== '')!;
    await page.goto(`/species/${target.id}`);
    await hydrated(page);
    const tab = (name: string) => page.getByRole('tab', { name });
    await tab('Description').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab('Care Instructions')).toBeFocused();
    await expect(tab('Care Instructions')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Care Instructions' })).toContainText(target.careInstructions);
    await page.keyboard.press('ArrowRight');
    await expect(tab('Updates')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(tab('Description')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(tab('Updates')).toBeFocused();
    await expect(tab('Updates')).toHaveAttribute('aria-selected', 'true');
    expect(await tab('Updates').evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid');
    // Tab leaves the tab list for the panel.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tabpanel', { name: 'Updates' })).toBeFocused();
  });

  test('an update note with photos shows them', async ({ page, request }) => {
    const species = await catalogue(request);
    const target = species.find((entry) => entry.updateNotes.some((note) => (note.photos?.length ?? 0) > 0))!;
    const note = target.updateNotes.find((entry) => (entry.photos?.length ?? 0) > 0)!;
    await page.goto(`/species/${target.id}`);
    await hydrated(page);
    await page.getByRole('tab', { name: 'Updates' }).click();
    const item = page.getByRole('listitem').filter({ hasText: note.note });
    await expect(item.getByRole('img')).toHaveCount(note.photos!.length);
    await expect(item.getByRole('img').first()).toHaveAttribute('src', note.photos![0]!);
  });

  test('a species without updates says so', async ({ page, request }) => {
    const species = await catalogue(request);
    const target = species.find((entry) => entry.updateNotes.length === 0)!;
    await page.goto(`/species/${target.id}`);
    await hydrated(page);
    await page.getByRole('tab', { name: 'Updates' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Updates' })).toHaveText(/No updates available for this species\./);
  });

  test('the gallery shows the first photo large and swaps in a chosen thumbnail', async ({ page, request }) => {
    const species = await catalogue(request);
    const target =
      species.find((entry) => entry.photos.length > 2) ?? species.find((entry) => entry.photos.length > 1)!;
    const total = target.photos.length;
    const errors = watchConsole(page);
    await page.goto(`/species/${target.id}`);
    await hydrated(page);
    const large = page.locator('.species-gallery-photo');
    await expect(large).toHaveAttribute('src', target.photos[0]!);
    const thumbnails = page.getByRole('button', { name: /^Show photo \d+ of \d+$/ });
    await expect(thumbnails).toHaveCount(total);
    await expect(thumbnails.first()).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('button', { name: `Show photo 2 of ${total}` }).click();
    await expect(large).toHaveAttribute('src', target.photos[1]!);
    await expect(large).toHaveAttribute('alt', `${target.commonName}, photo 2 of ${total}`);
    await expect(page.getByRole('button', { name: `Show photo 2 of ${total}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(thumbnails.first()).toHaveAttribute('aria-pressed', 'false');

    // Keyboard: focus the last thumbnail and press Enter.
    const last = page.getByRole('button', { name: `Show photo ${total} of ${total}` });
    await last.focus();
    await page.keyboard.press('Enter');
    await expect(large).toHaveAttribute('src', target.photos[total - 1]!);
    await expect(last).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: `Show photo 1 of ${total}` }).press('Space');
    await expect(large).toHaveAttribute('src', target.photos[0]!);
    expect(errors).toEqual([]);
  });

  test('the large photo falls back to the second photo, then the placeholder', async ({ page, request }) => {
    const species = await catalogue(request);
    const target = species.find((entry) => entry.photos.length > 1)!;
    const [first, second] = target.photos as [string, string];
    // Each thumbnail of a failed photo walks the same chain, so both failures are reported more than once.
    const errors = watchConsole(page, failedLoadOf(first, second));
    await page.route(`**${first}`, (route) => route.fulfill({ status: 404, body: 'missing' }));
    await page.goto(`/species/${target.id}`);
    await hydrated(page);
    const large = page.locator('.species-gallery-photo');
    await expect(large).toHaveAttribute('src', second);

    await page.route(`**${second}`, (route) => route.fulfill({ status: 404, body: 'missing' }));
    await page.reload();
    await hydrated(page);
    await expect(large).toHaveAttribute('src', placeholder);
    expect(errors).toEqual([]);
  });

  test('the Back to Species Catalog link returns to the catalogue', async ({ page, request }) => {
    const species = await catalogue(request);
    await page.goto(`/species/${species[0]!.id}`);
    await hydrated(page);
    const back = page.getByRole('link', { name: 'Back to Species Catalog' });
    await expect(back).toHaveAttribute('href', '/species');
    await back.click();
    await expect(page).toHaveURL(/\/species$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Species Catalog');
  });

  test('reads without JavaScript: all three panels and the back link are shown', async ({ browser, request }) => {
    const species = await catalogue(request);
    const target = species.find((entry) => entry.updateNotes.length > 0 && entry.careInstructions.trim() !== '')!;
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/species/${target.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.commonName);
    // The panels follow one another under visible headings instead of tabs that could not switch.
    await expect(page.getByRole('tablist')).toHaveCount(0);
    const headings = page.locator('.species-detail').getByRole('heading', { level: 2 });
    await expect(headings).toHaveText(['Description', 'Care Instructions', 'Updates']);
    for (const heading of await headings.all()) expect((await heading.boundingBox())!.height).toBeGreaterThan(10);
    await expect(page.getByText(target.description, { exact: true })).toBeVisible();
    await expect(page.getByText(target.careInstructions, { exact: true })).toBeVisible();
    for (const note of target.updateNotes) await expect(page.getByText(note.note, { exact: true })).toBeVisible();
    await expect(page.locator('.species-gallery-photo')).toHaveAttribute('src', target.photos[0]!);
    await expect(page.getByRole('link', { name: 'Back to Species Catalog' })).toHaveAttribute('href', '/species');
    await context.close();
  });

  test('has no accessibility violations on any tab', async ({ page, request }) => {
    const species = await catalogue(request);
    const target = species.find((entry) => entry.updateNotes.length > 0 && entry.photos.length > 1)!;
    await page.goto(`/species/${target.id}`);
    await hydrated(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Updates' }).click();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('/species/not-found, the fallback for ids the build did not include', () => {
  test('a malformed id is not found at once, without asking the API, and answers 404', async ({ page }) => {
    const errors = watchConsole(page, failedLoadOf('/species/abc'));
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
    });
    const response = await page.goto('/species/abc');
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Species Not Found');
    await expect(page.getByText('Loading species information...')).toBeHidden();
    await expect(page.getByRole('link', { name: 'Return to Species Catalog' })).toHaveAttribute('href', '/species');
    await expect(page).toHaveTitle('Species Not Found | Closed Biomes');
    expect(apiCalls).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('zero and negative ids are malformed too', async ({ page }) => {
    for (const id of ['0', '-3', '1.5']) {
      await page.goto(`/species/${id}`);
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Species Not Found');
    }
  });

  test('a well-formed unknown id shows the loading text, then Species Not Found', async ({ page }) => {
    // Chrome reports the page's own 404 status and the API's as console errors.
    const errors = watchConsole(page, failedLoadOf('/species/999999', '/api/species/999999'));
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    // Hold the API's answer until the loading state has been seen.
    await page.route('**/api/species/999999', async (route) => {
      await answered;
      await route.continue();
    });
    const response = await page.goto('/species/999999');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Loading species information...')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Species Not Found' })).toBeHidden();
    await hydrated(page);
    await expect(page.getByText('Loading species information...')).toBeVisible();
    answer();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Species Not Found', { timeout: networkTimeout });
    await expect(page.getByText('Loading species information...')).toBeHidden();
    await page.getByRole('link', { name: 'Return to Species Catalog' }).click();
    await expect(page).toHaveURL(/\/species$/);
    expect(errors).toEqual([]);
  });

  test('a species added since the build is fetched and shown like a pre-built page', async ({ page, request }) => {
    const species = await catalogue(request);
    const photos = species.find((entry) => entry.photos.length > 1)!.photos;
    const added: Species = {
      id: 999998,
      commonName: 'Glass Shrimp',
      scientificName: 'Palaemonetes paludosus',
      environment: 'Lake Biome',
      status: 'Growing',
      niche: 'Consumer',
      description: 'A translucent freshwater shrimp that picks detritus and biofilm from plants and stones.',
      careInstructions: 'Keep the water below 26 °C and avoid copper.',
      photos,
      updateNotes: [{ date: '2026-10-01T09:00:00.000Z', note: 'First brood of larvae seen in the reference vessel.' }],
    };
    const errors = watchConsole(page, failedLoadOf('/species/999998'));
    await page.route('**/api/species/999998', (route) =>
      route.fulfill({
        json: {
          ...added,
          isActive: true,
          createdAt: added.updateNotes[0]!.date,
          updatedAt: added.updateNotes[0]!.date,
        },
      }),
    );
    const response = await page.goto('/species/999998');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(added.commonName, { timeout: networkTimeout });
    await expect(page).toHaveTitle(`${added.commonName} | Closed Biomes`);
    await expect(page.getByText(added.scientificName, { exact: true })).toBeVisible();
    await expect(page.locator('.species-detail .status')).toHaveText(`Status: ${added.status}`);
    await expect(page.locator('.species-gallery-photo')).toHaveAttribute('src', photos[0]!);
    await expect(page.getByRole('tabpanel', { name: 'Description' })).toContainText(added.description);
    await page.getByRole('tab', { name: 'Updates' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Updates' }).locator('time')).toHaveText('October 1, 2026');
    await page.getByRole('button', { name: `Show photo 2 of ${photos.length}` }).click();
    await expect(page.locator('.species-gallery-photo')).toHaveAttribute('src', photos[1]!);
    await expect(page.getByRole('link', { name: 'Back to Species Catalog' })).toHaveAttribute('href', '/species');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('without JavaScript it reads Species Not Found with the way back', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const path of ['/species/not-found', '/species/123456']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Species Not Found');
      await expect(page.getByText('Loading species information...')).toBeHidden();
      await expect(page.getByRole('link', { name: 'Return to Species Catalog' })).toHaveAttribute('href', '/species');
    }
    await context.close();
  });

  test('has no accessibility violations', async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto('/species/not-found');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Species Not Found');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
