import type { Locator, Page } from '@playwright/test';
import { adminTimeOfDay, type Species } from './support/siteFacts.ts';
import {
  adminSpecies,
  createSpecies,
  demoPhotos,
  expect,
  expectNoAxeViolations,
  hydrated,
  interceptUploads,
  pngFile,
  slow,
  test,
  uniqueName,
  uploadedImageUrl,
} from './support/adminFixtures.ts';
import { openAdminScreen, pickSpecies, publishStatus } from './support/adminScreens.ts';
import { answerWith, expectToast, failedLoad, holdRequests, trackPosts } from './support/pageHelpers.ts';

/**
 * The Species Photo Manager and the Species Update Notes Manager (requirements §2, §4, §5, §8) against the
 * admin server's real API, uploads included; failures come from `page.route`. One test runs on the
 * server that really rebuilds (@publish): a new species' public page with the uploaded photo and
 * its alt texts.
 */

test.describe.configure({ timeout: 90_000 });

/** What each manager says when its form lacks the species or what to add. */
const missing = {
  'Upload Photo': 'Please select a species and a photo to upload',
  'Add Note': 'Please select a species and enter an update note',
};

/**
 * Chooses `species` by keyboard alone: its name typed in the picker's search box, then, once the
 * server's matches are listed, Tab to the select, where typing picks the option its label starts with.
 */
async function findByKeyboard(page: Page, picker: Locator, species: Species): Promise<void> {
  await page.getByRole('searchbox', { name: 'Find a species' }).focus();
  await page.keyboard.type(species.commonName);
  await expect(page.getByRole('status').filter({ hasText: `1 species match “${species.commonName}”.` })).toBeVisible(
    slow,
  );
  await page.keyboard.press('Tab');
  await expect(picker).toBeFocused();
  await page.keyboard.type(species.commonName);
  await expect(picker).toHaveValue(String(species.id));
}

/** The button refuses to send the form: an error toast says what is missing. */
async function expectRefused(page: Page, button: keyof typeof missing): Promise<void> {
  await page.getByRole('button', { name: button }).click();
  await expectToast(page, 'Error', missing[button], 'error');
}

test.describe('Species Photo Manager', () => {
  test('needs a species and a photo; the file input takes images only and waits for a species', async ({ page }) => {
    const posts = trackPosts(page);
    const listReads: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/admin/species') listReads.push(url.search);
    });
    const picker = await openAdminScreen(page, 'photos');
    const photo = page.getByLabel('Photo', { exact: true });
    await expect(photo).toBeDisabled();
    await expect(photo).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/gif,image/avif');
    // The first page of the species by name, never the whole catalogue (the demo one alone is longer);
    // the placeholder can never be chosen.
    const species = await adminSpecies(page);
    await expect(picker.locator('option:not([disabled])')).toHaveCount(25);
    await expect(page.getByRole('status').filter({ hasText: 'by name are listed' })).toHaveText(
      /^\d+ species; the first 25 by name are listed\. Type to narrow them\.$/,
    );
    expect(listReads.length).toBeGreaterThan(0);
    expect(listReads.filter((query) => !query.includes('page='))).toEqual([]);
    await expect(picker.locator('option[value=""]:not([disabled])')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await expectRefused(page, 'Upload Photo');
    await pickSpecies(picker, species[0]!);
    await expect(photo).toBeEnabled();
    await expectRefused(page, 'Upload Photo');
    expect(posts).toEqual([]);
  });

  test('shows the current photos and a preview; choosing another species clears the file and the preview', async ({
    page,
    baseURL,
  }, testInfo) => {
    const first = await createSpecies(page, baseURL!, {
      commonName: uniqueName('Photo Fern', testInfo.project.name),
      photos: [demoPhotos[0]!, demoPhotos[1]!],
    });
    const second = await createSpecies(page, baseURL!, {
      commonName: uniqueName('Photo Shrimp', testInfo.project.name),
      photos: [],
    });
    const picker = await openAdminScreen(page, 'photos');
    await pickSpecies(picker, first);
    const current = page.getByRole('region', { name: `Current photos of ${first.commonName}` });
    await expect(current.getByRole('img')).toHaveCount(2);
    await expect(current.getByRole('img').first()).toHaveAttribute('alt', `${first.commonName}, photo 1 of 2`);

    const photo = page.getByLabel('Photo', { exact: true });
    await photo.setInputFiles(pngFile);
    const preview = page.getByRole('img', { name: 'Preview of sprout.png' });
    await expect(preview).toBeVisible();
    expect(await preview.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);

    await pickSpecies(picker, second);
    await expect(preview).toHaveCount(0);
    await expect(photo).toHaveValue('');
    await expect(page.getByRole('region', { name: `Current photos of ${second.commonName}` })).toContainText(
      'No photos yet.',
    );
  });

  test('uploads, then appends the photo: "Uploading...", the toast, the list fetched again, publishing', async ({
    page,
    baseURL,
  }, testInfo) => {
    const species = await createSpecies(page, baseURL!, {
      commonName: uniqueName('Growing Fern', testInfo.project.name),
      photos: [demoPhotos[0]!],
    });
    const picker = await openAdminScreen(page, 'photos');
    await pickSpecies(picker, species);
    await page.getByLabel('Photo', { exact: true }).setInputFiles(pngFile);
    const uploads = await interceptUploads(page, { hold: true });
    const appended = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith(`/api/species/${species.id}/photo`),
    );

    await page.getByRole('button', { name: 'Upload Photo' }).click();
    await expect(page.getByRole('button', { name: 'Uploading...' })).toBeDisabled();
    uploads.release();
    await expectToast(page, 'Photo added to species successfully', undefined, 'success');
    expect(uploads.fields).toEqual([['image']]);
    const { photoUrl } = (await appended).postDataJSON() as { photoUrl: string };
    expect(photoUrl).toMatch(uploadedImageUrl);
    await expect(page.getByRole('img', { name: /^Preview of/ })).toHaveCount(0);
    await expect(page.getByLabel('Photo', { exact: true })).toHaveValue('');
    const current = page.getByRole('region', { name: `Current photos of ${species.commonName}` }).getByRole('img');
    await expect(current).toHaveCount(2, slow);
    await expect(current.nth(1)).toHaveAttribute('src', photoUrl);
    await expect
      .poll(() => current.nth(1).evaluate((image) => (image as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await expect(publishStatus(page)).toBeVisible();
    expect((await adminSpecies(page)).find((entry) => entry.id === species.id)!.photos).toEqual([
      demoPhotos[0],
      photoUrl,
    ]);
  });

  test(
    'a new species’ public page shows the uploaded photo with the alt text typed for it, once published',
    {
      tag: '@publish',
    },
    async ({ page, baseURL }, testInfo) => {
      // A publish rebuilds the whole site in a child process; on 2 busy cores that can take a while.
      test.setTimeout(180_000);
      // A note photo described through the API, to see the species page use that text too.
      const commonName = uniqueName('Described Shrimp', testInfo.project.name);
      const notePhoto = demoPhotos[2]!;
      const species = await createSpecies(page, baseURL!, {
        commonName,
        photos: [],
        updateNotes: [{ date: '2026-01-02T10:00:00.000Z', note: 'Molted.', photos: [notePhoto] }],
        photoAlts: { [notePhoto]: `The shed skin of the ${commonName}` },
      });
      const alt = `${species.commonName} resting on a hornwort stem`;
      const picker = await openAdminScreen(page, 'photos');
      const altText = page.getByRole('textbox', { name: 'Alt text' });
      await expect(altText).toBeDisabled();
      await pickSpecies(picker, species);
      await expect(altText).toHaveAccessibleDescription(
        "Describe the photo. Leave empty to use the species' common name.",
      );
      await page.getByLabel('Photo', { exact: true }).setInputFiles(pngFile);
      await expectNoAxeViolations(page);
      await altText.fill(`  ${alt} `);
      const uploads = await interceptUploads(page);
      const appended = page.waitForRequest(
        (request) => request.method() === 'POST' && request.url().endsWith(`/api/species/${species.id}/photo`),
      );

      await page.getByRole('button', { name: 'Upload Photo' }).click();
      await expectToast(page, 'Photo added to species successfully', undefined, 'success');
      expect(uploads.fields).toEqual([['image', 'alt']]);
      const { photoUrl, alt: sentAlt } = (await appended).postDataJSON() as { photoUrl: string; alt: string };
      expect(photoUrl).toMatch(uploadedImageUrl);
      expect(sentAlt).toBe(alt);
      await expect(altText).toHaveValue('');
      const current = page.getByRole('region', { name: `Current photos of ${species.commonName}` }).getByRole('img');
      await expect(current).toHaveCount(1, slow);
      await expect(current.first()).toHaveAttribute('alt', alt);
      expect((await adminSpecies(page)).find((entry) => entry.id === species.id)!.photoAlts).toEqual({
        [notePhoto]: `The shed skin of the ${commonName}`,
        [photoUrl]: alt,
      });

      // The public site is rebuilt (other tests write too): its own page of the species carries the text.
      await expect
        .poll(
          async () => {
            const response = await page.request.get(`/species/${species.id}`);
            return response.status() === 200 && (await response.text()).includes(`alt="${alt}"`);
          },
          { timeout: 120_000, intervals: [1000] },
        )
        .toBe(true);
      await page.goto(`/species/${species.id}`);
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1, name: commonName })).toBeVisible();
      const photo = page.locator('.species-gallery-photo');
      await expect(photo).toHaveAttribute('alt', alt);
      await expect(photo).toHaveAttribute('src', photoUrl);
      // The uploaded photo itself, as the media endpoint serves it.
      await expect.poll(() => photo.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', alt);
      await page.getByRole('tab', { name: 'Updates' }).click();
      await expect(page.getByRole('tabpanel', { name: 'Updates' }).getByRole('img')).toHaveAttribute(
        'alt',
        `The shed skin of the ${commonName}`,
      );
      // The newest species is on the catalogue's last page; its search finds it by the name's unique word.
      await page.goto(`/species?q=${encodeURIComponent(commonName.split(' ').at(-1)!)}`);
      await expect(page.locator('.species-card').filter({ hasText: commonName }).getByRole('img')).toHaveAttribute(
        'alt',
        alt,
      );
    },
  );

  test('a photo without alt text keeps the default; a text over 200 characters is refused before uploading', async ({
    page,
    baseURL,
  }, testInfo) => {
    const posts = trackPosts(page);
    const species = await createSpecies(page, baseURL!, {
      commonName: uniqueName('Plain Shrimp', testInfo.project.name),
      photos: [],
    });
    const picker = await openAdminScreen(page, 'photos');
    await pickSpecies(picker, species);
    await page.getByLabel('Photo', { exact: true }).setInputFiles(pngFile);
    const altText = page.getByRole('textbox', { name: 'Alt text' });
    // maxlength stops typing past the limit; a pasted or scripted value can still exceed it.
    await altText.evaluate((input) => input.removeAttribute('maxlength'));
    await altText.fill('x'.repeat(201));
    await page.getByRole('button', { name: 'Upload Photo' }).click();
    await expect(altText).toHaveAccessibleDescription(/The alt text can be at most 200 characters\.$/);
    expect(posts).toEqual([]);

    await altText.fill('');
    const appended = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith(`/api/species/${species.id}/photo`),
    );
    await page.getByRole('button', { name: 'Upload Photo' }).click();
    await expectToast(page, 'Photo added to species successfully', undefined, 'success');
    expect(Object.keys((await appended).postDataJSON() as object)).toEqual(['photoUrl']);
    const current = page.getByRole('region', { name: `Current photos of ${species.commonName}` }).getByRole('img');
    await expect(current).toHaveCount(1, slow);
    await expect(current.first()).toHaveAttribute('alt', `${species.commonName}, photo 1 of 1`);
    expect((await adminSpecies(page)).find((entry) => entry.id === species.id)!.photoAlts).toEqual({});
  });

  test('by keyboard alone: choose the species, the photo and its alt text, then upload', async ({
    page,
    baseURL,
  }, testInfo) => {
    const species = await createSpecies(page, baseURL!, {
      commonName: uniqueName('Keyboard Fern', testInfo.project.name),
      photos: [],
    });
    const picker = await openAdminScreen(page, 'photos');
    await findByKeyboard(page, picker, species);
    await page.keyboard.press('Tab');
    const photo = page.getByLabel('Photo', { exact: true });
    await expect(photo).toBeFocused();
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Space');
    await (await chooser).setFiles(pngFile);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'Alt text' })).toBeFocused();
    await page.keyboard.type(`${species.commonName} by keyboard`);
    await page.keyboard.press('Enter');
    await expectToast(page, 'Photo added to species successfully', undefined, 'success');
    const current = page.getByRole('region', { name: `Current photos of ${species.commonName}` }).getByRole('img');
    await expect(current).toHaveCount(1, slow);
    await expect(current.first()).toHaveAttribute('alt', `${species.commonName} by keyboard`);
  });

  for (const failing of ['the upload', 'appending the photo'] as const) {
    test(`when ${failing} fails it says "Failed to upload photo. Please try again."`, async ({
      page,
      baseURL,
      consoleErrors,
    }, testInfo) => {
      consoleErrors.allow(failedLoad);
      const species = await createSpecies(page, baseURL!, {
        commonName: uniqueName('Camera-shy Fern', testInfo.project.name),
      });
      const picker = await openAdminScreen(page, 'photos');
      await pickSpecies(picker, species);
      await page.getByLabel('Photo', { exact: true }).setInputFiles(pngFile);
      if (failing === 'the upload') await answerWith(page, '/api/upload', 500, '');
      else {
        await interceptUploads(page, { answers: [demoPhotos[2]!] });
        await answerWith(page, `/api/species/${species.id}/photo`, 500, '');
      }
      await page.getByRole('button', { name: 'Upload Photo' }).click();
      await expectToast(page, 'Error', 'Failed to upload photo. Please try again.', 'error');
      await expect(page.getByRole('button', { name: 'Upload Photo' })).toBeEnabled();
      await expect(page.getByRole('img', { name: 'Preview of sprout.png' })).toBeVisible();
    });
  }
});

test.describe('Species Update Notes Manager', () => {
  test('needs a species and a note that is not blank', async ({ page }) => {
    const posts = trackPosts(page);
    const picker = await openAdminScreen(page, 'notes');
    await expectNoAxeViolations(page);
    await expectRefused(page, 'Add Note');
    await page.getByRole('textbox', { name: 'Update note' }).fill('Without a species.');
    await expectRefused(page, 'Add Note');
    const [first] = await adminSpecies(page);
    await pickSpecies(picker, first!);
    await page.getByRole('textbox', { name: 'Update note' }).fill('  \n ');
    await expectRefused(page, 'Add Note');
    expect(posts).toEqual([]);
  });

  test('adds a note: "Adding Note...", toast, box cleared and focused, the note listed with today’s date', async ({
    page,
    baseURL,
  }, testInfo) => {
    const species = await createSpecies(page, baseURL!, {
      commonName: uniqueName('Noted Snail', testInfo.project.name),
      updateNotes: [{ date: '2026-01-02T10:00:00.000Z', note: 'Arrived in the tank.' }],
    });
    const picker = await openAdminScreen(page, 'notes');
    await pickSpecies(picker, species);
    const notes = page.getByRole('region', { name: `Update notes of ${species.commonName}` });
    await expect(notes.getByRole('listitem')).toHaveCount(1);
    await expect(notes.getByRole('listitem').first()).toContainText('January 2, 2026');
    await expect(notes.getByRole('listitem').first()).toContainText('Arrived in the tank.');

    const box = page.getByRole('textbox', { name: 'Update note' });
    await box.fill('  Laid a clutch of eggs.  ');
    const held = await holdRequests(page, `/api/species/${species.id}/update-note`);
    const sent = page.waitForRequest((request) => request.url().endsWith(`/api/species/${species.id}/update-note`));
    await page.getByRole('button', { name: 'Add Note' }).click();
    await expect(page.getByRole('button', { name: 'Adding Note...' })).toBeDisabled();
    held.release();
    await expectToast(page, 'Update note added successfully', undefined, 'success');
    expect((await sent).postDataJSON()).toEqual({ note: 'Laid a clutch of eggs.' });
    await expect(box).toHaveValue('');
    await expect(box).toBeFocused();
    await expect(notes.getByRole('listitem')).toHaveCount(2, slow);
    // Newest first, dated by the server now, shown in the site's time zone.
    await expect(notes.getByRole('listitem').first()).toContainText('Laid a clutch of eggs.');
    await expect(notes.getByRole('listitem').first().locator('time')).toHaveText(adminTimeOfDay(new Date()));
    await expect(publishStatus(page)).toBeVisible();
    // Back at the top: focusing the box scrolled the search box under the sticky header, which axe
    // counts as a target too small.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoAxeViolations(page);
  });

  test('by keyboard alone: choose the species, type the note, add it', async ({ page, baseURL }, testInfo) => {
    const species = await createSpecies(page, baseURL!, {
      commonName: uniqueName('Keyboard Snail', testInfo.project.name),
    });
    const picker = await openAdminScreen(page, 'notes');
    await findByKeyboard(page, picker, species);
    await page.keyboard.press('Tab');
    const box = page.getByRole('textbox', { name: 'Update note' });
    await expect(box).toBeFocused();
    await page.keyboard.type('Noted without a mouse.');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Add Note' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expectToast(page, 'Update note added successfully', undefined, 'success');
    const notes = page.getByRole('region', { name: `Update notes of ${species.commonName}` });
    await expect(notes.getByRole('listitem').first()).toContainText('Noted without a mouse.', slow);
    await expect(box).toBeFocused();
  });

  test('a failed note says "Failed to add update note. Please try again." and keeps the text', async ({
    page,
    baseURL,
    consoleErrors,
  }, testInfo) => {
    consoleErrors.allow(failedLoad);
    const species = await createSpecies(page, baseURL!, {
      commonName: uniqueName('Quiet Snail', testInfo.project.name),
    });
    const picker = await openAdminScreen(page, 'notes');
    await pickSpecies(picker, species);
    await answerWith(page, `/api/species/${species.id}/update-note`, 500, '');
    await page.getByRole('textbox', { name: 'Update note' }).fill('Lost note.');
    await page.getByRole('button', { name: 'Add Note' }).click();
    await expectToast(page, 'Error', 'Failed to add update note. Please try again.', 'error');
    await expect(page.getByRole('textbox', { name: 'Update note' })).toHaveValue('Lost note.');
    await expect(page.getByRole('region', { name: `Update notes of ${species.commonName}` })).toContainText(
      'No updates available for this species.',
    );
  });
});
