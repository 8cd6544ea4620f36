import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { axeTags, test } from './support/fixtures.ts';
import { siteFacts } from './support/siteFacts.ts';

// The API's shape, copied on purpose: the browser tests import nothing from src/, so they check what
// a visitor gets rather than what the code says it sends (src/lib/catalogue.ts is the source).
type Biome = { id: number; title: string; description: string; imageUrl: string };

// SPEC §4, written out here rather than imported, so that a wrong rule in src/lib cannot pass.
const expectedFilter: Record<string, (title: string) => boolean> = {
  'All Biomes': () => true,
  Freshwater: (title) => title.includes('Lake') || title.includes('Lakeshore'),
  Saltwater: (title) => title.includes('Seagrass') || title.includes('Coastal'),
  Terrestrial: (title) => ['Lakeshore', 'Grassland', 'Mangrove', 'Coastal'].some((word) => title.includes(word)),
};

function expectedCategory(title: string): string {
  if (title.includes('Lake') && !title.includes('Lakeshore')) return 'Freshwater';
  if (title.includes('Lakeshore')) return 'Freshwater & Terrestrial';
  if (title.includes('Grassland') || title.includes('Mangrove')) return 'Terrestrial';
  if (title.includes('Coastal') || title.includes('Beach')) return 'Saltwater & Terrestrial';
  if (title.includes('Seagrass')) return 'Saltwater';
  return 'Other';
}

async function fetchBiomes(page: Page): Promise<Biome[]> {
  const response = await page.request.get('/api/biomes');
  expect(response.ok()).toBe(true);
  return (await response.json()) as Biome[];
}

/** The catalogue hydrates when it scrolls into view (client:visible); Astro drops `ssr` once it has. */
async function openHydratedCatalogue(page: Page) {
  await page.goto('/');
  const catalogue = page.locator('#biomes');
  await catalogue.scrollIntoViewIfNeeded();
  await expect(catalogue.locator('astro-island')).not.toHaveAttribute('ssr', { timeout: 15_000 });
  return catalogue;
}

test.describe('home page', () => {
  test('shows the sections of SPEC §2 in order with their texts', async ({ page }) => {
    await page.goto('/');
    const sections = await page
      .locator('main > section')
      .evaluateAll((elements) =>
        elements.map((section) => ({ id: section.id, heading: section.querySelector('h1, h2')?.textContent?.trim() })),
      );
    expect(sections).toEqual([
      { id: '', heading: 'Experience Multiple Ecosystems in One' },
      { id: 'about', heading: 'A living world under glass' },
      { id: '', heading: 'Built to stay in balance' },
      { id: 'biomes', heading: 'Biome Catalog' },
      { id: 'resources', heading: 'Guides and learning materials' },
      { id: '', heading: 'Stay in the loop' },
      { id: 'contact', heading: 'Get in touch' },
    ]);
    await expect(page.locator('#contact').getByRole('form', { name: 'Share Your Thoughts' })).toBeVisible();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Experience Multiple Ecosystems in One');
    await expect(page.getByRole('link', { name: 'Explore Biomes', exact: true })).toHaveAttribute('href', '#biomes');
    await expect(page.getByRole('link', { name: 'Learn More', exact: true })).toHaveAttribute('href', '#about');

    const about = page.locator('#about');
    await expect(about.getByText('sealed glass vessel holding a complete, living ecosystem')).toBeVisible();
    await expect(about.getByRole('button', { name: `Play video: ${siteFacts.featuredVideo.title}` })).toBeVisible();
    await expect(about.getByRole('link', { name: /^Watch more videos/ })).toHaveAttribute(
      'href',
      siteFacts.featuredVideo.moreVideosUrl,
    );

    await expect(page.locator('main h3')).toContainText([
      'Environmental Automation',
      'Smart Monitoring and Control',
      'Interconnected Biomes',
    ]);
    await expect(
      page.getByRole('list').filter({ hasText: 'Environmental Automation' }).getByRole('listitem'),
    ).toHaveCount(3);

    const resources = page.locator('#resources');
    await expect(resources.getByText('Launching Soon', { exact: true })).toBeVisible();
    await expect(resources).toContainText('PDF guides, video tutorials and worksheets');

    await expect(page.locator('#contact').getByRole('link', { name: siteFacts.contactEmail })).toHaveAttribute(
      'href',
      `mailto:${siteFacts.contactEmail}`,
    );
  });

  test('describes the company as a schema.org Organization', async ({ page }) => {
    await page.goto('/');
    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(scripts).toHaveLength(1);
    const data = JSON.parse(scripts[0]!) as Record<string, unknown>;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Closed Biomes',
      email: siteFacts.contactEmail,
    });
    expect(new URL(data.url as string).pathname).toBe('/');
    expect(new URL(data.logo as string).pathname).toBe('/icon-512.png');
    expect(data.sameAs).toEqual(Object.values(siteFacts.social).map((channel) => channel.url));
  });

  test('every catalogue card shows its category badge, title, description and details link', async ({ page }) => {
    const biomes = await fetchBiomes(page);
    const catalogue = await openHydratedCatalogue(page);
    const cards = catalogue.getByRole('article');
    await expect(cards).toHaveCount(biomes.length);
    for (const [index, biome] of biomes.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(biome.title);
      await expect(card.locator('.badge')).toHaveText(expectedCategory(biome.title));
      await expect(card.getByText(biome.description)).toBeVisible();
      await expect(card.getByRole('img')).toHaveAttribute('alt', `Illustration of the ${biome.title}`);
      await expect(card.getByRole('link', { name: `View Details of the ${biome.title}` })).toHaveAttribute(
        'href',
        `/biomes/${biome.id}`,
      );
    }
  });

  for (const label of Object.keys(expectedFilter)) {
    test(`the ${label} filter shows exactly the biomes SPEC §4 gives it`, async ({ page }) => {
      const biomes = await fetchBiomes(page);
      const expected = biomes.map((biome) => biome.title).filter(expectedFilter[label]!);
      // A filter that matched everything or nothing would make this test too easy to pass.
      if (label !== 'All Biomes') expect(expected.length).toBeGreaterThan(0);
      if (label !== 'All Biomes') expect(expected.length).toBeLessThan(biomes.length);

      const catalogue = await openHydratedCatalogue(page);
      const filters = catalogue.getByRole('group', { name: 'Filter biomes by habitat' });
      // Starting from another filter proves that this one really changes the list.
      await filters.getByRole('button', { name: label === 'Saltwater' ? 'Freshwater' : 'Saltwater' }).click();
      await filters.getByRole('button', { name: label, exact: true }).click();

      await expect(catalogue.getByRole('heading', { level: 3 })).toHaveText(expected);
      for (const other of Object.keys(expectedFilter)) {
        await expect(filters.getByRole('button', { name: other, exact: true })).toHaveAttribute(
          'aria-pressed',
          String(other === label),
        );
      }
      const noun = expected.length === 1 ? 'biome' : 'biomes';
      await expect(catalogue.getByRole('status')).toHaveText(
        label === 'All Biomes'
          ? `Showing all ${expected.length} ${noun}`
          : `Showing ${expected.length} ${label} ${noun}`,
      );
    });
  }

  test('the filter buttons work from the keyboard', async ({ page }) => {
    const biomes = await fetchBiomes(page);
    const catalogue = await openHydratedCatalogue(page);
    const filters = catalogue.getByRole('group', { name: 'Filter biomes by habitat' });
    const all = filters.getByRole('button', { name: 'All Biomes' });
    await expect(all).toHaveAttribute('aria-pressed', 'true');
    await all.focus();
    await page.keyboard.press('Tab');
    await expect(filters.getByRole('button', { name: 'Freshwater' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(filters.getByRole('button', { name: 'Saltwater' })).toHaveAttribute('aria-pressed', 'true');
    await expect(catalogue.getByRole('heading', { level: 3 })).toHaveText(
      biomes.map((biome) => biome.title).filter(expectedFilter.Saltwater!),
    );
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(filters.getByRole('button', { name: 'Terrestrial' })).toHaveAttribute('aria-pressed', 'true');
    await expect(catalogue.getByRole('heading', { level: 3 })).toHaveText(
      biomes.map((biome) => biome.title).filter(expectedFilter.Terrestrial!),
    );
  });

  test('without JavaScript every biome card is shown and the filters are hidden', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    const biomes = await fetchBiomes(page);
    await page.goto('/');
    const catalogue = page.locator('#biomes');
    await expect(catalogue.getByRole('heading', { level: 3 })).toHaveText(biomes.map((biome) => biome.title));
    await expect(catalogue.getByRole('link', { name: /^View Details/ })).toHaveCount(biomes.length);
    await expect(catalogue.getByRole('button')).toHaveCount(0);
    await expect(catalogue.getByText(`Showing all ${biomes.length} biomes`)).toBeVisible();
    await context.close();
  });

  test('has no WCAG A/AA violations', async ({ page }) => {
    test.slow();
    await openHydratedCatalogue(page);
    const results = await new AxeBuilder({ page }).withTags(axeTags).analyze();
    expect(results.violations).toEqual([]);
  });
});

test.describe('resources teaser', () => {
  test('"Launching Soon" is a status, not a button: no control, and not dressed as one', async ({ page }) => {
    await page.goto('/');
    const resources = page.locator('#resources');
    await expect(resources.getByRole('button')).toHaveCount(0);
    await expect(resources.getByRole('link')).toHaveCount(0);
    const label = resources.getByText('Launching Soon', { exact: true });
    // The site's buttons are filled pills with a pointer; the label is outlined, transparent and plain.
    await expect(label).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await expect(label).toHaveCSS('border-top-style', 'dashed');
    await expect(label).toHaveCSS('cursor', 'default');
  });

  test("the teaser and the newsletter block are one section's space apart, not two", async ({ page }) => {
    await page.goto('/');
    const teaserBottom = await page.locator('#resources .card').evaluate((card) => card.getBoundingClientRect().bottom);
    // The sign-up block is the card around the newsletter form, in the section after the teaser's.
    const signupTop = await page
      .locator('#resources + section form')
      .evaluate((form) => form.parentElement!.getBoundingClientRect().top);
    const sectionSpace = await page
      .locator('#resources')
      .evaluate((section) => parseFloat(getComputedStyle(section).paddingBottom));
    expect(sectionSpace).toBeGreaterThan(0);
    expect(signupTop - teaserBottom).toBeLessThanOrEqual(sectionSpace + 1);
  });
});

test.describe('stylesheets of the parts below the fold', () => {
  // The home page's HTML and head CSS fit the first round trip because the video's sheet comes later (README).
  const videoSheet = /featuredVideo\.[^"]*\.css/;

  test('the video links its sheet from the body, just before it; islands link no sheet of their own', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    const [head, body] = html.split('</head>') as [string, string];
    expect(head).not.toMatch(videoSheet);
    expect(body).toMatch(new RegExp(`<link rel="stylesheet" href="[^"]*${videoSheet.source}`));
    // The link comes before what it styles, so the browser never shows the video without it.
    expect(body.search(videoSheet)).toBeLessThan(body.indexOf('class="featured-video"'));
    // The forms and toasts are CSS modules linked with the page's own styles, never from inside an island.
    const islands = body.match(/<astro-island[\s\S]*?<\/astro-island>/g) ?? [];
    expect(islands.length).toBeGreaterThan(0);
    for (const island of islands) expect(island).not.toMatch(/<link rel="stylesheet"/);
  });

  test('a page opened at the contact form shows it styled', async ({ page }) => {
    await page.goto('/#contact');
    const form = page.locator('#contact form');
    await expect(form).toBeInViewport();
    await expect(form).toHaveCSS('display', 'grid');
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveCSS('min-height', '44px');
    await expect(page.locator('.featured-video')).toHaveCSS('aspect-ratio', '16 / 9');
  });
});

test.describe('featured video', () => {
  const { youtubeId, title } = siteFacts.featuredVideo;

  test('asks nothing of YouTube until it is played, then plays in place on the no-cookie host', async ({ page }) => {
    const thirdParty: string[] = [];
    page.on('request', (request) => {
      const { hostname } = new URL(request.url());
      if (hostname !== '127.0.0.1' && hostname !== 'localhost') thirdParty.push(request.url());
    });
    // The machine is offline; answer for YouTube so the player frame loads without a network error.
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title>' }),
    );

    await page.goto('/');
    const video = page.locator('#about [data-featured-video]');
    await video.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    expect(thirdParty).toEqual([]);

    const before = await video.boundingBox();
    await video.getByRole('button', { name: `Play video: ${title}` }).click();
    const player = video.locator('iframe');
    await expect(player).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${youtubeId}?autoplay=1`);
    await expect(player).toHaveAttribute('title', title);
    await expect(player).toHaveAttribute('allow', 'autoplay; encrypted-media; picture-in-picture');
    await expect(player).toHaveAttribute('allowfullscreen', '');
    await expect(player).toBeFocused();
    await expect(video.getByRole('button')).toHaveCount(0);
    expect(await video.boundingBox()).toEqual(before);
    expect(thirdParty).toEqual([`https://www.youtube-nocookie.com/embed/${youtubeId}?autoplay=1`]);
  });

  test('is a plain link to the video on YouTube without JavaScript', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/');
    const video = page.locator('#about [data-featured-video]');
    await expect(video.getByRole('link', { name: `Watch on YouTube: ${title}` })).toHaveAttribute(
      'href',
      `https://www.youtube.com/watch?v=${youtubeId}`,
    );
    await expect(video.getByRole('button')).toHaveCount(0);
    await context.close();
  });
});
