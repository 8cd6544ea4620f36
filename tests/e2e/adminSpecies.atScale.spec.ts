import { expect, test, uniqueName } from './support/adminFixtures.ts';
import { openAdminScreen, rowOf, searchSpecies } from './support/adminScreens.ts';
import { expectToast } from './support/pageHelpers.ts';
import { speciesCsvFile } from './support/speciesCsvFile.ts';
import type { PublicSpecies as Species } from './support/siteFacts.ts';

/**
 * Species Management at scale (docs/design.md decision 14), on the at-scale project's server of 1,000
 * generated species: the table searches and pages on the server, and an import of hundreds of rows
 * is checked whole before anything is stored. The public side: catalogue.atScale.spec.ts.
 */
test.describe.configure({ timeout: 90_000 });

const rowsInFile = 200;

test('the table finds a species among 1,000 by its name, on the server', async ({ page, request }) => {
  const species = (await (await request.get('/api/species')).json()) as Species[];
  expect(species.length).toBeGreaterThanOrEqual(1000);
  const target = species.at(-1)!;
  await openAdminScreen(page, 'species');
  await expect(rowOf(page, target.commonName)).toHaveCount(0);
  await searchSpecies(page, target.scientificName);
  await expect(rowOf(page, target.commonName)).toBeVisible();
});

test('an import of 200 rows with one bad row stores nothing; without it, all 200', async ({
  page,
  consoleErrors,
}, info) => {
  // The check of the file with a wrong row is answered 422, which Chromium logs.
  consoleErrors.allow(/status of 422/);
  const label = uniqueName('Scale fern', info.project.name);
  const rows = Array.from(
    { length: rowsInFile },
    (_, index) =>
      `${label} ${index + 1},Microsorum pteropus,Lake Biome,Stable,Primary Producer,Fern number ${index + 1}.`,
  );
  const withBadRow = rows.map((row, index) => (index === 149 ? row.replace('Lake Biome', 'Moon Biome') : row));
  await openAdminScreen(page, 'species');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import species' });
  const file = dialog.getByLabel('File (.csv or .json)');

  await file.setInputFiles(speciesCsvFile(withBadRow));
  const problems = dialog.getByRole('alert');
  // Row 151 of the file: the header is its first row.
  await expect(problems).toContainText('1 problem in the file; nothing will be imported.');
  await expect(problems.getByRole('listitem')).toHaveText([/^Row 151, environment: /]);
  await expect(dialog.getByRole('button', { name: /^Import \d/ })).toHaveCount(0);

  await file.setInputFiles(speciesCsvFile(rows));
  await expect(dialog.getByRole('status')).toHaveText(
    `The file holds ${rowsInFile} species, all valid. Nothing is stored until you import them.`,
  );
  await dialog.getByRole('button', { name: `Import ${rowsInFile} species` }).click();
  await expectToast(page, `Imported ${rowsInFile} species.`, undefined, 'success');
  await searchSpecies(page, `${label} ${rowsInFile}`);
  await expect(rowOf(page, `${label} ${rowsInFile}`)).toBeVisible();
});
