import {
  adminBiomes,
  createBiome,
  expect,
  expectNoAxeViolations,
  pngFile,
  slow,
  test,
  uniqueName,
} from './support/adminFixtures.ts';
import { openAdminScreen, publishStatus, rowOf } from './support/adminScreens.ts';
import { expectToast, failedLoad } from './support/pageHelpers.ts';

/**
 * The biome screen against the admin server's real API. The server records each
 * publish without rebuilding: that an edited biome reaches its public page is adminCataloguePublish.spec.ts.
 */

test.describe.configure({ timeout: 90_000 });

test('adds a biome: messages at their fields, the category badge live from the title, the picture uploaded', async ({
  page,
}, testInfo) => {
  const title = uniqueName('Misty Lake', testInfo.project.name);
  await openAdminScreen(page, 'biomes');
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Biomes' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await page.getByRole('button', { name: 'Add New Biome' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Biome' });
  await expect(dialog.getByLabel('Title')).toBeFocused();
  await dialog.getByRole('button', { name: 'Add Biome' }).click();
  await expect(dialog.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('Title')).toHaveAccessibleDescription('Title is required.');
  await expect(dialog.getByLabel('Title')).toBeFocused();
  await expect(dialog.getByText('Choose a picture: every card shows one.')).toBeVisible();
  await expectNoAxeViolations(page);

  // requirements §4: the badge follows the title as it is typed.
  const badge = dialog.getByText('Badge on the site:').locator('.badge');
  await expect(badge).toHaveText('Other');
  await dialog.getByLabel('Title').fill('Tidal Mangrove');
  await expect(badge).toHaveText('Terrestrial');
  await dialog.getByLabel('Title').fill(title);
  await expect(badge).toHaveText('Freshwater');

  await dialog.getByLabel('Type').fill('Aquatic');
  await dialog.getByLabel('Price (US dollars)').fill('12,5');
  await dialog.getByLabel('Description').fill('Fog on the glass every morning.');
  await dialog.getByLabel('Light level').fill('Bright, indirect');
  await dialog.getByLabel('Temperature').fill('18–24 °C');
  await dialog.getByLabel('Water needs').fill('None once sealed');
  await dialog.getByLabel('Picture').setInputFiles(pngFile);
  await dialog.getByLabel('Alt text').fill('A misty jar');
  await dialog.getByRole('button', { name: 'Add Biome' }).click();
  await expect(dialog.getByLabel('Price (US dollars)')).toHaveAccessibleDescription(
    /Enter the price in US dollars, such as 149\.00\./,
  );
  await expect(dialog.getByLabel('Price (US dollars)')).toBeFocused();

  await dialog.getByLabel('Price (US dollars)').fill('129.50');
  await dialog.getByRole('button', { name: 'Add Biome' }).click();
  await expectToast(page, 'Biome added successfully!', undefined, 'success');
  await expect(dialog).toBeHidden();
  const row = rowOf(page, title);
  await expect(row).toContainText('Freshwater', slow);
  await expect(row).toContainText('$129.50');
  const stored = (await adminBiomes(page)).find((biome) => biome.title === title)!;
  expect(stored).toMatchObject({ type: 'Aquatic', price: 12950, imageAlt: 'A misty jar', isActive: true });
  expect(stored.imageUrl).toMatch(/^\/media\/[\w.-]+\.webp$/);
});

test('a keyboard-only edit is in its History tab; once published, the status line links to /biomes/{id}', async ({
  page,
  baseURL,
}, testInfo) => {
  const biome = await createBiome(page, baseURL!, uniqueName('Kettle Lake', testInfo.project.name));
  const description = `Edited by keyboard on ${testInfo.project.name}.`;
  await openAdminScreen(page, 'biomes');
  await page.getByRole('button', { name: `Edit ${biome.title}` }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Edit Biome' });
  await expect(dialog.getByLabel('Title')).toBeFocused();
  await expect(dialog.getByLabel('Price (US dollars)')).toHaveValue('99.00');
  // Title, Type, Price, then Description: three Tabs.
  for (let press = 0; press < 3; press += 1) await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Description')).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(description);
  // Enter in a one-line field sends the form (in the description it would start a new line).
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expectToast(page, 'Biome updated successfully!', undefined, 'success');
  // The edit is in the biome's History tab.
  await page.getByRole('button', { name: `Edit ${biome.title}` }).click();
  await dialog.getByRole('tab', { name: 'History' }).click();
  await expect(dialog.getByRole('list', { name: 'Versions' }).getByRole('listitem').first()).toContainText(
    `edited biome “${biome.title}”`,
    slow,
  );
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');

  await expect(publishStatus(page).getByRole('link', { name: 'View on site' })).toHaveAttribute(
    'href',
    `/biomes/${biome.id}`,
    slow,
  );
  const stored = (await adminBiomes(page)).find((entry) => entry.id === biome.id)!;
  expect(stored.description).toBe(description);
});

test('deletes a biome only after the confirmation', async ({ page, baseURL }, testInfo) => {
  const biome = await createBiome(page, baseURL!, uniqueName('Seagrass Cove', testInfo.project.name));
  await openAdminScreen(page, 'biomes');
  await page.getByRole('button', { name: `Delete ${biome.title}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Delete ${biome.title}?` });
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('rowheader', { name: biome.title })).toBeVisible();

  await page.getByRole('button', { name: `Delete ${biome.title}` }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Biome deleted successfully!', undefined, 'success');
  await expect(page.getByRole('rowheader', { name: biome.title })).toHaveCount(0, slow);
  await expect(page.getByRole('region', { name: 'Biomes' })).toBeFocused();
});

test('a failed load says "Error loading biomes. Please try again.", and Try again loads the list', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(failedLoad);
  let failing = true;
  await page.route('/api/admin/biomes', (route) =>
    failing ? route.fulfill({ status: 500, body: '' }) : route.continue(),
  );
  await page.goto('/admin/biomes');
  await expect(page.getByRole('alert')).toHaveText('Error loading biomes. Please try again.', slow);
  failing = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('region', { name: 'Biomes' })).toBeVisible(slow);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
