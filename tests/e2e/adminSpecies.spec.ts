import type { Locator, Page, Request } from '@playwright/test';
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
  uploadedImageUrl,
} from './support/adminFixtures.ts';
import { openAdminScreen, openEditDialog, publishStatus, rowOf, searchSpecies } from './support/adminScreens.ts';
import {
  answerWith,
  expectToast,
  failedLoad,
  holdRequests,
  recordAnnouncements,
  trackPosts,
} from './support/pageHelpers.ts';
import { type Species, speciesEnvironments, speciesNiches, speciesStatuses } from './support/siteFacts.ts';

/**
 * 'Species Management' (requirements §2, §4, §5, §7, §8) against the admin server's real API: the table,
 * the add, edit and delete dialogs with their checks, pending labels, toasts and focus, and the
 * publish status after a write. Where a test needs set addresses, uploads are answered by the test
 * (interceptUploads); failures come from `page.route`. The server records each publish without
 * rebuilding: that a new species reaches its public page is adminManagers.spec.ts's @publish test.
 */

test.describe.configure({ timeout: 90_000 });

function dialog(page: Page, name: string): Locator {
  return page.getByRole('dialog', { name });
}

/** The enabled options of a select: what the admin can choose. */
async function choosableOptions(select: Locator): Promise<string[]> {
  return select
    .locator('option:not([disabled])')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
}

/** Opens the add dialog of the species screen, filled in for a fern called `commonName`. */
async function addDialogWithFern(page: Page, commonName: string, description: string): Promise<Locator> {
  await openAdminScreen(page, 'species');
  await page.getByRole('button', { name: 'Add New Species' }).click();
  const form = dialog(page, 'Add New Species');
  await fillSpeciesForm(form, {
    commonName,
    scientificName: 'Microsorum pteropus',
    environment: 'Lake Biome',
    status: 'Stable',
    niche: 'Primary Producer',
    description,
  });
  return form;
}

async function fillSpeciesForm(
  form: Locator,
  fields: Pick<Species, 'commonName' | 'scientificName' | 'environment' | 'status' | 'niche' | 'description'> &
    Partial<Pick<Species, 'careInstructions'>>,
) {
  await form.getByLabel('Common Name').fill(fields.commonName);
  await form.getByLabel('Scientific Name').fill(fields.scientificName);
  await form.getByLabel('Environment').selectOption(fields.environment);
  await form.getByLabel('Status').selectOption(fields.status);
  await form.getByLabel('Niche').selectOption(fields.niche);
  await form.getByLabel('Description').fill(fields.description);
  if (fields.careInstructions !== undefined) await form.getByLabel('Care Instructions').fill(fields.careInstructions);
}

test('lists every species with the columns of requirements §2 and the admin reading of the status badges', async ({
  page,
}) => {
  // The screen asks for a page (?sort=id&page=1): a plain path would match only the unparameterised list.
  const held = await holdRequests(page, /\/api\/admin\/species\?/);
  await page.goto('/admin/species');
  await expect(page.getByRole('heading', { level: 1, name: 'Species Management' })).toBeVisible();
  await expect(page.getByText('Loading species data...', { exact: true })).toBeVisible(slow);
  held.release();
  const table = page.getByRole('table');
  await expect(table).toBeVisible(slow);
  await expect(table.getByRole('columnheader')).toHaveText([
    'ID',
    'Common Name',
    'Scientific Name',
    'Environment',
    'Status',
    'Niche',
    'Actions',
  ]);
  await expect(page.getByText('Loading species data...')).toHaveCount(0);

  // A page at a time, in the order the species were added: the demo catalogue alone fills more than one.
  const species = await adminSpecies(page);
  await expect(table.locator('tbody tr')).toHaveCount(25);
  await expect(table.locator('tbody tr').first().getByRole('cell').first()).toHaveText(String(species[0]!.id));
  await expect(page.getByRole('status').filter({ hasText: 'hidden from the public catalogue' })).toHaveText(
    /^\d+ species, \d+ hidden from the public catalogue\. Showing 1–25\.$/,
  );
  const variants: Record<string, string> = {
    Thriving: 'default',
    Abundant: 'default',
    Endangered: 'destructive',
    Stable: 'secondary',
    Growing: 'secondary',
    Declining: 'secondary',
  };
  // Destructive is red, default the primary green.
  const badgeColours: Record<string, string> = { Endangered: 'rgb(155, 28, 28)', Thriving: 'rgb(31, 74, 51)' };
  for (const status of speciesStatuses) {
    const sample = species.find((entry) => entry.status === status)!;
    await searchSpecies(page, sample.commonName);
    const row = table
      .locator('tbody tr')
      .filter({ has: page.getByRole('cell', { name: String(sample.id), exact: true }) });
    await expect(row.getByRole('rowheader')).toHaveText(sample.commonName);
    await expect(row.getByRole('cell').nth(1)).toHaveText(sample.scientificName);
    await expect(row.getByRole('cell').nth(2)).toHaveText(sample.environment);
    await expect(row.locator('.badge')).toHaveText(status);
    await expect(row.locator('.badge')).toHaveAttribute('data-variant', variants[status]!);
    await expect(row.getByRole('cell').nth(4)).toHaveText(sample.niche);
    await expect(row.getByRole('button', { name: `Edit ${sample.commonName}`, exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: `Delete ${sample.commonName}`, exact: true })).toBeVisible();
    if (status in badgeColours) {
      expect(await row.locator('.badge').evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
        badgeColours[status],
      );
    }
  }

  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link')).toHaveText([
    'Species',
    'Photos',
    'Notes',
    'Biomes',
    'Resources',
    'Journal',
    // Other specs send contact messages first: the link may carry their unread count.
    /^Messages(\d+ unread)?$/,
    'Subscribers',
    'Newsletter',
    'History',
    'Settings',
  ]);
});

test('the add dialog: labelled fields, exactly the §3.4 options, focus trapped, Escape closes, focus returns', async ({
  page,
}) => {
  await openAdminScreen(page, 'species');
  const opener = page.getByRole('button', { name: 'Add New Species' });
  await opener.click();
  const form = dialog(page, 'Add New Species');
  await expect(form).toBeVisible();
  await expect(form.getByLabel('Common Name')).toBeEmpty();

  expect(await choosableOptions(form.getByLabel('Environment'))).toEqual([...speciesEnvironments]);
  expect(await choosableOptions(form.getByLabel('Status'))).toEqual([...speciesStatuses]);
  expect(await choosableOptions(form.getByLabel('Niche'))).toEqual([...speciesNiches]);
  // Once a choice is made, no option with an empty value is left at all (requirements §5).
  await form.getByLabel('Niche').selectOption('Decomposer');
  expect(
    await form
      .getByLabel('Niche')
      .locator('option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value)),
  ).toEqual([...speciesNiches]);
  await expect(form.getByLabel('Photo')).toHaveAttribute(
    'accept',
    'image/jpeg,image/png,image/webp,image/gif,image/avif',
  );

  await expectNoAxeViolations(page);

  // Tabbing around never leaves the dialog, and every stop shows a focus ring.
  for (let step = 0; step < 16; step += 1) {
    await page.keyboard.press('Tab');
    expect(await form.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
    expect(outline).not.toBe('none');
  }

  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();
  await expect(opener).toBeFocused();
});

test('adding: fields checked, upload ("Uploading..."), add ("Adding..."), close, reset, refetch, Publishing…', async ({
  page,
}, testInfo) => {
  const posts = trackPosts(page);
  await openAdminScreen(page, 'species');
  await page.getByRole('button', { name: 'Add New Species' }).click();
  const form = dialog(page, 'Add New Species');

  await form.getByRole('button', { name: 'Add Species' }).click();
  await expect(form.getByText('Common name is required.')).toBeVisible();
  await expect(form.getByText('Scientific name is required.')).toBeVisible();
  await expect(form.getByText('Choose an environment.')).toBeVisible();
  await expect(form.getByText('Choose a status.')).toBeVisible();
  await expect(form.getByText('Choose a niche.')).toBeVisible();
  await expect(form.getByText('Description is required.')).toBeVisible();
  await expect(form.getByLabel('Common Name')).toBeFocused();
  await expect(form.getByLabel('Common Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Common Name')).toHaveAccessibleDescription('Common name is required.');
  await expectNoAxeViolations(page);
  expect(posts).toEqual([]);

  const commonName = uniqueName('Added Moss', testInfo.project.name);
  await fillSpeciesForm(form, {
    commonName,
    scientificName: 'Vesicularia dubyana',
    environment: 'Mangrove Biome',
    status: 'Growing',
    niche: 'Primary Producer',
    description: 'Grows on roots.',
    careInstructions: 'Mist it.',
  });
  await form.getByLabel('Photo').setInputFiles(pngFile);
  const uploads = await interceptUploads(page, { hold: true });
  const adding = await holdRequests(page, '/api/species');
  // The page asks how the publish goes 1.5 s after the write; held, the answer cannot end 'Publishing…' early.
  const publishState = await holdRequests(page, '/api/admin/publish');
  const sent = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/species',
  );

  await form.getByRole('button', { name: 'Add Species' }).click();
  await expect(form.getByRole('button', { name: 'Uploading...' })).toBeDisabled();
  await expect(form.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  uploads.release();
  await expect(form.getByRole('button', { name: 'Adding...' })).toBeDisabled();
  expect(uploads.fields).toEqual([['image']]);
  adding.release();

  await expectToast(page, 'Species added successfully!', undefined, 'success');
  await expect(form).toBeHidden();
  expect((await sent).postDataJSON()).toEqual({
    commonName,
    scientificName: 'Vesicularia dubyana',
    environment: 'Mangrove Biome',
    status: 'Growing',
    niche: 'Primary Producer',
    description: 'Grows on roots.',
    careInstructions: 'Mist it.',
    photos: [expect.stringMatching(uploadedImageUrl)],
    updateNotes: [],
    isActive: true,
  });
  // The page on screen is fetched again; the new species is found by its name.
  await searchSpecies(page, commonName);
  const row = rowOf(page, commonName);
  await expect(row).toHaveCount(1, slow);
  await expect(row.locator('.badge')).toHaveText('Growing');

  // The add form starts empty again.
  await page.getByRole('button', { name: 'Add New Species' }).click();
  await expect(form.getByLabel('Common Name')).toHaveValue('');
  await expect(form.getByLabel('Description')).toHaveValue('');
  await page.keyboard.press('Escape');

  // The write asked for a publish: the status line says so until the server says the site is live
  // (how it follows the publish is tested with set answers below).
  await expect(publishStatus(page)).toHaveText('Publishing…');
  publishState.release();
});

test('typing in the add form survives closing it; only a successful add clears it', async ({ page }) => {
  const form = await addDialogWithFern(page, 'Kept Fern', 'Kept.');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();
  await page.getByRole('button', { name: 'Add New Species' }).click();
  await expect(form.getByLabel('Common Name')).toHaveValue('Kept Fern');
  await expect(form.getByLabel('Status')).toHaveValue('Stable');
});

test('a failed photo upload abandons the add: "Failed to upload photo. Please try again."', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(failedLoad);
  const posts = trackPosts(page);
  const form = await addDialogWithFern(page, 'Unsaved Fern', 'Never saved.');
  await form.getByLabel('Photo').setInputFiles(pngFile);
  await answerWith(page, '/api/upload', 500, { message: 'Storage is down.' });
  await form.getByRole('button', { name: 'Add Species' }).click();
  await expectToast(page, 'Error', 'Failed to upload photo. Please try again.', 'error', { behindDialog: true });
  await expect(form).toBeVisible();
  await expect(form.getByRole('button', { name: 'Add Species' })).toBeEnabled();
  await expect(form.getByLabel('Common Name')).toHaveValue('Unsaved Fern');
  expect(posts).toEqual(['/api/upload']);
});

test('a failed add says "Failed to add species. Please try again.", heard over the dialog, which stays open', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(failedLoad);
  const announced = await recordAnnouncements(page);
  const form = await addDialogWithFern(page, 'Refused Fern', 'Refused.');
  await answerWith(page, '/api/species', 500, '');
  await form.getByRole('button', { name: 'Add Species' }).click();
  await expectToast(page, 'Error', 'Failed to add species. Please try again.', 'error', { behindDialog: true });
  await expect
    .poll(announced)
    .toContainEqual(expect.stringMatching(/^assertive: .*Error Failed to add species\. Please try again\.$/));
  await expect(form).toBeVisible();
  await expect(form.getByLabel('Common Name')).toHaveValue('Refused Fern');
});

test('editing: prefilled; "Updating..." sends all fields, photo appended, note stamped now; closes, refetches', async ({
  page,
  baseURL,
}, testInfo) => {
  const commonName = uniqueName('Edited Snail', testInfo.project.name);
  const species = await createSpecies(page, baseURL!, {
    commonName,
    status: 'Stable',
    careInstructions: 'Feed weekly.',
    updateNotes: [{ date: '2026-01-02T10:00:00.000Z', note: 'Arrived.' }],
  });
  await openAdminScreen(page, 'species', { search: commonName });
  const editButton = rowOf(page, commonName).getByRole('button', { name: `Edit ${commonName}` });
  await editButton.click();
  const form = dialog(page, 'Edit Species');
  await expect(form.getByLabel('Common Name')).toHaveValue(commonName);
  await expect(form.getByLabel('Scientific Name')).toHaveValue(species.scientificName);
  await expect(form.getByLabel('Environment')).toHaveValue(species.environment);
  await expect(form.getByLabel('Status')).toHaveValue('Stable');
  await expect(form.getByLabel('Niche')).toHaveValue(species.niche);
  await expect(form.getByLabel('Description')).toHaveValue(species.description);
  await expect(form.getByLabel('Care Instructions')).toHaveValue('Feed weekly.');
  await expect(form.getByLabel('Show in the public species catalogue')).toBeChecked();
  await expectNoAxeViolations(page);

  await form.getByLabel('Status').selectOption('Endangered');
  await form.getByLabel('Add a Photo').setInputFiles(pngFile);
  await form.getByLabel('Update note', { exact: true }).fill('  Laid eggs on the glass.  ');
  await form.getByLabel('Photo for the update note').setInputFiles({ ...pngFile, name: 'eggs.png' });
  const uploads = await interceptUploads(page, { answers: [demoPhotos[1]!, demoPhotos[2]!] });
  const updating = await holdRequests(page, `/api/species/${species.id}`);
  const sent = page.waitForRequest((request: Request) => request.method() === 'PATCH');
  const before = Date.now();
  await form.getByRole('button', { name: 'Update Species' }).click();
  await expect(form.getByRole('button', { name: 'Updating...' })).toBeDisabled();
  const after = Date.now();
  updating.release();

  await expectToast(page, 'Species updated successfully!', undefined, 'success');
  await expect(form).toBeHidden();
  await expect(editButton).toBeFocused();
  expect(uploads.fields).toEqual([['image'], ['image']]);
  const body = (await sent).postDataJSON() as Species;
  expect(body).toEqual({
    commonName,
    scientificName: species.scientificName,
    environment: species.environment,
    status: 'Endangered',
    niche: species.niche,
    description: species.description,
    careInstructions: 'Feed weekly.',
    isActive: true,
    photos: [...species.photos, demoPhotos[1]],
    updateNotes: [
      { date: '2026-01-02T10:00:00.000Z', note: 'Arrived.' },
      { date: expect.any(String), note: 'Laid eggs on the glass.', photos: [demoPhotos[2]] },
    ],
  });
  const stamped = Date.parse(body.updateNotes[1]!.date);
  expect(stamped).toBeGreaterThanOrEqual(before - 1000);
  expect(stamped).toBeLessThanOrEqual(after + 1000);

  const badge = rowOf(page, commonName).locator('.badge');
  await expect(badge).toHaveText('Endangered', slow);
  await expect(badge).toHaveAttribute('data-variant', 'destructive');
  const stored = (await adminSpecies(page)).find((entry) => entry.id === species.id)!;
  expect(stored.updateNotes.map((note) => note.note)).toEqual(['Arrived.', 'Laid eggs on the glass.']);
});

test('editing: alt texts typed beside the new photo and the note’s photo are sent with the uploads and stored', async ({
  page,
  baseURL,
}, testInfo) => {
  const commonName = uniqueName('Described Snail', testInfo.project.name);
  const species = await createSpecies(page, baseURL!, { commonName });
  await openAdminScreen(page, 'species', { search: commonName });
  const form = await openEditDialog(page, commonName, 'Edit Species');
  await form.getByLabel('Add a Photo').setInputFiles(pngFile);
  await form.getByLabel('Alt text for sprout.png', { exact: true }).fill('A snail grazing on the glass');
  await expect(form.getByLabel('Alt text for sprout.png', { exact: true })).toHaveAccessibleDescription(
    "Describe the photo. Leave empty to use the species' common name.",
  );
  await form.getByLabel('Update note', { exact: true }).fill('Laid eggs.');
  await form.getByLabel('Photo for the update note').setInputFiles({ ...pngFile, name: 'eggs.png' });
  await form.getByLabel('Alt text of the note photo').fill('A clutch of snail eggs');
  await expectNoAxeViolations(page);
  const uploads = await interceptUploads(page, { answers: [demoPhotos[1]!, demoPhotos[2]!] });
  const sent = page.waitForRequest((request: Request) => request.method() === 'PATCH');
  await form.getByRole('button', { name: 'Update Species' }).click();

  await expectToast(page, 'Species updated successfully!', undefined, 'success');
  expect(uploads.fields).toEqual([
    ['image', 'alt'],
    ['image', 'alt'],
  ]);
  const expected = { [demoPhotos[1]!]: 'A snail grazing on the glass', [demoPhotos[2]!]: 'A clutch of snail eggs' };
  expect(((await sent).postDataJSON() as Species).photoAlts).toEqual(expected);
  expect((await adminSpecies(page)).find((entry) => entry.id === species.id)!.photoAlts).toEqual(expected);
});

test('editing: photos and notes marked for removal are dropped on saving; the next photo is the card photo', async ({
  page,
  baseURL,
}, testInfo) => {
  const commonName = uniqueName('Pruned Snail', testInfo.project.name);
  const species = await createSpecies(page, baseURL!, {
    commonName,
    photos: [demoPhotos[0]!, demoPhotos[1]!],
    photoAlts: { [demoPhotos[0]!]: 'A blurred snail, uploaded by mistake', [demoPhotos[1]!]: 'A snail on a leaf' },
    updateNotes: [
      { date: '2026-01-02T10:00:00.000Z', note: 'Arived with a typo in this long note about the snail.' },
      { date: '2026-01-09T10:00:00.000Z', note: 'Grazing.' },
    ],
  });
  await openAdminScreen(page, 'species', { search: commonName });
  const form = await openEditDialog(page, commonName, 'Edit Species');
  const photos = form.getByRole('group', { name: 'Current photos' });
  await expect(photos).toContainText('removing it makes the next one the card photo');
  await expect(photos.getByRole('img')).toHaveCount(2);
  await expect(photos.getByRole('img', { name: 'A blurred snail, uploaded by mistake' })).toHaveAttribute(
    'src',
    demoPhotos[0]!,
  );
  const notes = form.getByRole('group', { name: 'Current update notes' });
  await expect(notes.getByRole('listitem').first()).toContainText('January 2, 2026');
  await expect(notes.getByRole('listitem').first().getByRole('textbox')).toHaveValue(
    'Arived with a typo in this long note about the snail.',
  );

  const removeFirstPhoto = photos.getByRole('button', { name: 'Remove photo 1', exact: true });
  await expect(removeFirstPhoto).toHaveAttribute('aria-pressed', 'false');
  await expect(removeFirstPhoto).toHaveText('Remove photo 1');
  // A keyboard press marks it, a second one undoes the mark, a third marks it again.
  await removeFirstPhoto.focus();
  await page.keyboard.press('Enter');
  await expect(removeFirstPhoto).toHaveAttribute('aria-pressed', 'true');
  await expect(photos.getByRole('listitem').first()).toContainText('Will be removed');
  await page.keyboard.press('Space');
  await expect(removeFirstPhoto).toHaveAttribute('aria-pressed', 'false');
  await expect(photos).not.toContainText('Will be removed');
  await page.keyboard.press('Enter');
  await notes.getByRole('button', { name: 'Remove note 1', exact: true }).click();
  await expect(notes.getByRole('button', { name: 'Remove note 1', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(form.getByText('Optional; added after the current photo.')).toBeVisible();
  await expectNoAxeViolations(page);

  const updating = await holdRequests(page, `/api/species/${species.id}`);
  const sent = page.waitForRequest((request: Request) => request.method() === 'PATCH');
  await form.getByRole('button', { name: 'Update Species' }).click();
  await expect(form.getByRole('button', { name: 'Updating...' })).toBeDisabled();
  updating.release();
  await expectToast(page, 'Species updated successfully!', undefined, 'success');
  await expect(form).toBeHidden();
  const body = (await sent).postDataJSON() as Species;
  expect(body.photos).toEqual([demoPhotos[1]]);
  expect(body.updateNotes).toEqual([{ date: '2026-01-09T10:00:00.000Z', note: 'Grazing.' }]);
  const stored = (await adminSpecies(page)).find((entry) => entry.id === species.id)!;
  expect(stored.photos).toEqual([demoPhotos[1]]);
  expect(stored.updateNotes).toEqual([{ date: '2026-01-09T10:00:00.000Z', note: 'Grazing.' }]);
  expect(stored.photoAlts).toEqual({ [demoPhotos[1]!]: 'A snail on a leaf' });
});

test('editing: Cancel after marking photos and notes for removal removes nothing; reopened, no marks remain', async ({
  page,
  baseURL,
}, testInfo) => {
  const commonName = uniqueName('Kept Snail', testInfo.project.name);
  const species = await createSpecies(page, baseURL!, {
    commonName,
    photos: [demoPhotos[0]!, demoPhotos[1]!],
    updateNotes: [{ date: '2026-01-02T10:00:00.000Z', note: 'Arrived.' }],
  });
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') writes.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  await openAdminScreen(page, 'species', { search: commonName });
  const editButton = rowOf(page, commonName).getByRole('button', { name: `Edit ${commonName}` });
  await editButton.click();
  const form = dialog(page, 'Edit Species');
  await form.getByRole('button', { name: 'Remove photo 1', exact: true }).click();
  await form.getByRole('button', { name: 'Remove photo 2', exact: true }).click();
  await form.getByRole('button', { name: 'Remove note 1', exact: true }).click();
  await expect(form.getByText('Optional; it becomes the card photo.')).toBeVisible();
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();

  const stored = (await adminSpecies(page)).find((entry) => entry.id === species.id)!;
  expect(stored.photos).toEqual(species.photos);
  expect(stored.updateNotes).toEqual(species.updateNotes);
  expect(writes.filter((write) => write.includes('/api/species'))).toEqual([]);
  await editButton.click();
  for (const name of ['Remove photo 1', 'Remove photo 2', 'Remove note 1'])
    await expect(form.getByRole('button', { name, exact: true })).toHaveAttribute('aria-pressed', 'false');
  await expect(form).not.toContainText('Will be removed');
});

test('a blank new note adds no note, and a failed update says "Failed to update species. Please try again."', async ({
  page,
  baseURL,
  consoleErrors,
}, testInfo) => {
  consoleErrors.allow(failedLoad);
  const commonName = uniqueName('Unchanged Snail', testInfo.project.name);
  const species = await createSpecies(page, baseURL!, {
    commonName,
    updateNotes: [{ date: '2026-01-02T10:00:00.000Z', note: 'Arrived.' }],
  });
  await openAdminScreen(page, 'species', { search: commonName });
  const form = await openEditDialog(page, commonName, 'Edit Species');
  await form.getByLabel('Update note', { exact: true }).fill(' \n  ');
  await answerWith(page, `/api/species/${species.id}`, 500, '');
  const sent = page.waitForRequest((request: Request) => request.method() === 'PATCH');
  await form.getByRole('button', { name: 'Update Species' }).click();
  expect(((await sent).postDataJSON() as Species).updateNotes).toEqual(species.updateNotes);
  await expectToast(page, 'Error', 'Failed to update species. Please try again.', 'error', { behindDialog: true });
  await expect(form).toBeVisible();
  await expect(form.getByRole('button', { name: 'Update Species' })).toBeEnabled();
});

test('deleting: the confirmation, Cancel keeps the species, "Deleting..." then the toast, and the row is gone', async ({
  page,
  baseURL,
}, testInfo) => {
  const commonName = uniqueName('Doomed Copepod', testInfo.project.name);
  await createSpecies(page, baseURL!, { commonName, isActive: false });
  await openAdminScreen(page, 'species', { search: commonName });
  const row = rowOf(page, commonName);
  await expect(row.getByRole('rowheader')).toHaveText(`${commonName} (hidden)`);
  const deleteButton = row.getByRole('button', { name: `Delete ${commonName}` });

  await deleteButton.click();
  const confirm = page.getByRole('alertdialog', { name: `Delete ${commonName}?` });
  await expect(confirm).toBeVisible();
  // Not the requirements' "This action cannot be undone": a deleted species can be restored, and the dialog says where.
  await expect(confirm).toHaveAccessibleDescription(
    'Are you sure you want to delete this species? ' +
      'It stays in Recently deleted, on the History page, for 30 days, and can be restored from there.',
  );
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(deleteButton).toBeFocused();
  await expect(row).toHaveCount(1);

  await deleteButton.click();
  const deleting = await holdRequests(page, '/api/species/*');
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(confirm.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
  deleting.release();
  await expectToast(page, 'Species deleted successfully!', undefined, 'success');
  await expect(confirm).toBeHidden();
  await expect(row).toHaveCount(0, slow);
  // The deleted row's button is gone: focus waits on the table.
  await expect(page.getByRole('region', { name: 'Species' })).toBeFocused();
  await expect(publishStatus(page)).toBeVisible();
  expect((await adminSpecies(page)).some((entry) => entry.commonName === commonName)).toBe(false);
});

test('a failed delete says "Failed to delete species. Please try again." and keeps the species', async ({
  page,
  baseURL,
  consoleErrors,
}, testInfo) => {
  consoleErrors.allow(failedLoad);
  const commonName = uniqueName('Sturdy Copepod', testInfo.project.name);
  const species = await createSpecies(page, baseURL!, { commonName, isActive: false });
  await openAdminScreen(page, 'species', { search: commonName });
  await rowOf(page, commonName)
    .getByRole('button', { name: `Delete ${commonName}` })
    .click();
  await answerWith(page, `/api/species/${species.id}`, 500, '');
  const confirm = page.getByRole('alertdialog');
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expectToast(page, 'Error', 'Failed to delete species. Please try again.', 'error', { behindDialog: true });
  await expect(confirm.getByRole('button', { name: 'Delete', exact: true })).toBeEnabled();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(rowOf(page, commonName)).toHaveCount(1);
});

test('the publish status follows a rebuild: "Publishing…", polled every 1.5 s, until the site is up to date', async ({
  page,
}) => {
  const answers = [
    { state: 'publishing', requestedAt: '2026-03-05T12:00:00.000Z' },
    { state: 'publishing', requestedAt: '2026-03-05T12:00:00.000Z' },
    { state: 'live', publishedAt: '2026-03-05T12:00:05.000Z' },
  ];
  let answered = 0;
  let releaseFirst!: () => void;
  const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
  await page.route('/api/admin/publish', async (route) => {
    const answer = answers[Math.min(answered, answers.length - 1)];
    answered += 1;
    if (answered === 1) await firstHeld;
    await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(answer) });
  });
  // The page's timers run on a fake clock that moves only as the test says, so 1.5 s is 1.5 s of
  // the page's time however busy the machine is. Each ask is stamped with that time, in the page.
  await page.clock.install();
  await page.addInitScript(() => {
    const pageFetch = window.fetch;
    const asks: number[] = [];
    Object.assign(window, { publishAsks: asks });
    window.fetch = (input, init) => {
      if (String(input).endsWith('/api/admin/publish')) asks.push(Date.now());
      return pageFetch(input, init);
    };
  });
  const asks = () => page.evaluate(() => (window as unknown as { publishAsks: number[] }).publishAsks);
  await openAdminScreen(page, 'species');
  await expect.poll(() => answered).toBe(1);
  // Paused while the first answer is held, so the next ask is timed from a clock that stands still.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  releaseFirst();
  await expect(publishStatus(page)).toHaveText('Publishing…');
  await page.clock.runFor(1499);
  expect(await asks()).toHaveLength(1);
  await page.clock.runFor(1);
  expect(await asks()).toHaveLength(2);
  // Then forward in small steps until the site is live: the third ask comes 1.5 s after the second.
  await expect(async () => {
    await page.clock.runFor(250);
    await expect(publishStatus(page)).toHaveText('Published: the public site is up to date.', { timeout: 1000 });
  }).toPass(slow);
  const stamps = await asks();
  expect(stamps).toHaveLength(3);
  expect(stamps[2]! - stamps[1]!).toBeGreaterThanOrEqual(1500);
  // Live: no more asking, however long the page stays open.
  await page.clock.runFor(60_000);
  expect(await asks()).toHaveLength(3);
  expect(answered).toBe(3);
});

test('the publish status shows a failed rebuild with its reason', async ({ page }) => {
  await answerWith(page, '/api/admin/publish', 200, {
    state: 'failed',
    failedAt: '2026-03-05T12:00:00.000Z',
    message: 'The site build failed (exit code 1); the previous site stays online.',
  });
  await openAdminScreen(page, 'species');
  await expect(publishStatus(page)).toHaveText(
    'Publishing failed: The site build failed (exit code 1); the previous site stays online.',
  );
  await expectNoAxeViolations(page);
});

test.describe('without a session', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("each admin screen sends the visitor to the sign-in page and fetches nothing of the admin's", async ({
    page,
    consoleErrors,
  }) => {
    // The gate's check answers 401, which Chrome logs.
    consoleErrors.allow(failedLoad);
    const adminReads: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/^\/api\/(admin|subscribers|species)/.test(pathname)) adminReads.push(pathname);
    });
    for (const screen of ['/admin/species', '/admin/photos', '/admin/notes', '/admin/subscribers', '/admin/journal']) {
      await test.step(screen, async () => {
        await page.goto(screen);
        await page.waitForURL('**/admin-login', slow);
        expect(adminReads).toEqual([]);
      });
    }
  });
});
