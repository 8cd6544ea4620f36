import {
  adminResources,
  createResource,
  expect,
  expectNoAxeViolations,
  pngFile,
  slow,
  test,
  uniqueName,
} from './support/adminFixtures.ts';
import { openAdminScreen, rowOf } from './support/adminScreens.ts';
import { expectToast } from './support/pageHelpers.ts';

/**
 * The resources screen against the admin server's real API. The server records
 * each publish without rebuilding: that an edited resource reaches /resources is adminCataloguePublish.spec.ts.
 */

test.describe.configure({ timeout: 90_000 });

/** A one-page PDF: the upload recognises documents by their bytes. */
const pdfFile = {
  name: 'Jar Journal.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
};

test('adds a PDF resource with its document and picture uploaded, after messages at the missing fields', async ({
  page,
}, testInfo) => {
  const title = uniqueName('Jar Journal', testInfo.project.name);
  await openAdminScreen(page, 'resources');

  await page.getByRole('button', { name: 'Add New Resource' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Resource' });
  await expect(dialog.getByLabel('Title')).toBeFocused();
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Description').fill('A weekly log sheet for your jar.');
  await dialog.getByRole('button', { name: 'Add Resource' }).click();
  await expect(dialog.getByLabel('Type')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('Type')).toBeFocused();
  await expect(dialog.getByText('Choose a picture: every card shows one.')).toBeVisible();
  await expectNoAxeViolations(page);

  await dialog.getByLabel('Type').selectOption('PDF');
  await dialog.getByRole('button', { name: 'Add Resource' }).click();
  await expect(dialog.getByLabel('Document')).toHaveAccessibleDescription(/Add the file/);
  await dialog.getByLabel('Document').setInputFiles(pdfFile);
  await dialog.getByLabel('Picture').setInputFiles(pngFile);
  await dialog.getByRole('button', { name: 'Add Resource' }).click();
  await expectToast(page, 'Resource added successfully!', undefined, 'success');

  const row = rowOf(page, title);
  await expect(row).toContainText('PDF', slow);
  const stored = (await adminResources(page)).find((resource) => resource.title === title)!;
  // The original name is kept, percent-encoded (RFC 3986), after the key. (How /media serves a
  // document: tests/integration/documentUpload.test.ts.)
  expect(stored.fileUrl).toMatch(/^\/media\/[\w.-]+\/Jar%20Journal\.pdf$/);
  await expect(row.getByRole('link', { name: `Document of ${title}` })).toHaveAttribute('href', stored.fileUrl);
});

test('a video needs its https address, said at the field', async ({ page }) => {
  await openAdminScreen(page, 'resources');
  await page.getByRole('button', { name: 'Add New Resource' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Resource' });
  await dialog.getByLabel('Type').selectOption('Video');
  await dialog.getByLabel('Video address').fill('http://www.youtube.com/watch?v=abc');
  await dialog.getByRole('button', { name: 'Add Resource' }).click();
  await expect(dialog.getByLabel('Video address')).toHaveAccessibleDescription(
    /A video’s address must start with https:\/\//,
  );
  await expect(dialog.getByLabel('Video address')).toHaveAttribute('aria-invalid', 'true');
});

test('a keyboard-only edit shows in its History tab, old title to new; a delete needs the confirmation', async ({
  page,
  baseURL,
}, testInfo) => {
  const resource = await createResource(page, baseURL!, uniqueName('Pond Film', testInfo.project.name));
  const newTitle = `${resource.title} (edited)`;
  await openAdminScreen(page, 'resources');
  await page.getByRole('button', { name: `Edit ${resource.title}` }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Edit Resource' });
  await expect(dialog.getByLabel('Title')).toBeFocused();
  await expect(dialog.getByLabel('Video address')).toHaveValue('https://www.youtube.com/watch?v=abc');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(newTitle);
  await page.keyboard.press('Enter');
  await expectToast(page, 'Resource updated successfully!', undefined, 'success');
  // The edit is in the resource's History tab, from the old title to the new.
  await page.getByRole('button', { name: `Edit ${newTitle}` }).click();
  await dialog.getByRole('tab', { name: 'History' }).click();
  const edit = dialog.getByRole('list', { name: 'Versions' }).getByRole('listitem').first();
  await expect(edit).toContainText(`edited resource “${newTitle}”`, slow);
  await edit.getByText('What changed').click();
  await expect(edit.getByRole('insertion')).toContainText(['(edited)']);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: `Delete ${newTitle}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Delete ${newTitle}?` });
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Resource deleted successfully!', undefined, 'success');
  await expect(page.getByRole('rowheader', { name: newTitle })).toHaveCount(0, slow);
});
