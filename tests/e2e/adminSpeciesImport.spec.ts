import { expect, expectNoAxeViolations, test, uniqueName } from './support/adminFixtures.ts';
import { expectWithinScreenWidth, openAdminScreen, rowOf, searchSpecies } from './support/adminScreens.ts';
import { expectToast } from './support/pageHelpers.ts';
import { speciesCsvFile } from './support/speciesCsvFile.ts';

/**
 * The species screen's Import: the chosen file is checked before anything is stored, its problems
 * listed by row and field, and the import happens on "Import N species"; History shows it as one
 * change. What the server checks and stores, the export and the undo are the integration tests'
 * (tests/integration/speciesImport.test.ts).
 */

test('Import previews a file, lists its problems by row, and imports only on confirmation', async ({
  page,
  consoleErrors,
}, info) => {
  // The check of the file with a wrong row is answered 422, which Chromium logs.
  consoleErrors.allow(/status of 422/);
  const fern = uniqueName('Imported fern', info.project.name);
  const moss = uniqueName('Imported moss', info.project.name);
  await openAdminScreen(page, 'species');
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/admin/species/export');

  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import species' });
  const file = dialog.getByLabel('File (.csv or .json)');
  // The dialog opens on its file field, so the keyboard goes straight to choosing a file.
  await expect(file).toBeFocused();

  await file.setInputFiles(
    speciesCsvFile([
      `${fern},Microsorum pteropus,Lake Biome,Stable,Primary Producer,A fern.`,
      `${moss},Taxiphyllum barbieri,Desert,Stable,Primary Producer,A moss.`,
    ]),
  );
  const problems = dialog.getByRole('alert');
  await expect(problems).toContainText('1 problem in the file; nothing will be imported.');
  await expect(problems.getByRole('listitem')).toHaveText([/^Row 3, environment: Choose one of the environment/]);
  await expect(dialog.getByRole('button', { name: /^Import \d/ })).toHaveCount(0);
  await expectNoAxeViolations(page, { within: '[role="dialog"]' });

  await file.setInputFiles(
    speciesCsvFile([
      `${fern},Microsorum pteropus,Lake Biome,Stable,Primary Producer,A fern.`,
      `${moss},Taxiphyllum barbieri,Lake Biome,Stable,Primary Producer,A moss.`,
    ]),
  );
  await expect(dialog.getByRole('status')).toHaveText(
    'The file holds 2 species, all valid. Nothing is stored until you import them.',
  );
  await expect(rowOf(page, fern)).toHaveCount(0);
  // It fits a phone's width as it is about to be confirmed.
  await page.setViewportSize({ width: 390, height: 800 });
  const confirm = dialog.getByRole('button', { name: 'Import 2 species' });
  await expectWithinScreenWidth(dialog);
  await expectWithinScreenWidth(confirm);
  await confirm.focus();
  await page.keyboard.press('Enter');

  await expectToast(page, 'Imported 2 species.', undefined, 'success');
  await expect(dialog).toBeHidden();
  // The table is paged by the server: each imported species is found by its name.
  await searchSpecies(page, fern);
  await expect(rowOf(page, fern)).toBeVisible();
  await searchSpecies(page, moss);
  await expect(rowOf(page, moss)).toBeVisible();

  // History shows the import as one change, its species listed under What changed.
  await openAdminScreen(page, 'history');
  const change = page
    .getByRole('list', { name: 'Changes' })
    .getByRole('listitem')
    .filter({ hasText: 'imported 2 species' })
    .filter({ hasText: fern });
  await change.getByText('What changed').click();
  await expect(change.getByRole('region', { name: /^Species added/ }).getByRole('listitem')).toHaveText([
    new RegExp(`^${fern} \\(id \\d+\\)$`),
    new RegExp(`^${moss} \\(id \\d+\\)$`),
  ]);
  await expect(change.getByRole('button', { name: /^Remove the 2 species \(undo the import\)/ })).toBeVisible();
});
