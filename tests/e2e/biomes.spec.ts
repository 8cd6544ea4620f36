import { expect, type Page } from '@playwright/test';
import { test } from './support/failedLoads.ts';
import { expectNoAxeViolations } from './support/pageChecks.ts';
import { holdRequests } from './support/pageHelpers.ts';
import type { PublicBiome as Biome } from './support/siteFacts.ts';

/**
 * The biome pages in the browser. A pre-rendered biome page is plain HTML: what it says, its
 * structured data and that it ships no island are checked by tests/builtSite/biomePages.test.ts, its
 * scan by pageTemplates.spec.ts. Here: the way to it and on from it, and the fallback page served for
 * ids the build did not include, which checks the id, fetches the biome and shows it or says why not.
 * Without JavaScript: catalogues.noJs.spec.ts.
 */

// The fallback fetches once hydrated: on a busy machine that can take longer than an assertion's 10 s.
const fetched = { timeout: 15_000 };
const selfSustaining = 'Like every Closed Biomes habitat, this ecosystem is self-sustaining.';

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

test('from the home catalogue to a biome page and back, or on to a question about it in the contact form', async ({
  page,
}) => {
  const biome = ((await (await page.request.get('/api/biomes')).json()) as Biome[])[0]!;
  expect(biome.price).toBeGreaterThan(0);
  await page.goto('/');
  await page
    .locator('#biomes')
    .getByRole('link', { name: /View Details/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/biomes/${biome.id}$`));
  await expectBiomeView(page, biome, 'Freshwater');
  await expect(page).toHaveTitle(`${biome.title} | Closed Biomes`);
  const image = page.getByRole('img', { name: `Illustration of the ${biome.title}` });
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);

  await test.step('Back to Biome Catalog returns to the catalogue', async () => {
    await page.getByRole('link', { name: 'Back to Biome Catalog' }).click();
    await expect(page).toHaveURL(/\/#biomes$/);
    await page.goBack();
  });

  await test.step('Ask about this biome opens the contact form with the biome named in its subject', async () => {
    await page.getByRole('link', { name: 'Ask about this biome' }).click();
    await expect(page).toHaveURL(/\/\?subject=[^#]+#contact$/);
    const form = page.locator('#contact form');
    await expect(form.getByRole('textbox', { name: 'Subject' })).toHaveValue(`Question about the ${biome.title}`);
    // What the visitor types is not overwritten by the link's subject.
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  });
});

test.describe('fallback for ids the build did not include', () => {
  test('an id that is not a positive whole number is refused without asking the API', async ({ page, failedLoads }) => {
    const ids = ['abc', '0', '-3', '1.5'];
    failedLoads.allow(...ids.map((id) => `/biomes/${id}`));
    const requests = apiRequests(page);
    for (const id of ids) {
      await test.step(id, async () => {
        const response = await page.goto(`/biomes/${id}`);
        expect(response?.status()).toBe(404);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Invalid Biome ID', fetched);
        await expect(page.getByText('The requested biome could not be found.', { exact: true })).toBeVisible();
        await expect(page.getByRole('link', { name: 'Back to Biome Catalog' })).toHaveAttribute('href', '/#biomes');
        await expect(page).toHaveTitle('Invalid Biome ID | Closed Biomes');
      });
    }
    expect(requests).toEqual([]);
  });

  test('an unknown id shows a spinner while fetching, then Biome Not Found; both pass axe', async ({
    page,
    failedLoads,
  }) => {
    failedLoads.allow('/biomes/999999', '/api/biomes/999999');
    const answer = await holdRequests(page, '**/api/biomes/999999');
    const requests = apiRequests(page);

    const response = await page.goto('/biomes/999999');
    expect(response?.status()).toBe(404);
    const spinner = page.getByRole('status').filter({ hasText: 'Loading biome…' });
    await expect(spinner).toBeVisible(fetched);
    await expect(page.getByRole('heading', { name: 'Biome Not Found' })).toBeHidden();
    await test.step('the loading state passes axe', () => expectNoAxeViolations(page));

    answer.release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Biome Not Found', fetched);
    await expect(spinner).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Back to Biome Catalog' })).toHaveAttribute('href', '/#biomes');
    await expect(page).toHaveTitle('Biome Not Found | Closed Biomes');
    expect(requests.map((url) => new URL(url).pathname)).toEqual(['/api/biomes/999999']);
    await test.step('Biome Not Found passes axe', () => expectNoAxeViolations(page));
  });

  test('an empty answer or a failed fetch shows Biome Not Found', async ({ page, failedLoads }) => {
    failedLoads.allow('/biomes/78', '/biomes/77', '/api/biomes/77');
    await page.route('**/api/biomes/78', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: 'null' }),
    );
    await page.route('**/api/biomes/77', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Database unavailable"}' }),
    );
    for (const [answer, id] of [
      ['null', 78],
      ['500', 77],
    ] as const) {
      await test.step(answer, async () => {
        await page.goto(`/biomes/${id}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Biome Not Found', fetched);
      });
    }
  });

  test('a biome added after the build is fetched and shown like a pre-rendered one', async ({ page, failedLoads }) => {
    failedLoads.allow('/biomes/999998');
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
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(added.title, fetched);
    await expectBiomeView(page, added, 'Freshwater');
    await expect(page.getByRole('main')).toContainText('$159.00');
    await expect(page).toHaveTitle('Kettle Lake Biome | Closed Biomes');
  });
});
