import { expect } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { siteFacts } from './support/siteFacts.ts';

/**
 * The home page with JavaScript off (the `no-js` project): its catalogue is the whole list without
 * filters that could do nothing, and its video a link to YouTube.
 */
test('without JavaScript the home page shows every biome, a note for the filters, and the video as a link', async ({
  page,
  request,
}) => {
  const biomes = (await (await request.get('/api/biomes')).json()) as { title: string }[];
  await page.goto('/');

  await test.step('every biome card is shown and the filters are hidden, saying why', async () => {
    const catalogue = page.locator('#biomes');
    await expect(catalogue.getByRole('heading', { level: 3 })).toHaveText(biomes.map((biome) => biome.title));
    await expect(catalogue.getByRole('link', { name: /^View Details/ })).toHaveCount(biomes.length);
    await expect(catalogue.getByRole('button')).toHaveCount(0);
    await expect(catalogue.getByText(`Showing all ${biomes.length} biomes`)).toBeVisible();
    await expect(
      catalogue.getByText(
        'Filtering by habitat needs JavaScript, which is off in this browser: every biome is listed below.',
      ),
    ).toBeVisible();
  });
  await test.step('the featured video is a plain link to the video on YouTube', async () => {
    const { youtubeId, title } = siteFacts.featuredVideo;
    const video = page.locator('#about [data-featured-video]');
    await expect(video.getByRole('link', { name: `Watch on YouTube: ${title}` })).toHaveAttribute(
      'href',
      `https://www.youtube.com/watch?v=${youtubeId}`,
    );
    await expect(video.getByRole('button')).toHaveCount(0);
  });
});
