import { expect } from '@playwright/test';
import { test } from './support/failedLoads.ts';
import { expectNoAxeViolations, hydrated, slow } from './support/pageChecks.ts';
import { longDate, type PublicSpecies as Species } from './support/siteFacts.ts';
import {
  cardNames,
  cardOf,
  catalogPageSize,
  distinct,
  environmentLabel,
  environmentLinks,
  expectCards,
  matchesSearch,
  nicheLinks,
  openSpeciesCatalogue,
  placeholderPhoto,
  speciesCatalogue,
  speciesSearchBox as searchBox,
} from './support/speciesCatalogue.ts';

/**
 * The species catalogue and pages once their islands run. What the build wrote into them (every
 * card's names, badges and texts, each page's texts, structured data and previews) is checked by
 * tests/builtSite/speciesPages.test.ts, with every filter page and the pagination; what the search
 * reads (which fields, accents) by tests/unit/speciesSearchRecord.test.ts, the pages' addresses by
 * speciesCatalogPages.test.ts, the photo fallback chain by speciesPhoto.test.ts. Here the browser
 * proves the islands use them, and the static search index answers as requirements §5 asks.
 * Without JavaScript: catalogues.noJs.spec.ts; one scan per page: pageTemplates.spec.ts.
 */
test.describe.configure({ timeout: 60_000 });

/** 'rootless' → 'rOoTlEsS': the search must not care. */
function mixedCase(term: string): string {
  return [...term].map((letter, index) => (index % 2 ? letter.toUpperCase() : letter.toLowerCase())).join('');
}

test.describe('/species, the Species Catalog', () => {
  test('hydrates the server-rendered cards in place: first photos, status colours, three-line descriptions', async ({
    page,
    request,
  }) => {
    const species = await speciesCatalogue(request);
    const firstPage = species.slice(0, catalogPageSize);
    // Taken before any module script runs: the card elements of the server's HTML.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive')
          Object.assign(window, { serverCards: [...document.querySelectorAll('.species-grid > li')] });
      });
    });
    await openSpeciesCatalogue(page);
    await expect(page.locator('.species-grid > li')).toHaveCount(firstPage.length);
    // Hydrated rather than rendered anew: the same elements, so nothing flashes or reloads.
    expect(
      await page.evaluate(() => {
        const before = (window as unknown as { serverCards: Element[] }).serverCards;
        const now = [...document.querySelectorAll('.species-grid > li')];
        return before.length === now.length && before.every((card, index) => card === now[index]);
      }),
    ).toBe(true);
    await expectCards(page, species);
    await expect(page.locator('.species-count')).toHaveAttribute('role', 'status');
    // Each card starts on its first photo, loaded or waiting to scroll near (no false fallback).
    for (const entry of firstPage)
      await expect(cardOf(page, entry).getByRole('img')).toHaveAttribute('src', entry.photos[0] ?? placeholderPhoto);

    await test.step('the status badges are coloured by their reading of requirements §4', async () => {
      const strong = page.locator('.status[data-variant="strong"]').first();
      const outline = page.locator('.status[data-variant="outline"]').first();
      expect(await strong.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(31, 74, 51)');
      expect(await outline.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgba(0, 0, 0, 0)');
    });

    await test.step('descriptions are clamped to three lines', async () => {
      const longest = firstPage.reduce((a, b) => (b.description.length > a.description.length ? b : a));
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
  });

  test('the search reads the static index as one types, any case, 24 at a time, and says when none match', async ({
    page,
    request,
  }) => {
    const species = await speciesCatalogue(request);
    // A word of the names that some species have and others not, so the search shows.
    const term = species
      .flatMap((entry) => entry.commonName.toLowerCase().split(/[^\p{L}]+/u))
      .find((word) => {
        const found = species.filter((entry) => matchesSearch(entry, word)).length;
        return word.length >= 4 && found > 1 && found < species.length;
      })!;
    expect(term).toBeDefined();
    const indexLoads: string[] = [];
    page.on('request', (sent) => {
      if (/^\/search(\/|-index\.json$)/.test(new URL(sent.url()).pathname)) indexLoads.push(sent.url());
    });
    await openSpeciesCatalogue(page);
    // Nothing of the index is loaded until the visitor searches.
    expect(indexLoads).toEqual([]);
    await searchBox(page).fill(mixedCase(term));
    await expectCards(
      page,
      species.filter((entry) => matchesSearch(entry, term)),
    );
    // The results replace the page's own: its numbered links are of the list without a query.
    await expect(page.locator('.catalogue-pagination')).toHaveCount(0);
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(mixedCase(term));

    await test.step('accents are ignored, in the query as in the catalogue', async () => {
      // 'snail' → 'snäíl': each letter a, i given an accent.
      await searchBox(page).fill('snäíl');
      await expectCards(
        page,
        species.filter((entry) => matchesSearch(entry, 'snail')),
      );
    });

    await test.step('more results than a page: the first 24, then the rest on asking', async () => {
      const many = species.filter((entry) => matchesSearch(entry, 'the'));
      expect(many.length).toBeGreaterThan(catalogPageSize);
      await searchBox(page).fill('the');
      await expectCards(page, many);
      await page.getByRole('button', { name: 'Show more species' }).click();
      await expectCards(page, many, many.length);
      await expect(page.getByRole('button', { name: 'Show more species' })).toHaveCount(0);
    });

    await searchBox(page).fill('no such creature under glass');
    await expectCards(page, []);
    await test.step('the empty state passes axe, best practices included', () =>
      expectNoAxeViolations(page, { bestPractices: true }));

    await searchBox(page).fill('');
    await expectCards(page, species);
    await expect(page.locator('.catalogue-pagination')).toBeVisible();
    expect(page.url()).toMatch(/\/species$/);
  });

  test('a search index that cannot load says so, and the next query tries again', async ({
    page,
    request,
    failedLoads,
  }) => {
    const species = await speciesCatalogue(request);
    failedLoads.allow('/search-index.json');
    await page.route('**/search-index.json', (route) => route.fulfill({ status: 503, body: 'unavailable' }));
    await openSpeciesCatalogue(page);
    await searchBox(page).fill('snail');
    await expect(page.locator('.species-count')).toHaveText(
      'The search could not load. Check your connection and try again.',
    );
    await expect(cardNames(page)).toHaveCount(0);

    await page.unroute('**/search-index.json');
    await searchBox(page).fill('snai');
    await expectCards(
      page,
      species.filter((entry) => matchesSearch(entry, 'snai')),
    );
  });

  test('filter links: All, each environment without " Biome", each niche; each opens its page, searched', async ({
    page,
    request,
  }) => {
    const species = await speciesCatalogue(request);
    const environments = distinct(species.map((entry) => entry.environment));
    const niches = distinct(species.map((entry) => entry.niche));
    await openSpeciesCatalogue(page);

    await test.step('the links, All first and chosen', async () => {
      await expect(environmentLinks(page)).toHaveText(['All Environments', ...environments.map(environmentLabel)]);
      for (const label of await environmentLinks(page).allTextContents()) expect(label).not.toContain(' Biome');
      await expect(environmentLinks(page).first()).toHaveAttribute('aria-current', 'page');
      await expect(nicheLinks(page)).toHaveText(['All Niches', ...niches]);
      await expect(nicheLinks(page).first()).toHaveAttribute('aria-current', 'page');
      // Chosen is filled, as the tabs were: the state does not rest on a tick alone.
      const chosen = await environmentLinks(page)
        .first()
        .evaluate((element) => getComputedStyle(element).backgroundColor);
      expect(chosen).toBe('rgb(31, 74, 51)');
    });

    // An environment and niche whose overlap is smaller than either alone, so the test sees both apply.
    const pairs = environments.flatMap((environment) => niches.map((niche) => ({ environment, niche })));
    const pair = pairs.find(({ environment, niche }) => {
      const both = species.filter((entry) => entry.environment === environment && entry.niche === niche).length;
      const inEnvironment = species.filter((entry) => entry.environment === environment).length;
      const inNiche = species.filter((entry) => entry.niche === niche).length;
      return both > 1 && both < inEnvironment && both < inNiche;
    })!;
    expect(pair).toBeDefined();
    const inEnvironment = species.filter((entry) => entry.environment === pair.environment);
    const inNiche = species.filter((entry) => entry.niche === pair.niche);
    const both = inEnvironment.filter((entry) => entry.niche === pair.niche);
    const environmentLink = () => environmentLinks(page).getByText(environmentLabel(pair.environment), { exact: true });
    const nicheLink = () => nicheLinks(page).getByText(pair.niche, { exact: true });

    await test.step('an environment, a niche, and both', async () => {
      await environmentLink().click();
      await expect(environmentLink()).toHaveAttribute('aria-current', 'page');
      expect(new URL(page.url()).pathname).toMatch(/^\/species\/environment\/[a-z0-9-]+$/);
      await expectCards(page, inEnvironment);
      await nicheLink().click();
      await expect(nicheLink()).toHaveAttribute('aria-current', 'page');
      await expect(environmentLink()).toHaveAttribute('aria-current', 'page');
      await expectCards(page, both);
      await environmentLinks(page).first().click();
      await expect(nicheLink()).toHaveAttribute('aria-current', 'page');
      await expectCards(page, inNiche);
      await environmentLink().click();
      await expectCards(page, both);
    });

    await test.step('the search keeps to the page’s environment and niche, and goes along to the next', async () => {
      await hydrated(page);
      // A species of another environment is not found while this environment is chosen...
      const outsider = species.find((entry) => entry.environment !== pair.environment)!;
      await searchBox(page).fill(outsider.commonName);
      await expectCards(
        page,
        both.filter((entry) => matchesSearch(entry, outsider.commonName)),
      );
      // ...and is found again with all environments and niches, the query carried by the links.
      await environmentLinks(page).first().click();
      await hydrated(page);
      await nicheLinks(page).first().click();
      await hydrated(page);
      await expect(searchBox(page)).toHaveValue(outsider.commonName);
      await expectCards(
        page,
        species.filter((entry) => matchesSearch(entry, outsider.commonName)),
      );
      expect(new URL(page.url()).pathname).toBe('/species');
    });
  });

  test('a shared address of the filters opens their page, searched; the query typed is written back in place', async ({
    page,
    request,
  }) => {
    const species = await speciesCatalogue(request);
    const { environment, commonName } = species.at(-1)!;
    const query = commonName.split(' ')[0]!;
    await page.goto(`/species?environment=${encodeURIComponent(environment)}&q=${encodeURIComponent(query)}`);
    await page.waitForURL((url) => url.pathname.startsWith('/species/environment/'));
    await hydrated(page);
    await expect(environmentLinks(page).getByText(environmentLabel(environment), { exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(searchBox(page)).toHaveValue(query);
    await expectCards(
      page,
      species.filter((entry) => entry.environment === environment && matchesSearch(entry, query)),
    );

    // Typing once hydrated searches in place and writes the query back, without a new history entry.
    const historyLength = await page.evaluate(() => window.history.length);
    await searchBox(page).fill('');
    await expectCards(
      page,
      species.filter((entry) => entry.environment === environment),
    );
    expect(page.url()).toMatch(/\/species\/environment\/[a-z0-9-]+$/);
    await searchBox(page).fill(query);
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(query);
    expect(await page.evaluate(() => window.history.length)).toBe(historyLength);
  });

  test('a click anywhere on a card opens its species page', async ({ page, request }) => {
    const species = await speciesCatalogue(request);
    const target = species[1]!;
    await openSpeciesCatalogue(page);
    // Near the card's bottom left corner, on the description, not on the name's link text: the
    // stretched link covers the whole card.
    const card = cardOf(page, target);
    const box = (await card.boundingBox())!;
    await card.click({ position: { x: 24, y: box.height - 24 } });
    await expect(page).toHaveURL(new RegExp(`/species/${target.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.commonName);
  });

  test('from the search box the keyboard reaches each filter link, then each card’s one link, with rings', async ({
    page,
    request,
  }) => {
    const species = await speciesCatalogue(request);
    await openSpeciesCatalogue(page);
    const card = cardOf(page, species[0]!);
    await expect(card.getByRole('link')).toHaveCount(1);
    await expect(card.getByRole('link')).toHaveAttribute('href', `/species/${species[0]!.id}`);

    // Search box, then each filter link, then the first card.
    await searchBox(page).focus();
    await page.keyboard.press('Tab');
    const filter = environmentLinks(page).first();
    await expect(filter).toBeFocused();
    expect(await filter.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid');
    const filterStops = (await environmentLinks(page).count()) + (await nicheLinks(page).count());
    for (let stop = 1; stop < filterStops; stop += 1) await page.keyboard.press('Tab');
    await expect(nicheLinks(page).last()).toBeFocused();
    await page.keyboard.press('Tab');
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

  test('a failed card photo falls back to the second photo; a card whose photos all fail, to the placeholder', async ({
    page,
    request,
    failedLoads,
  }) => {
    // The first page's cards.
    const species = (await speciesCatalogue(request)).slice(0, catalogPageSize);
    const disjoint = (entry: Species, others: Species[]) =>
      others.every((other) => other !== entry && !other.photos.some((photo) => entry.photos.includes(photo)));
    // Three species that share no photo, so each route fails only the photos of its own case.
    const secondShown = species.find((entry) => entry.photos.length > 1)!;
    const bothFail = species.find((entry) => entry.photos.length > 1 && disjoint(entry, [secondShown]))!;
    const onlyFails = species.find(
      (entry) =>
        entry.photos.length === 1 &&
        species.filter((other) => other.photos.includes(entry.photos[0]!)).length === 1 &&
        disjoint(entry, [secondShown, bothFail]),
    )!;
    const failing = [secondShown.photos[0]!, ...bothFail.photos.slice(0, 2), onlyFails.photos[0]!];
    failedLoads.allow(...failing);
    for (const photo of failing)
      await page.route(`**${photo}`, (route) => route.fulfill({ status: 404, body: 'missing' }));
    await openSpeciesCatalogue(page);

    await test.step('the first photo fails: the second is shown, loaded', async () => {
      const image = cardOf(page, secondShown).getByRole('img');
      await image.scrollIntoViewIfNeeded();
      await expect(image).toHaveAttribute('src', secondShown.photos[1]!);
      await expect
        .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
        .toBe(true);
    });

    await test.step('both photos fail: the placeholder, described as no photo', async () => {
      const image = cardOf(page, bothFail).getByRole('img');
      await image.scrollIntoViewIfNeeded();
      await expect(image).toHaveAttribute('src', placeholderPhoto);
      await expect(image).toHaveAttribute('alt', `No photo of the ${bothFail.commonName} yet`);
    });

    await test.step('a single photo fails: the placeholder', async () => {
      const image = cardOf(page, onlyFails).getByRole('img');
      await image.scrollIntoViewIfNeeded();
      await expect(image).toHaveAttribute('src', placeholderPhoto);
    });
  });
});

test.describe('/species/{id}, the species page', () => {
  test('the tabs switch between description, care instructions and updates, by click and by arrow keys', async ({
    page,
    request,
  }) => {
    const species = await speciesCatalogue(request);
    const withPhotos = (note: Species['updateNotes'][number]) => (note.photos?.length ?? 0) > 0;
    const target = species.find(
      (entry) =>
        entry.updateNotes.length > 1 &&
        entry.updateNotes.some(withPhotos) &&
        entry.careInstructions.trim() !== '' &&
        entry.photos.length > 1,
    )!;
    expect(target).toBeDefined();
    await page.goto(`/species/${target.id}`);
    await hydrated(page);
    const tab = (name: string) => page.getByRole('tab', { name });
    await expect(page.getByRole('tab')).toHaveText(['Description', 'Care Instructions', 'Updates']);
    await expect(tab('Description')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toHaveCount(1);

    await tab('Care Instructions').click();
    await expect(tab('Care Instructions')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Care Instructions' })).toContainText(target.careInstructions);
    await expect(page.getByText(target.description, { exact: true })).toBeHidden();

    await test.step('Updates lists the notes newest first, with their photos, and passes axe', async () => {
      await tab('Updates').click();
      const updates = page.getByRole('tabpanel', { name: 'Updates' });
      const newestFirst = [...target.updateNotes].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
      await expect(updates.locator('time')).toHaveText(newestFirst.map((note) => longDate(new Date(note.date))));
      for (const note of newestFirst) await expect(updates.getByText(note.note, { exact: true })).toBeVisible();
      await expect(page.getByText(target.careInstructions, { exact: true })).toBeHidden();
      const note = target.updateNotes.find(withPhotos)!;
      const item = page.getByRole('listitem').filter({ hasText: note.note });
      await expect(item.getByRole('img')).toHaveCount(note.photos!.length);
      await expect(item.getByRole('img').first()).toHaveAttribute('src', note.photos![0]!);
      await expectNoAxeViolations(page);
    });

    await test.step('the arrow keys move between the tabs and choose; Tab goes on to the panel', async () => {
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
      await page.keyboard.press('Tab');
      await expect(page.getByRole('tabpanel', { name: 'Updates' })).toBeFocused();
    });

    await test.step('Back to Species Catalog returns to the catalogue', async () => {
      await page.getByRole('link', { name: 'Back to Species Catalog' }).click();
      await expect(page).toHaveURL(/\/species$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Species Catalog');
    });
  });

  test('the gallery shows the first photo large and swaps in a chosen thumbnail; every photo loads', async ({
    page,
    request,
  }) => {
    const species = await speciesCatalogue(request);
    const target =
      species.find((entry) => entry.photos.length > 2) ?? species.find((entry) => entry.photos.length > 1)!;
    const total = target.photos.length;
    await page.goto(`/species/${target.id}`);
    await hydrated(page);
    for (const photo of target.photos) {
      const image = page.locator(`img[src="${photo}"]`).first();
      await expect(image).toBeVisible();
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
    }
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
  });

  test('the large photo falls back to the second photo, then the placeholder', async ({
    page,
    request,
    failedLoads,
  }) => {
    const species = await speciesCatalogue(request);
    const target = species.find((entry) => entry.photos.length > 1)!;
    const [first, second] = target.photos as [string, string];
    failedLoads.allow(first, second);
    await page.route(`**${first}`, (route) => route.fulfill({ status: 404, body: 'missing' }));
    await page.goto(`/species/${target.id}`);
    await hydrated(page);
    const large = page.locator('.species-gallery-photo');
    await expect(large).toHaveAttribute('src', second);

    await page.route(`**${second}`, (route) => route.fulfill({ status: 404, body: 'missing' }));
    await page.reload();
    await hydrated(page);
    await expect(large).toHaveAttribute('src', placeholderPhoto);
  });
});

test.describe('/species/not-found, the fallback for ids the build did not include', () => {
  test('a malformed id (not a positive whole number) is not found at once, without the API, and answers 404', async ({
    page,
    failedLoads,
  }) => {
    const ids = ['abc', '0', '-3', '1.5'];
    failedLoads.allow(...ids.map((id) => `/species/${id}`));
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
    });
    for (const id of ids) {
      await test.step(id, async () => {
        const response = await page.goto(`/species/${id}`);
        expect(response?.status()).toBe(404);
        await hydrated(page);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Species Not Found');
        await expect(page.getByText('Loading species information...')).toBeHidden();
        await expect(page.getByRole('link', { name: 'Return to Species Catalog' })).toHaveAttribute('href', '/species');
        await expect(page).toHaveTitle('Species Not Found | Closed Biomes');
      });
    }
    expect(apiCalls).toEqual([]);
  });

  test('a well-formed unknown id shows the loading text, then Species Not Found', async ({ page, failedLoads }) => {
    // Chrome reports the page's own 404 status and the API's as console errors.
    failedLoads.allow('/species/999999', '/api/species/999999');
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
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Species Not Found', slow);
    await expect(page.getByText('Loading species information...')).toBeHidden();
    await page.getByRole('link', { name: 'Return to Species Catalog' }).click();
    await expect(page).toHaveURL(/\/species$/);
  });

  test('a species added since the build is fetched and shown like a pre-built page', async ({
    page,
    request,
    failedLoads,
  }) => {
    const species = await speciesCatalogue(request);
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
    failedLoads.allow('/species/999998');
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
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(added.commonName, slow);
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
    await expectNoAxeViolations(page);
  });
});
