import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import { axeTags, test } from './support/fixtures.ts';
import { siteFacts } from './support/siteFacts.ts';

const { social, featuredVideo } = siteFacts;

test.describe('coming-soon page', () => {
  test('announces the new website with a headline and an introduction', async ({ page }) => {
    const response = await page.goto('/coming-soon');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('New Website Coming Soon | Closed Biomes');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('New Website Coming Soon');
    await expect(page.getByRole('main')).toContainText(
      'We are growing a new home for everything we have learned about closed ecosystems',
    );
  });

  test('links to the five channels, each with an accessible name', async ({ page }) => {
    await page.goto('/coming-soon');
    const channels = [
      social.videoSite,
      social.photoSite,
      social.shortVideoSite,
      social.socialNetwork,
      social.crowdfunding,
    ];
    const follow = page
      .getByRole('main')
      .getByRole('list')
      .filter({ has: page.getByRole('link', { name: `Closed Biomes on ${social.crowdfunding.label}` }) });
    const links = follow.getByRole('link');
    await expect(links).toHaveCount(5);
    for (const [index, channel] of channels.entries()) {
      await expect(links.nth(index)).toHaveAccessibleName(`Closed Biomes on ${channel.label}`);
      await expect(links.nth(index)).toHaveAttribute('href', channel.url);
      await expect(links.nth(index)).toBeVisible();
    }
  });

  test('embeds the latest video behind a click-to-play facade, with a link to more videos', async ({ page }) => {
    const youtube: string[] = [];
    page.on('request', (request) => {
      if (/youtube|ytimg|googlevideo/.test(new URL(request.url()).hostname)) youtube.push(request.url());
    });
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title>' }),
    );
    await page.goto('/coming-soon');
    await page.waitForLoadState('networkidle');
    expect(youtube).toEqual([]);

    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: /^Watch more videos/ })).toHaveAttribute(
      'href',
      featuredVideo.moreVideosUrl,
    );
    await main.getByRole('button', { name: `Play video: ${featuredVideo.title}` }).click();
    await expect(main.locator('iframe')).toHaveAttribute(
      'src',
      `https://www.youtube-nocookie.com/embed/${featuredVideo.youtubeId}?autoplay=1`,
    );
    await expect(main.locator('iframe')).toBeFocused();
  });

  test('has no WCAG A/AA violations', async ({ page }) => {
    test.slow();
    await page.goto('/coming-soon');
    const results = await new AxeBuilder({ page }).withTags(axeTags).analyze();
    expect(results.violations).toEqual([]);
  });
});
