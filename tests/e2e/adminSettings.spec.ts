import { expect, expectNoAxeViolations, test } from './support/adminFixtures.ts';
import { openAdminScreen } from './support/adminScreens.ts';
import { expectToast } from './support/pageHelpers.ts';

/**
 * The Settings screen: "Resources are live" saved, published and recorded in History. What the public
 * pages then show is proven after a real rebuild in adminCataloguePublish.spec.ts.
 */
test('"Resources are live" is off at first; switched on, it is saved, published and recorded in History', async ({
  page,
}) => {
  await openAdminScreen(page, 'settings');
  const live = page.getByRole('checkbox', { name: 'Resources are live' });
  await expect(live).not.toBeChecked();
  await expectNoAxeViolations(page);

  await live.check();
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expectToast(page, 'Settings saved', undefined, 'success');
  await expect(page.getByText('Published: the public site is up to date.')).toBeVisible({ timeout: 20_000 });

  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Resources are live' })).toBeChecked({ timeout: 20_000 });

  await openAdminScreen(page, 'history');
  await expect(page.getByRole('list', { name: 'Changes' }).getByText('edited the site settings').first()).toBeVisible();

  await page.request.patch('/api/admin/settings', {
    headers: { origin: new URL(page.url()).origin },
    data: { resourcesLive: false },
  });
});
