import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { cspTest as base } from './support/fixtures.ts';
import type { PublicBiome as Biome } from './support/siteFacts.ts';

// Chromium reports every failed answer in the console. Only tests that provoke one on purpose allow it.
const failedResource = (status: number) => `Failed to load resource: the server responded with a status of ${status} `;

const test = base.extend<{ consoleErrors: string[]; allowedFailureStatuses: number[] }>({
  allowedFailureStatuses: [[], { option: true }],
  consoleErrors: [
    async ({ page, allowedFailureStatuses }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        const allowed = allowedFailureStatuses.some((status) => message.text().startsWith(failedResource(status)));
        if (message.type() === 'error' && !allowed) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const selfSustaining = 'Like every Closed Biomes habitat, this ecosystem is self-sustaining.';

async function firstBiome(page: Page): Promise<Biome> {
  const response = await page.request.get('/api/biomes');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as Biome[])[0]!;
}

/** Records every /api request the page makes. */
function apiRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) requests.push(request.url());
  });
  return requests;
}

async function expectBiomeView(page: Page, biome: Pick<Biome, 'title' | 'description' | 'imageUrl'>, category: string) {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(biome.title);
  await expect(main.locator('.badge')).toHaveText(category);
  await expect(main.getByText(biome.description, { exact: true })).toBeVisible();
  await expect(main.getByText(selfSustaining)).toBeVisible();
  const image = main.getByRole('img', { name: `Illustration of the ${biome.title}` });
  await expect(image).toHaveAttribute('src', biome.imageUrl);
  await expect(main.getByRole('link', { name: 'Back to Biome Catalog' })).toHaveAttribute('href', '/#biomes');
}

test.describe('pre-rendered biome page', () => {
  test('shows the biome with its badge, texts and the way back', async ({ page }) => {
    const biome = await firstBiome(page);
    const response = await page.goto(`/biomes/${biome.id}`);
    expect(response?.status()).toBe(200);
    await expectBiomeView(page, biome, 'Freshwater');
    expect(
      await page
        .getByRole('img', { name: `Illustration of the ${biome.title}` })
        .evaluate((image: HTMLImageElement) => image.naturalWidth),
    ).toBeGreaterThan(0);
    await expect(page).toHaveTitle(`${biome.title} | Closed Biomes`);
    // The first sentence of the description: a whole sentence reads better in search results than a cut one.
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      biome.description.split(/(?<=\.)\s/)[0]!,
    );
    await page.getByRole('link', { name: 'Back to Biome Catalog' }).click();
    await expect(page).toHaveURL(/\/#biomes$/);
  });

  test('ships no island and no script bundle', async ({ page, request }) => {
    const biome = await firstBiome(page);
    await page.goto(`/biomes/${biome.id}`);
    await expect(page.locator('astro-island')).toHaveCount(0);
    // The header's menu and the footer's admin menu are its only scripts (files, so the HTML stays
    // small), and they import nothing: no framework, no island code.
    const sources = await page
      .locator('script[src]')
      .evaluateAll((scripts) => scripts.map((script) => new URL((script as HTMLScriptElement).src).pathname));
    expect(sources.map((source) => source.replace(/\.[\w-]+\.js$/, ''))).toEqual([
      '/_astro/SiteHeader.astro_astro_type_script_index_0_lang',
      '/_astro/FooterAdminMenu.astro_astro_type_script_index_0_lang',
    ]);
    for (const source of sources) {
      const code = await (await request.get(source)).text();
      expect(code).not.toMatch(/\bimport\b/);
      expect(code.length).toBeLessThan(2048);
    }
    await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(0);
  });

  test('describes the biome as a schema.org Product with its price in US dollars', async ({ page }) => {
    const biome = await firstBiome(page);
    await page.goto(`/biomes/${biome.id}`);
    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(scripts).toHaveLength(1);
    const data = JSON.parse(scripts[0]!) as Record<string, unknown>;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: biome.title,
      description: biome.description,
      offers: { '@type': 'Offer', price: (biome.price / 100).toFixed(2), priceCurrency: 'USD' },
    });
    expect(new URL(data.image as string).pathname).toBe(biome.imageUrl);
    await expect(page.getByRole('main')).toContainText(`$${(biome.price / 100).toFixed(2)}`);
  });

  test('a priced biome offers its next step: a question, with the biome named in the contact form', async ({
    page,
  }) => {
    const biome = await firstBiome(page);
    expect(biome.price).toBeGreaterThan(0);
    await page.goto(`/biomes/${biome.id}`);
    await page.getByRole('link', { name: 'Ask about this biome' }).click();
    await expect(page).toHaveURL(/\/\?subject=[^#]+#contact$/);
    const form = page.locator('#contact form');
    await expect(form.getByRole('textbox', { name: 'Subject' })).toHaveValue(`Question about the ${biome.title}`);
    // What the visitor types is not overwritten by the link's subject.
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  });

  test('has no WCAG A/AA violations', async ({ page }) => {
    test.slow();
    const biome = await firstBiome(page);
    await page.goto(`/biomes/${biome.id}`);
    const results = await new AxeBuilder({ page }).withTags(axeTags).analyze();
    expect(results.violations).toEqual([]);
  });
});

test.describe('fallback for ids the build did not include', () => {
  test.use({ allowedFailureStatuses: [404] });

  test('a non-numeric id is refused without asking the API', async ({ page }) => {
    const requests = apiRequests(page);
    const response = await page.goto('/biomes/abc');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Invalid Biome ID', { timeout: 15_000 });
    await expect(page.getByText('The requested biome could not be found.', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Biome Catalog' })).toHaveAttribute('href', '/#biomes');
    await expect(page).toHaveTitle('Invalid Biome ID | Closed Biomes');
    expect(requests).toEqual([]);
  });

  for (const id of ['0', '-3', '1.5']) {
    test(`id ${id} is not a positive integer and is refused without asking the API`, async ({ page }) => {
      const requests = apiRequests(page);
      await page.goto(`/biomes/${id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Invalid Biome ID', { timeout: 15_000 });
      expect(requests).toEqual([]);
    });
  }

  test('an unknown id shows a spinner while fetching, then Biome Not Found', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/biomes/999999', async (route) => {
      await held;
      await route.fallback();
    });
    const requests = apiRequests(page);

    const response = await page.goto('/biomes/999999');
    expect(response?.status()).toBe(404);
    const spinner = page.getByRole('status').filter({ hasText: 'Loading biome…' });
    await expect(spinner).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'Biome Not Found' })).toBeHidden();

    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Biome Not Found', { timeout: 15_000 });
    await expect(spinner).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Back to Biome Catalog' })).toHaveAttribute('href', '/#biomes');
    await expect(page).toHaveTitle('Biome Not Found | Closed Biomes');
    expect(requests.map((url) => new URL(url).pathname)).toEqual(['/api/biomes/999999']);
  });

  test('an empty answer shows Biome Not Found', async ({ page }) => {
    await page.route('**/api/biomes/78', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: 'null' }),
    );
    await page.goto('/biomes/78');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Biome Not Found', { timeout: 15_000 });
  });

  test('a biome added after the build is fetched and shown like a pre-rendered one', async ({ page }) => {
    const added: Biome = {
      id: 999998,
      title: 'Kettle Lake Biome',
      type: 'Aquatic',
      description: 'A round glacial pond in miniature, fringed with sedge and stocked with water fleas.',
      lightLevel: 'Bright indirect light, 10–12 h/day',
      temperature: '12–20 °C',
      waterNeeds: 'Sealed; no top-ups needed',
      imageUrl: '/images/biomes/alpine-lake-biome.svg',
      price: 15900,
    };
    await page.route('**/api/biomes/999998', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(added) }),
    );
    await page.goto('/biomes/999998');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(added.title, { timeout: 15_000 });
    await expectBiomeView(page, added, 'Freshwater');
    await expect(page.getByRole('main')).toContainText('$159.00');
    await expect(page).toHaveTitle('Kettle Lake Biome | Closed Biomes');
  });

  test('without JavaScript the page says Biome Not Found and links back', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    const response = await page.goto('/biomes/abc');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Biome Not Found');
    await expect(page.getByRole('status')).toBeHidden();
    await expect(page.getByRole('main').getByRole('link', { name: 'Back to Biome Catalog' })).toHaveAttribute(
      'href',
      '/#biomes',
    );
    await context.close();
  });

  for (const [state, path] of [
    ['invalid id', '/biomes/abc'],
    ['not found', '/biomes/999999'],
    ['page itself', '/biomes/not-found'],
  ] as const) {
    test(`has no WCAG A/AA violations (${state})`, async ({ page }) => {
      test.slow();
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
      const results = await new AxeBuilder({ page }).withTags(axeTags).analyze();
      expect(results.violations).toEqual([]);
    });
  }

  test('has no WCAG A/AA violations while loading', async ({ page }) => {
    test.slow();
    await page.route('**/api/biomes/999997', () => {
      // Never answered: the spinner stays up for the check.
    });
    await page.goto('/biomes/999997');
    await expect(page.getByRole('status')).toBeVisible({ timeout: 15_000 });
    const results = await new AxeBuilder({ page }).withTags(axeTags).analyze();
    expect(results.violations).toEqual([]);
  });
});

test.describe('fallback when the API fails', () => {
  test.use({ allowedFailureStatuses: [404, 500] });

  test('a failed fetch shows Biome Not Found', async ({ page }) => {
    await page.route('**/api/biomes/77', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Database unavailable"}' }),
    );
    await page.goto('/biomes/77');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Biome Not Found', { timeout: 15_000 });
  });
});
