import { expect, type Page } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { expectNoAxeViolations } from './support/pageChecks.ts';
import { siteFacts } from './support/siteFacts.ts';

/**
 * The home page in the browser: what its scripts do (the catalogue's filters, the video's facade)
 * and what only its styles decide. Its sections, texts, links, JSON-LD and the catalogue's cards as
 * built are read from the built page (tests/builtSite/homePage.test.ts); the page without
 * JavaScript is in home.noJs.spec.ts.
 */

// The API's shape, copied on purpose: the browser tests import nothing from src/, so they check what
// a visitor gets rather than what the code says it sends (src/lib/catalogue/catalogue.ts is the source).
type Biome = { id: number; title: string };

// requirements §4, written out here rather than imported, so that a wrong rule in src/lib cannot pass.
const expectedFilter: Record<string, (title: string) => boolean> = {
  'All Biomes': () => true,
  Freshwater: (title) => title.includes('Lake') || title.includes('Lakeshore'),
  Saltwater: (title) => title.includes('Seagrass') || title.includes('Coastal'),
  Terrestrial: (title) => ['Lakeshore', 'Grassland', 'Mangrove', 'Coastal'].some((word) => title.includes(word)),
};

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

test.describe('biome catalogue', () => {
  test('the habitat filters show the biomes requirements §4 gives each, by pointer and keyboard, and pass axe', async ({
    page,
  }) => {
    test.slow();
    const titles = (await fetchBiomes(page)).map((biome) => biome.title);
    const catalogue = await openHydratedCatalogue(page);
    const filters = catalogue.getByRole('group', { name: 'Filter biomes by habitat' });
    const headings = catalogue.getByRole('heading', { level: 3 });

    await test.step('the live catalogue has no WCAG A/AA violations, nor any of axe’s best practices', async () => {
      await expectNoAxeViolations(page, { bestPractices: true });
    });
    await test.step('with scripts on, no note says the filters need them', async () => {
      await expect(catalogue.getByText('Filtering by habitat needs JavaScript', { exact: false })).toBeHidden();
    });
    await test.step('the filter buttons work from the keyboard', async () => {
      const all = filters.getByRole('button', { name: 'All Biomes' });
      await expect(all).toHaveAttribute('aria-pressed', 'true');
      await all.focus();
      await page.keyboard.press('Tab');
      await expect(filters.getByRole('button', { name: 'Freshwater' })).toBeFocused();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await expect(filters.getByRole('button', { name: 'Saltwater' })).toHaveAttribute('aria-pressed', 'true');
      await expect(headings).toHaveText(titles.filter(expectedFilter.Saltwater!));
      await page.keyboard.press('Tab');
      await page.keyboard.press('Space');
      await expect(filters.getByRole('button', { name: 'Terrestrial' })).toHaveAttribute('aria-pressed', 'true');
      await expect(headings).toHaveText(titles.filter(expectedFilter.Terrestrial!));
    });
    for (const label of Object.keys(expectedFilter)) {
      await test.step(`the ${label} filter shows exactly the biomes requirements §4 gives it`, async () => {
        const expected = titles.filter(expectedFilter[label]!);
        // A filter that matched everything or nothing would make this test too easy to pass.
        if (label !== 'All Biomes') expect(expected.length).toBeGreaterThan(0);
        if (label !== 'All Biomes') expect(expected.length).toBeLessThan(titles.length);
        // Starting from another filter proves that this one really changes the list.
        await filters.getByRole('button', { name: label === 'Saltwater' ? 'Freshwater' : 'Saltwater' }).click();
        await filters.getByRole('button', { name: label, exact: true }).click();

        await expect(headings).toHaveText(expected);
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

  // The section's space grows with the width (a clamp of 6vw): at both widths.
  test(
    "the teaser and the newsletter block are one section's space apart, not two",
    { tag: '@viewport' },
    async ({ page }) => {
      await page.goto('/');
      const teaserBottom = await page
        .locator('#resources .card')
        .evaluate((card) => card.getBoundingClientRect().bottom);
      // The sign-up block is the card around the newsletter form, in the section after the teaser's.
      const signupTop = await page
        .locator('#resources + section form')
        .evaluate((form) => form.parentElement!.getBoundingClientRect().top);
      const sectionSpace = await page
        .locator('#resources')
        .evaluate((section) => parseFloat(getComputedStyle(section).paddingBottom));
      expect(sectionSpace).toBeGreaterThan(0);
      expect(signupTop - teaserBottom).toBeLessThanOrEqual(sectionSpace + 1);
    },
  );
});

// Where the sheets below the fold are linked is read from the built page (tests/builtSite/homePage.test.ts).
test.describe('stylesheets of the parts below the fold', () => {
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
});
