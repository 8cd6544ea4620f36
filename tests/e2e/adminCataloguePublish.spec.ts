import { adminBiomes, adminResources, expect, test, writeHeaders } from './support/adminFixtures.ts';

/**
 * The rebuild after a write to the catalogue (docs/design.md decision 5), on the server that really
 * rebuilds (tagged @publish): an edited biome and an edited resource reach their public pages.
 * A publish rebuilds the whole site in a child process; on 2 busy cores that can take a while.
 */
const publishTimeout = { timeout: 120_000 };

test.setTimeout(180_000);

test(
  'an edited biome, an edited resource and the resources launched reach the public pages after the publish',
  { tag: '@publish' },
  async ({ page, baseURL }) => {
    const headers = writeHeaders(baseURL!);
    const marker = 'edited by the publish test';

    const { id: biomeId, ...biome } = (await adminBiomes(page))[0]!;
    const biomeTitle = `${biome.title} (${marker})`;
    const biomeEdit = await page.request.patch(`/api/biomes/${biomeId}`, {
      headers,
      data: { ...biome, title: biomeTitle, imageAlt: `A picture ${marker}` },
    });
    expect(biomeEdit.status()).toBe(200);

    const { id: resourceId, ...resource } = (await adminResources(page))[0]!;
    const resourceTitle = `${resource.title} (${marker})`;
    const resourceEdit = await page.request.patch(`/api/resources/${resourceId}`, {
      headers,
      data: { ...resource, title: resourceTitle },
    });
    expect(resourceEdit.status()).toBe(200);

    // The same publish launches the resources: the header, the footer and the teaser lead to /resources.
    const launch = await page.request.patch('/api/admin/settings', { headers, data: { resourcesLive: true } });
    expect(launch.status()).toBe(200);

    await expect
      .poll(async () => (await page.request.get(`/biomes/${biomeId}`)).text(), publishTimeout)
      .toContain(biomeTitle);
    // A build that began after the biome's edit and before the launch holds only the edit: the launch
    // reaches the pages with the next build (seen on a slow machine, where a build takes longer).
    await expect.poll(async () => (await page.request.get('/')).text(), publishTimeout).not.toContain('Launching Soon');
    await page.goto(`/biomes/${biomeId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(biomeTitle);
    await expect(page.getByRole('img', { name: `A picture ${marker}` })).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('heading', { name: biomeTitle })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Resources' }),
    ).toHaveAttribute('href', '/resources');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Resources' })).toHaveAttribute(
      'href',
      '/resources',
    );
    const teaser = page.locator('#resources');
    await expect(teaser.getByRole('link', { name: 'Browse the Resources' })).toHaveAttribute('href', '/resources');
    await expect(teaser).not.toContainText('Launching Soon');

    await expect
      .poll(async () => (await page.request.get('/resources')).text(), publishTimeout)
      .toContain(resourceTitle);
    await page.goto('/resources');
    // Its card (a guide is also listed among the featured guides).
    await expect(page.getByRole('article').getByRole('heading', { name: resourceTitle })).toBeVisible();

    // the requirements' links again for the tests after this one; nothing here waits for that publish.
    await page.request.patch('/api/admin/settings', { headers, data: { resourcesLive: false } });
  },
);
