import type { Locator, Page } from '@playwright/test';
import {
  createBiome,
  createNewsletterIssue,
  createPost,
  createResource,
  createSpecies,
  deleteSpecies,
  demoPhotos,
  expect,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  pngFile,
  sendContactMessage,
  slow,
  subscribe,
  test,
  uniqueName,
} from './support/adminFixtures.ts';
import {
  expectButtonWordsWhole,
  expectWithinScreenWidth,
  openAdminScreen,
  openEditDialog,
  pickSpecies,
  recentlyDeletedSpecies,
  rowOf,
} from './support/adminScreens.ts';

/**
 * Every admin screen at the desktop's width and at the phone's: nothing scrolls the page sideways,
 * no button's word breaks mid-letter, each row's actions are on the screen (on a phone the tables
 * become cards), each dialog fits, and axe finds nothing in what that width shows. The flows
 * themselves are tested once, at the desktop's width, in the other specs.
 */

test.describe.configure({ timeout: 90_000 });

/**
 * Where the text of `locator` wraps: for each line after the first, the last character of the line
 * before it and the text the line starts with (read from where each character is drawn).
 */
async function lineBreaksOf(locator: Locator): Promise<string[]> {
  return locator.evaluate((element) => {
    const text = element.textContent ?? '';
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const tops: number[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let index = 0; index < node.textContent!.length; index++) {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        tops.push(Math.round(range.getBoundingClientRect().top));
      }
    }
    const starts = tops.flatMap((top, index) => (index > 0 && top > tops[index - 1]! ? [index] : []));
    return starts.map((start) => text.slice(start - 1));
  });
}

/** What the screen shows now fits its width, with no button's word broken mid-letter, and passes axe. */
async function expectFits(page: Page, dialog?: Locator): Promise<void> {
  if (dialog) await expectWithinScreenWidth(dialog);
  await expectNoSidewaysScroll(page);
  await expectButtonWordsWhole(page);
  await expectNoAxeViolations(page);
}

/** A table that becomes cards: the row's actions are on the screen and its region scrolls nothing sideways. */
async function expectRowActionsOnScreen(page: Page, region: Locator, name: string): Promise<void> {
  for (const action of ['Edit', 'Delete'])
    await expectWithinScreenWidth(rowOf(page, name).getByRole('button', { name: `${action} ${name}`, exact: true }));
  expect(await region.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
  // Back at the top, where the sticky header covers no row (axe counts a covered link as too small).
  await page.evaluate(() => window.scrollTo(0, 0));
}

test.describe('each admin screen at this width', { tag: '@viewport' }, () => {
  // The catalogue's and the journal's tables: each becomes a list of cards on a phone.
  const tables = [
    {
      screen: 'species',
      region: 'Species',
      dialog: 'Edit Species',
      name: 'Reachable Snail with a rather long common name',
      add: (page: Page, baseURL: string, commonName: string) =>
        createSpecies(page, baseURL, { commonName, isActive: false }),
    },
    { screen: 'biomes', region: 'Biomes', dialog: 'Edit Biome', name: 'Reachable Lake', add: createBiome },
    { screen: 'resources', region: 'Resources', dialog: 'Edit Resource', name: 'Reachable Film', add: createResource },
    {
      screen: 'journal',
      region: 'Posts',
      dialog: 'Edit Post',
      name: 'Reachable Post with a title long enough to wrap',
      add: (page: Page, baseURL: string, title: string) => createPost(page, baseURL, { title }),
    },
  ] as const;

  for (const table of tables) {
    test(`${table.screen}: every row’s Edit and Delete on the screen, and the edit dialog`, async ({
      page,
      baseURL,
    }, testInfo) => {
      const name = uniqueName(table.name, testInfo.project.name);
      await table.add(page, baseURL!, name);
      // Species come a page at a time: the new one is found by its name.
      await openAdminScreen(page, table.screen, table.screen === 'species' ? { search: name } : {});
      await expectRowActionsOnScreen(page, page.getByRole('region', { name: table.region }), name);
      await expectFits(page);

      await expectFits(page, await openEditDialog(page, name, table.dialog));
    });
  }

  test('messages: the inbox, an opened message and the delete confirmation', async ({ page, baseURL }, testInfo) => {
    const subject = uniqueName('Fitting question', testInfo.project.name);
    await sendContactMessage(page.request, baseURL!, {
      name: 'Ada Reader',
      subject,
      message:
        'I built the jar you describe in the lake guide. The snails multiply fast and the water is clouding ' +
        'after two weeks: should I remove some of them, or add more hornwort first?',
    });
    await openAdminScreen(page, 'messages');
    const open = page.getByRole('button', { name: subject });
    await expectWithinScreenWidth(open);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectFits(page);

    await open.click();
    const dialog = page.getByRole('dialog', { name: subject });
    await expectFits(page, dialog);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    const confirmation = page.getByRole('alertdialog', { name: 'Delete this message?' });
    await expectFits(page, confirmation);
  });

  test('subscribers: each row’s Unsubscribe and Erase on the screen, the address whole, the confirmation', async ({
    page,
    baseURL,
  }, testInfo) => {
    // Long enough that a phone's card must wrap it.
    const email =
      `fitting.subscriber-${testInfo.project.name}-${Date.now().toString(36)}` + '@mail.closed-biomes.example.org';
    await subscribe(page, baseURL!, email);
    await openAdminScreen(page, 'subscribers');
    const region = page.getByRole('region', { name: 'Subscribers' });
    for (const action of ['Unsubscribe', 'Erase'])
      await expectWithinScreenWidth(page.getByRole('button', { name: `${action} ${email}`, exact: true }));
    expect(await region.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    const breaks = await lineBreaksOf(rowOf(page, email).getByRole('rowheader'));
    if (testInfo.project.name === 'admin-phone') expect(breaks.length).toBeGreaterThan(0);
    for (const brokenAt of breaks)
      expect(brokenAt, `"${email}" wraps only before "@" or ".", or after a hyphen`).toMatch(/^(-|.[@.])/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectFits(page);

    await page.getByRole('button', { name: `Erase ${email}` }).click();
    await expectFits(page, page.getByRole('alertdialog', { name: `Erase ${email}?` }));
  });

  test('history: a recently deleted species with its Restore, and the restore confirmation', async ({
    page,
    baseURL,
  }, testInfo) => {
    const species = await createSpecies(page, baseURL!, {
      commonName: uniqueName('Fitting Snail', testInfo.project.name),
    });
    await deleteSpecies(page, baseURL!, species.id);
    await openAdminScreen(page, 'history');
    const restore = recentlyDeletedSpecies(page, species.commonName).getByRole('button', {
      name: /^Restore change \d+$/,
    });
    await expectWithinScreenWidth(restore);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectFits(page);

    await restore.click();
    await expectFits(page, page.getByRole('alertdialog', { name: 'Restore this version?' }));
  });

  test('photos: a species’ current photos and the preview of a chosen one', async ({ page, baseURL }, testInfo) => {
    const species = await createSpecies(page, baseURL!, {
      commonName: uniqueName('Fitting Fern', testInfo.project.name),
      photos: [demoPhotos[0]!, demoPhotos[1]!],
    });
    const picker = await openAdminScreen(page, 'photos');
    await pickSpecies(picker, species);
    await expect(
      page.getByRole('region', { name: `Current photos of ${species.commonName}` }).getByRole('img'),
    ).toHaveCount(2, slow);
    await page.getByLabel('Photo', { exact: true }).setInputFiles(pngFile);
    await expect(page.getByRole('img', { name: 'Preview of sprout.png' })).toBeVisible();
    await expectFits(page);
  });

  test('newsletter: the issues, New issue, an opened issue’s preview and the send confirmation', async ({
    page,
    baseURL,
  }, testInfo) => {
    // An active subscriber, so that the confirmation offers the send; the test never confirms it.
    await subscribe(page, baseURL!, `fitting-reader-${testInfo.project.name}-${Date.now().toString(36)}@example.org`);
    const subject = uniqueName('Fitting issue with a rather long subject about moss', testInfo.project.name);
    await createNewsletterIssue(page, baseURL!, subject, '# Moss\n\nThe moss grew over the **stones** in a week.');
    await openAdminScreen(page, 'newsletter');
    const open = page.getByRole('button', { name: `Open ${subject}` });
    await expectWithinScreenWidth(open);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectFits(page);

    await page.getByRole('button', { name: 'New issue' }).click();
    const dialog = page.getByRole('dialog', { name: 'New issue' });
    await expectFits(page, dialog);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await open.click();
    const panel = page.getByRole('region', { name: subject });
    await expect(panel.getByRole('region', { name: `Plain text of “${subject}”` })).toContainText('stones', slow);
    await expectWithinScreenWidth(panel.locator('iframe'));
    await expectFits(page);
    await panel.getByRole('button', { name: 'Send to all subscribers' }).click();
    const confirmation = page.getByRole('alertdialog', { name: `Send “${subject}” to all subscribers?` });
    await expectFits(page, confirmation);
    await confirmation.getByRole('button', { name: 'Cancel' }).click();
    await expect(panel.getByRole('button', { name: 'Send to all subscribers' })).toBeFocused();
  });

  test('settings: the switch and its Save', async ({ page }) => {
    await openAdminScreen(page, 'settings');
    await expectWithinScreenWidth(page.getByRole('button', { name: 'Save Settings' }));
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectFits(page);
  });

  test('notes: a species’ update notes beside the form', async ({ page, baseURL }, testInfo) => {
    const species = await createSpecies(page, baseURL!, {
      commonName: uniqueName('Fitting Shrimp', testInfo.project.name),
      updateNotes: [{ date: '2026-01-02T10:00:00.000Z', note: 'Arrived in the tank, and settled at once.' }],
    });
    const picker = await openAdminScreen(page, 'notes');
    await pickSpecies(picker, species);
    await expect(
      page.getByRole('region', { name: `Update notes of ${species.commonName}` }).getByRole('listitem'),
    ).toHaveCount(1, slow);
    await expectFits(page);
  });
});
