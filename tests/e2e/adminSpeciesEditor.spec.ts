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
 * The species editor that scales, against the admin server's real API: the table searched, sorted
 * and paged by the server, several photos at once in the add dialog, reordering photos and editing
 * their alt texts and the notes in the edit dialog, focus on opening, and the status line's link to
 * the public page once the publish is live. (The phone's list of cards: adminLayout.spec.ts.)
 */

test.describe.configure({ timeout: 90_000 });

test('searched, sorted by a header either way and paged by the server; by keyboard to an edit dialog', async ({
  page,
  baseURL,
}, testInfo) => {
  const tag = uniqueName('Findable', testInfo.project.name);
  await createSpecies(page, baseURL!, { commonName: `${tag} Zebra Snail`, environment: 'Beach Biome' });
  await createSpecies(page, baseURL!, { commonName: `${tag} Apple Snail`, environment: 'Mangrove Biome' });
  // With these, more matches than one page (25) holds.
  for (let index = 0; index < 24; index++)
    await createSpecies(page, baseURL!, { commonName: `${tag} Filler ${String(index).padStart(2, '0')}` });
  const listReads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/admin/species') listReads.push(url.search);
  });
  const table = await openAdminScreen(page, 'species');
  const rows = table.locator('tbody tr');
  const count = page.getByRole('status').filter({ hasText: /species/ });
  const pageOf = page.getByRole('navigation', { name: 'Species pages' });

  const search = page.getByRole('searchbox', { name: 'Search species' });
  await search.focus();
  await page.keyboard.type(tag.toUpperCase());
  await expect(count).toHaveText(`26 species match “${tag.toUpperCase()}”, 0 of them hidden. Showing 1–25.`);
  await expect(rows).toHaveCount(25);
  await expect(rows.first().getByRole('rowheader')).toHaveText(`${tag} Zebra Snail`);
  // Sent once the typing pauses, not letter by letter.
  expect(listReads.filter((query) => query.includes('q=')).length).toBeLessThan(tag.length / 2);
  await expect(pageOf).toContainText('Page 1 of 2');

  // Tab on: the table's region, the ID header, the Common Name header; Enter sorts by it, again turns it around.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('region', { name: 'Species' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const byName = table.getByRole('columnheader', { name: 'Common Name' });
  await expect(byName.getByRole('button')).toBeFocused();
  await expect(byName).not.toHaveAttribute('aria-sort');
  await page.keyboard.press('Enter');
  await expect(byName).toHaveAttribute('aria-sort', 'ascending');
  await expect(rows.first().getByRole('rowheader')).toHaveText(`${tag} Apple Snail`);
  await page.keyboard.press('Enter');
  await expect(byName).toHaveAttribute('aria-sort', 'descending');
  await expect(rows.first().getByRole('rowheader')).toHaveText(`${tag} Zebra Snail`);
  await expect(table.getByRole('columnheader', { name: 'ID' })).not.toHaveAttribute('aria-sort');

  // Next: the last of the descending order, alone on page 2; there Next does nothing.
  const next = pageOf.getByRole('button', { name: 'Next' });
  await next.click();
  await expect(count).toHaveText(`26 species match “${tag.toUpperCase()}”, 0 of them hidden. Showing 26–26.`);
  await expect(pageOf).toContainText('Page 2 of 2');
  await expect(rows.getByRole('rowheader')).toHaveText([`${tag} Apple Snail`]);
  // Still focusable, so that focus stays where it was: Enter there changes nothing.
  await expect(next).toHaveAttribute('aria-disabled', 'true');
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(next).toBeFocused();
  await expect(pageOf).toContainText('Page 2 of 2');
  await expect(rows.getByRole('rowheader')).toHaveText([`${tag} Apple Snail`]);
  await expectNoAxeViolations(page);

  // From the row's link to its Edit; Enter opens the dialog with focus in its first field.
  await page.getByRole('link', { name: `${tag} Apple Snail` }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: `Edit ${tag} Apple Snail` })).toBeFocused();
  await page.keyboard.press('Enter');
  const form = page.getByRole('dialog', { name: 'Edit Species' });
  await expect(form.getByLabel('Common Name')).toBeFocused();
  await expect(form.getByLabel('Common Name')).toHaveValue(`${tag} Apple Snail`);
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();

  // Another search starts again at page 1.
  await search.fill(`${tag} filler 1`);
  await expect(count).toHaveText(`10 species match “${tag} filler 1”, 0 of them hidden.`);
  await expect(rows.first().getByRole('rowheader')).toHaveText(`${tag} Filler 19`);
  await expect(pageOf).toHaveCount(0);
  await search.fill('no such species anywhere');
  await expect(rows).toHaveCount(0);
  await expect(count).toHaveText('No species match “no such species anywhere”.');
  // Never the whole list: every read asked for a page.
  expect(listReads.length).toBeGreaterThan(0);
  expect(listReads.filter((query) => !query.includes('page='))).toEqual([]);
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
  await openAdminScreen(page, 'species', { search: commonName });
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
  await openAdminScreen(page, 'species', { search: commonName });
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
