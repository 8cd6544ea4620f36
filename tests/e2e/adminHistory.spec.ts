import {
  adminSpecies,
  createSpecies,
  deleteSpecies,
  expect,
  expectNoAxeViolations,
  slow,
  test,
  uniqueName,
  writeHeaders,
} from './support/adminFixtures.ts';
import { confirmRestore, openAdminScreen, openEditDialog, recentlyDeletedSpecies } from './support/adminScreens.ts';
import { expectToast } from './support/pageHelpers.ts';
import { adminTimeOfDay } from './support/siteFacts.ts';

/**
 * The History screen and tabs against the admin server's real API. Only
 * the restore of a deleted species runs on the server that really rebuilds (@publish), to see it
 * back on the public site; the screen and its dialogs at each width are in adminLayout.spec.ts.
 */

test.describe.configure({ timeout: 90_000 });

test(
  'a deleted species returns from "Recently deleted" by keyboard alone and its page is back once published',
  {
    tag: '@publish',
  },
  async ({ page, baseURL }, testInfo) => {
    // A publish rebuilds the whole site in a child process; on 2 busy cores that can take a while.
    test.setTimeout(180_000);
    const species = await createSpecies(page, baseURL!, {
      commonName: uniqueName('Glass Snail', testInfo.project.name),
    });
    await deleteSpecies(page, baseURL!, species.id);

    await openAdminScreen(page, 'history');
    const deleted = recentlyDeletedSpecies(page, species.commonName);
    await expect(deleted).toBeVisible(slow);
    await expect(deleted).toContainText('by password portal');

    await deleted.getByRole('button', { name: /^Restore change \d+$/ }).focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: 'Restore this version?' });
    await expect(confirm).toContainText(`This brings back the species “${species.commonName}” under its old id`);
    // From the dialog's first button to its Restore: a few Tabs at most.
    const restoreButton = confirm.getByRole('button', { name: 'Restore', exact: true });
    for (
      let press = 0;
      press < 4 && !(await restoreButton.evaluate((button) => button === document.activeElement));
      press += 1
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(restoreButton).toBeFocused();
    await page.keyboard.press('Enter');
    await expectToast(page, 'Change undone successfully!', undefined, 'success');
    await expect(deleted).toHaveCount(0, slow);
    // The restore is itself a change, the newest of this species' (the other workers' changes may come between).
    const changesOfThisSpecies = page
      .getByRole('list', { name: 'Changes' })
      .getByRole('listitem')
      .filter({ hasText: `species “${species.commonName}”` });
    await expect(changesOfThisSpecies.first()).toContainText(`restored species “${species.commonName}”`, slow);

    const restored = await adminSpecies(page);
    expect(restored.find((entry) => entry.id === species.id)).toMatchObject({
      commonName: species.commonName,
      photos: species.photos,
    });
    // Published again: its own page is back (the catalogue lists it on a page of its own view, not the first).
    await expect
      .poll(
        async () => {
          const response = await page.request.get(`/species/${species.id}`);
          return response.status() === 200 && (await response.text()).includes(species.commonName);
        },
        { timeout: 120_000 },
      )
      .toBe(true);
  },
);

test('an edited description is restored from the dialog’s History tab, with the change shown word by word', async ({
  page,
  baseURL,
}, testInfo) => {
  const species = await createSpecies(page, baseURL!, {
    commonName: uniqueName('Ramshorn', testInfo.project.name),
    description: 'Grazes the algae off the glass.',
  });
  const patch = await page.request.patch(`/api/species/${species.id}`, {
    headers: writeHeaders(baseURL!),
    data: {
      ...species,
      id: undefined,
      createdAt: undefined,
      updatedAt: undefined,
      description: 'Grazes the film off the leaves.',
    },
  });
  expect(patch.status(), await patch.text()).toBe(200);

  await openAdminScreen(page, 'species', { search: species.commonName });
  const dialog = await openEditDialog(page, species.commonName, 'Edit Species');
  await dialog.getByRole('tab', { name: 'History' }).click();
  const versions = dialog.getByRole('list', { name: 'Versions' });
  const edit = versions.getByRole('listitem').filter({ hasText: `edited species “${species.commonName}”` });
  await expect(edit).toBeVisible(slow);
  await edit.getByText('What changed').click();
  await expect(edit.getByRole('deletion')).toContainText(['algae', 'glass']);
  await expect(edit.getByRole('insertion')).toContainText(['film', 'leaves']);
  await expectNoAxeViolations(page);

  await edit.getByRole('button', { name: /^Restore the version before change \d+$/ }).click();
  await confirmRestore(page);
  await expectToast(page, 'Change undone successfully!', undefined, 'success');
  await expect(dialog).toBeHidden(slow);
  const after = (await adminSpecies(page)).find((entry) => entry.id === species.id)!;
  expect(after.description).toBe('Grazes the algae off the glass.');
});

test('the changes are filtered by what and by who', async ({ page, baseURL }, testInfo) => {
  await createSpecies(page, baseURL!, { commonName: uniqueName('Filter Moss', testInfo.project.name) });
  await openAdminScreen(page, 'history');
  const filters = page.getByRole('search', { name: 'Filter the history' });
  await filters.getByLabel('What').selectOption('species');
  await filters.getByRole('button', { name: 'Filter' }).click();
  const items = page.getByRole('list', { name: 'Changes' }).getByRole('listitem');
  await expect(items.first()).toContainText('species', slow);
  for (const text of await items.locator('p').first().allTextContents()) expect(text).toContain('species');
  // When, to the minute, in the site's time zone, named.
  await expect(items.first().locator('time')).toHaveText(adminTimeOfDay(new Date()));

  await filters.getByLabel('Who').fill('nobody-such@example.org');
  await filters.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByText('No change matches.')).toBeVisible(slow);
});

test('undoing the creation from the edit dialog’s History tab says plainly that it removes the item', async ({
  page,
  baseURL,
}, testInfo) => {
  const species = await createSpecies(page, baseURL!, { commonName: uniqueName('Seed Shrimp', testInfo.project.name) });
  await openAdminScreen(page, 'species', { search: species.commonName });
  const dialog = await openEditDialog(page, species.commonName, 'Edit Species');
  await dialog.getByRole('tab', { name: 'History' }).click();
  const creation = dialog
    .getByRole('list', { name: 'Versions' })
    .getByRole('listitem')
    .filter({ hasText: `added species “${species.commonName}”` });
  await expect(creation).toBeVisible(slow);
  await expect(creation.getByRole('button', { name: /^Restore/ })).toHaveCount(0);

  await creation.getByRole('button', { name: /^Remove this species \(undo its creation\) change \d+$/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove this species?' });
  await expect(confirm).toContainText(`This removes the species “${species.commonName}”`);
  await expect(confirm.getByRole('button', { name: /Restore/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
  await expectToast(page, 'Change undone successfully!', undefined, 'success');
  await expect(dialog).toBeHidden(slow);
  const left = await adminSpecies(page);
  expect(left.some((entry) => entry.id === species.id)).toBe(false);
});

test('restoring a change that later ones followed lists them first, and restores only on "Restore anyway"', async ({
  page,
  baseURL,
  consoleErrors,
}, testInfo) => {
  // The first restore is refused on purpose (409), which Chromium logs.
  consoleErrors.allow(/status of 409 \(Conflict\)/);
  const species = await createSpecies(page, baseURL!, {
    commonName: uniqueName('Bladder Snail', testInfo.project.name),
    description: 'Eats leftover food.',
  });
  const edit = (fields: object) =>
    page.request.patch(`/api/species/${species.id}`, {
      headers: writeHeaders(baseURL!),
      data: { ...species, id: undefined, createdAt: undefined, updatedAt: undefined, ...fields },
    });
  expect((await edit({ description: 'Eats leftover food and algae.' })).status()).toBe(200);
  expect((await edit({ description: 'Eats algae.', status: 'Thriving' })).status()).toBe(200);

  await openAdminScreen(page, 'species', { search: species.commonName });
  const dialog = await openEditDialog(page, species.commonName, 'Edit Species');
  await dialog.getByRole('tab', { name: 'History' }).click();
  const firstEdit = dialog.getByRole('list', { name: 'Versions' }).getByRole('listitem').nth(1);
  await firstEdit.getByRole('button', { name: /^Restore the version before change \d+$/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Restore this version?' });
  await confirm.getByRole('button', { name: 'Restore', exact: true }).click();

  // Refused at first: what changed since, and the choice to restore anyway.
  const overwrite = page.getByRole('alertdialog', { name: 'Restore over later changes?' });
  await expect(overwrite.getByRole('alert')).toContainText(
    `This is not the latest change of the species “${species.commonName}”: restoring it overwrites 1 later change.`,
    slow,
  );
  await expect(overwrite.getByRole('list', { name: 'Changes made since' }).getByRole('listitem')).toHaveText([
    /: Edited: status, description$/,
  ]);
  await expectNoAxeViolations(page);
  expect((await adminSpecies(page)).find((entry) => entry.id === species.id)!.description).toBe('Eats algae.');

  await overwrite.getByRole('button', { name: 'Restore anyway' }).click();
  await expectToast(page, 'Change undone successfully!', undefined, 'success');
  await expect(dialog).toBeHidden(slow);
  expect((await adminSpecies(page)).find((entry) => entry.id === species.id)!.description).toBe('Eats leftover food.');
});
