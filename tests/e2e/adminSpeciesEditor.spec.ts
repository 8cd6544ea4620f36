import type { Request } from '@playwright/test';
import type { Species } from './support/siteFacts.ts';
import {
  adminSpecies,
  createSpecies,
  demoPhotos,
  expect,
  expectNoAxeViolations,
  interceptUploads,
  pngFile,
  slow,
  test,
  uniqueName,
} from './support/adminFixtures.ts';
import { openAdminScreen, openEditDialog, publishStatus } from './support/adminScreens.ts';
import { expectToast } from './support/pageHelpers.ts';

/**
 * The species editor that scales (issue 12, point 5), against the admin server's real API: the
 * table's search and sorting, several photos at once in the add dialog, reordering photos and editing
 * their alt texts and the notes in the edit dialog, focus on opening, and the status line's link to
 * the public page once the publish is live. (The phone's list of cards: adminLayout.spec.ts.)
 */

test.describe.configure({ timeout: 90_000 });

test('search narrows the table, sort orders it; by keyboard alone from the search box to an edit dialog', async ({
  page,
  baseURL,
}, testInfo) => {
  const tag = uniqueName('Findable', testInfo.project.name);
  await createSpecies(page, baseURL!, {
    commonName: `${tag} Zebra Snail`,
    environment: 'Beach Biome',
    status: 'Stable',
  });
  await createSpecies(page, baseURL!, {
    commonName: `${tag} Apple Snail`,
    environment: 'Mangrove Biome',
    status: 'Abundant',
  });
  const table = await openAdminScreen(page, 'species');
  const rows = table.locator('tbody tr');
  // Other tests add species meanwhile: the table lists at least the demo catalogue and these two.
  await expect(rows.getByRole('rowheader', { name: `${tag} Apple Snail` })).toBeVisible(slow);
  const listed = await rows.count();

  const search = page.getByRole('searchbox', { name: 'Search species' });
  await search.focus();
  await page.keyboard.type(tag);
  await expect(rows).toHaveCount(2);
  await expect(page.getByRole('status').filter({ hasText: 'species match' })).toHaveText(
    `2 of ${listed} species match.`,
  );
  await expect(rows.getByRole('rowheader')).toHaveText([`${tag} Zebra Snail`, `${tag} Apple Snail`]);

  // Tab to the sort order, choose Name with the arrow keys.
  await page.keyboard.press('Tab');
  const sort = page.getByRole('combobox', { name: 'Sort by' });
  await expect(sort).toBeFocused();
  await sort.selectOption('name');
  await expect(rows.getByRole('rowheader')).toHaveText([`${tag} Apple Snail`, `${tag} Zebra Snail`]);
  await expect(table.getByRole('columnheader', { name: 'Common Name' })).toHaveAttribute('aria-sort', 'ascending');
  await sort.selectOption('environment');
  await expect(rows.getByRole('cell').filter({ hasText: /Biome$/ })).toHaveText(['Beach Biome', 'Mangrove Biome']);
  await expect(table.getByRole('columnheader', { name: 'Environment' })).toHaveAttribute('aria-sort', 'ascending');
  await sort.selectOption('status');
  await expect(rows.locator('.badge')).toHaveText(['Abundant', 'Stable']);

  // Tab on: the table's region, the first row's link to its page, then its Edit; Enter opens the
  // dialog with focus in its first field.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('region', { name: 'Species' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: `${tag} Apple Snail` })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: `Edit ${tag} Apple Snail` })).toBeFocused();
  await page.keyboard.press('Enter');
  const form = page.getByRole('dialog', { name: 'Edit Species' });
  await expect(form.getByLabel('Common Name')).toBeFocused();
  await expect(form.getByLabel('Common Name')).toHaveValue(`${tag} Apple Snail`);
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();

  await search.fill('no such species anywhere');
  await expect(rows).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'No species match' })).toHaveText(
    'No species match “no such species anywhere”.',
  );
  await expectNoAxeViolations(page);
});

test('adding several photos at once, each with preview and alt text; the status line then links to the page', async ({
  page,
}, testInfo) => {
  const commonName = uniqueName('Pictured Fern', testInfo.project.name);
  await openAdminScreen(page, 'species');
  await page.getByRole('button', { name: 'Add New Species' }).click();
  const form = page.getByRole('dialog', { name: 'Add New Species' });
  await expect(form.getByLabel('Common Name')).toBeFocused();
  await form.getByLabel('Common Name').fill(commonName);
  await form.getByLabel('Scientific Name').fill('Filix pictura');
  await form.getByLabel('Environment').selectOption('Lakeshore Biome');
  await form.getByLabel('Status').selectOption('Growing');
  await form.getByLabel('Niche').selectOption('Primary Producer');
  await form.getByLabel('Description').fill('A fern with three photos.');
  await form.getByLabel('Photo').setInputFiles([
    { ...pngFile, name: 'frond.png' },
    { ...pngFile, name: 'spores.png' },
  ]);
  await form.getByLabel('Photo').setInputFiles({ ...pngFile, name: 'blurred.png' });
  const chosen = form.getByRole('listitem').filter({ has: page.getByRole('img', { name: /^Preview of / }) });
  await expect(chosen).toHaveCount(3);
  for (const [index, name] of ['frond.png', 'spores.png', 'blurred.png'].entries()) {
    await expect(chosen.nth(index).getByRole('img', { name: `Preview of ${name}` })).toHaveAttribute('src', /^blob:/);
  }
  // Each alt text field is named for its photo's file.
  await form.getByLabel('Alt text for frond.png', { exact: true }).fill('A young frond unrolling');
  await form.getByLabel('Alt text for spores.png', { exact: true }).fill('Spores under a leaf');
  await form.getByRole('button', { name: 'Remove blurred.png' }).click();
  await expect(chosen).toHaveCount(2);
  await expectNoAxeViolations(page);

  const uploads = await interceptUploads(page, { answers: [demoPhotos[1]!, demoPhotos[2]!] });
  const sent = page.waitForRequest(
    (request: Request) => request.method() === 'POST' && request.url().endsWith('/api/species'),
  );
  await form.getByRole('button', { name: 'Add Species' }).click();
  await expectToast(page, 'Species added successfully!', undefined, 'success');
  expect(uploads.fields).toEqual([
    ['image', 'alt'],
    ['image', 'alt'],
  ]);
  const body = (await sent).postDataJSON() as Species;
  expect(body.photos).toEqual([demoPhotos[1], demoPhotos[2]]);
  expect(body.photoAlts).toEqual({
    [demoPhotos[1]!]: 'A young frond unrolling',
    [demoPhotos[2]!]: 'Spores under a leaf',
  });

  const added = (await adminSpecies(page)).find((entry) => entry.commonName === commonName)!;
  const status = publishStatus(page);
  await expect(status).toHaveText('Published: the public site is up to date. View on site', slow);
  await expect(status.getByRole('link', { name: 'View on site' })).toHaveAttribute('href', `/species/${added.id}`);
});

test('the edit dialog: photos reordered by buttons, alt texts and notes edited, all sent in one PATCH', async ({
  page,
  baseURL,
}, testInfo) => {
  const commonName = uniqueName('Rearranged Snail', testInfo.project.name);
  const species = await createSpecies(page, baseURL!, {
    commonName,
    photos: [demoPhotos[0]!, demoPhotos[1]!, demoPhotos[2]!],
    photoAlts: { [demoPhotos[0]!]: 'First photo' },
    updateNotes: [
      { date: '2026-01-02T10:00:00.000Z', note: 'Arived.' },
      { date: '2026-01-09T10:00:00.000Z', note: 'Grazing.' },
    ],
  });
  await openAdminScreen(page, 'species');
  const form = await openEditDialog(page, commonName, 'Edit Species');
  await expect(form.getByLabel('Common Name')).toBeFocused();
  const photos = form.getByRole('group', { name: 'Current photos' });
  const images = photos.getByRole('listitem').getByRole('img');
  await expect(images).toHaveCount(3);
  await expect(photos.getByRole('button', { name: 'Move up photo 1' })).toBeDisabled();
  await expect(photos.getByRole('button', { name: 'Move down photo 3' })).toBeDisabled();

  // By keyboard: the third photo becomes the card photo, and its buttons keep focus as it moves.
  await photos.getByRole('button', { name: 'Make card photo (photo 3)' }).focus();
  await page.keyboard.press('Enter');
  await expect(images.nth(0)).toHaveAttribute('src', demoPhotos[2]!);
  await expect(photos.getByRole('listitem').first()).toContainText('Card photo');
  await expect(photos.getByRole('button', { name: 'Move down photo 1' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(images.nth(1)).toHaveAttribute('src', demoPhotos[2]!);
  await expect(photos.getByRole('button', { name: 'Move down photo 2' })).toBeFocused();
  await photos.getByRole('button', { name: 'Move up photo 2' }).click();
  await expect(
    images.evaluateAll((elements) => elements.map((element) => element.getAttribute('src'))),
  ).resolves.toEqual([demoPhotos[2], demoPhotos[0], demoPhotos[1]]);

  await expect(photos.getByLabel('Alt text of photo 2')).toHaveValue('First photo');
  await photos.getByLabel('Alt text of photo 2').fill('');
  await photos.getByLabel('Alt text of photo 1').fill('Snail eggs on the glass');
  const notes = form.getByRole('group', { name: 'Current update notes' });
  await notes.getByLabel('Text of note 1').fill('Arrived.');
  await expectNoAxeViolations(page);

  const sent = page.waitForRequest((request: Request) => request.method() === 'PATCH');
  await form.getByRole('button', { name: 'Update Species' }).click();
  await expectToast(page, 'Species updated successfully!', undefined, 'success');
  const body = (await sent).postDataJSON() as Species;
  expect(body.photos).toEqual([demoPhotos[2], demoPhotos[0], demoPhotos[1]]);
  expect(body.photoAlts).toEqual({ [demoPhotos[2]!]: 'Snail eggs on the glass' });
  expect(body.updateNotes).toEqual([
    { date: '2026-01-02T10:00:00.000Z', note: 'Arrived.' },
    { date: '2026-01-09T10:00:00.000Z', note: 'Grazing.' },
  ]);
  const stored = (await adminSpecies(page)).find((entry) => entry.id === species.id)!;
  expect(stored.photos).toEqual([demoPhotos[2], demoPhotos[0], demoPhotos[1]]);
  expect(stored.updateNotes[0]!.note).toBe('Arrived.');
  expect(stored.photoAlts).toEqual({ [demoPhotos[2]!]: 'Snail eggs on the glass' });
});

test('an edited note left blank is refused beside its own field, which gets focus', async ({
  page,
  baseURL,
}, testInfo) => {
  const commonName = uniqueName('Noted Snail', testInfo.project.name);
  await createSpecies(page, baseURL!, {
    commonName,
    updateNotes: [{ date: '2026-01-02T10:00:00.000Z', note: 'Arrived.' }],
  });
  await openAdminScreen(page, 'species');
  const form = await openEditDialog(page, commonName, 'Edit Species');
  const note = form.getByLabel('Text of note 1');
  await note.fill('   ');
  const patches: string[] = [];
  page.on('request', (request) => request.method() === 'PATCH' && patches.push(request.url()));
  await form.getByRole('button', { name: 'Update Species' }).click();
  await expect(note).toBeFocused();
  await expect(note).toHaveAttribute('aria-invalid', 'true');
  await expect(note).toHaveAccessibleDescription(/The note is required\./);
  expect(patches).toEqual([]);
});
