import { expect } from '@playwright/test';
import { cspTest as test } from './support/fixtures.ts';

// The API's shape, copied on purpose: the browser tests import nothing from src/, so they check what
// a visitor gets rather than what the code says it sends (src/lib/catalogue.ts is the source).
type Biome = { id: number; title: string; description: string };
type Species = { id: number; commonName: string; scientificName: string; photos: string[] };

test.describe('pre-rendered catalogue served by npm start', () => {
  test('the home page shows the hero and every biome with a working details link', async ({ page, request }) => {
    const biomes = (await (await request.get('/api/biomes')).json()) as Biome[];
    await page.goto('/');
    await expect(page).toHaveTitle('Sealed Glass Ecosystems | Closed Biomes');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Experience Multiple Ecosystems in One');
    await expect(page.getByRole('link', { name: 'Explore Biomes' })).toHaveAttribute('href', '#biomes');
    await expect(page.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '#about');
    const catalogue = page.locator('#biomes');
    for (const biome of biomes) await expect(catalogue.getByRole('heading', { name: biome.title })).toBeVisible();
    const details = catalogue.getByRole('link', { name: /View Details/ });
    await expect(details).toHaveCount(biomes.length);
    await details.first().click();
    await expect(page).toHaveURL(new RegExp(`/biomes/${biomes[0]!.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(biomes[0]!.title);
    await expect(page).toHaveTitle(`${biomes[0]!.title} | Closed Biomes`);
    await expect(page.getByRole('link', { name: 'Back to Biome Catalog' })).toHaveAttribute('href', '/#biomes');
  });

  test('every species has its own page with its names and photos', async ({ page, request }) => {
    const species = (await (await request.get('/api/species')).json()) as Species[];
    const withGallery = species.find((item) => item.photos.length > 1)!;
    await page.goto(`/species/${withGallery.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(withGallery.commonName);
    await expect(page.getByText(withGallery.scientificName, { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(`${withGallery.commonName} | Closed Biomes`);
    for (const photo of withGallery.photos) {
      const image = page.locator(`img[src="${photo}"]`).first();
      await expect(image).toBeVisible();
      expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
    }
  });

  test('an unknown path answers 404 with the Page Not Found card', async ({ page }) => {
    const response = await page.goto('/this/does/not/exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });

  test('the pages need no JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(
      page
        .locator('#biomes')
        .getByRole('link', { name: /View Details/ })
        .first(),
    ).toBeVisible();
    await context.close();
  });
});
