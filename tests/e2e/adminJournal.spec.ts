import {
  adminPosts,
  createPost,
  expect,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  pngFile,
  slow,
  test,
  uniqueName,
  uploadedImageUrl,
} from './support/adminFixtures.ts';
import { confirmRestore, openAdminScreen, openEditDialog, publishStatus, rowOf } from './support/adminScreens.ts';
import { expectToast, failedLoad } from './support/pageHelpers.ts';

/**
 * The journal screen against the admin server's real API. The server records each publish without
 * rebuilding; that a published post reaches /journal is the @publish test at the end. The table and the
 * edit dialog at each width are in adminLayout.spec.ts.
 */

test.describe.configure({ timeout: 90_000 });

test('adds a post: messages at their fields, the alt text required, the Markdown previewed, listed as a draft', async ({
  page,
}, testInfo) => {
  const title = uniqueName('Six Months Sealed', testInfo.project.name);
  await openAdminScreen(page, 'journal');
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Journal' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await page.getByRole('button', { name: 'Add New Post' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Post' });
  await expect(dialog.getByLabel('Title')).toBeFocused();
  await dialog.getByRole('button', { name: 'Add Post' }).click();
  await expect(dialog.getByLabel('Title')).toHaveAccessibleDescription('Title is required.');
  await expect(dialog.getByLabel('Title')).toBeFocused();
  await expect(dialog.getByLabel('Category')).toHaveAccessibleDescription('Choose a category.');
  await expect(dialog.getByText('Choose a picture: every card shows one.')).toBeVisible();
  await expect(dialog.getByLabel('Alt text')).toHaveAccessibleDescription(
    /Alt text is required: describe the picture for people who cannot see it\./,
  );
  await expectNoAxeViolations(page);

  await dialog.getByLabel('Title').fill(title);
  // The address the title gives, shown as it is typed.
  await expect(dialog.getByLabel('Address')).toHaveAccessibleDescription(
    new RegExp(`^On the site: /journal/six-months-sealed-${testInfo.project.name}-`),
  );
  await dialog.getByLabel('Category').selectOption('Research Insights');
  await dialog.getByLabel('Excerpt').fill('What a jar looks like after half a year.');
  await dialog
    .getByRole('textbox', { name: 'Content' })
    .fill('# Day one\n\nThe water was *clear*.\n\n- hornwort\n- snails\n\n<b>bold?</b>');
  await dialog.getByRole('button', { name: 'Show preview' }).click();
  const preview = dialog.getByRole('region', { name: 'Preview of the content' });
  // As the journal shows it: a level-2 heading under the post's own title, and HTML as text.
  await expect(preview.getByRole('heading', { level: 2, name: 'Day one' })).toBeVisible(slow);
  await expect(preview.getByRole('listitem')).toHaveText(['hornwort', 'snails']);
  await expect(preview.locator('em')).toHaveText('clear');
  await expect(preview).toContainText('<b>bold?</b>');
  await expect(dialog.getByRole('button', { name: 'Hide preview' })).toHaveAttribute('aria-expanded', 'true');
  await expectNoAxeViolations(page);

  await dialog.getByLabel('Picture').setInputFiles(pngFile);
  await dialog.getByRole('button', { name: 'Add Post' }).click();
  await expect(dialog.getByLabel('Alt text')).toBeFocused();
  await dialog.getByLabel('Alt text').fill('A sealed jar on a windowsill');
  await dialog.getByRole('button', { name: 'Add Post' }).click();
  await expectToast(page, 'Post added successfully!', undefined, 'success');
  await expect(dialog).toBeHidden();

  const row = rowOf(page, title);
  await expect(row).toContainText('Research Insights', slow);
  await expect(row.getByRole('cell', { name: 'Draft' })).toBeVisible();
  // A draft has no public page to link to.
  await expect(row.getByRole('rowheader').getByRole('link')).toHaveCount(0);
  const stored = (await adminPosts(page)).find((post) => post.title === title)!;
  expect(stored).toMatchObject({
    category: 'Research Insights',
    imageAlt: 'A sealed jar on a windowsill',
    isPublished: false,
  });
  expect(stored.imageUrl).toMatch(uploadedImageUrl);
  expect(stored.slug).toBe(title.toLowerCase().replaceAll(' ', '-'));
});

test('an edit, then Publish from the row: the title links to the post and the status line to its page', async ({
  page,
  baseURL,
}, testInfo) => {
  const post = await createPost(page, baseURL!, { title: uniqueName('Kettle Notes', testInfo.project.name) });
  const edited = `${post.title} (edited)`;
  await openAdminScreen(page, 'journal');
  const dialog = await openEditDialog(page, post.title, 'Edit Post');
  await expect(dialog.getByLabel('Address')).toHaveValue(post.slug);
  await expect(dialog.getByLabel('Date')).toHaveValue(post.publishedAt.slice(0, 10));
  await dialog.getByLabel('Title').fill(edited);
  await dialog.getByLabel('Date').fill('2026-03-05');
  await dialog.getByRole('button', { name: 'Update Post' }).click();
  await expectToast(page, 'Post updated successfully!', undefined, 'success');
  const row = rowOf(page, edited);
  await expect(row.getByRole('cell', { name: 'March 5, 2026' })).toBeVisible(slow);

  // Publish by keyboard; the focus stays on the row's button, which now offers the way back.
  await row.getByRole('button', { name: `Publish ${edited}` }).focus();
  await page.keyboard.press('Enter');
  await expectToast(page, 'Post published successfully!', undefined, 'success');
  await expect(row.getByRole('cell', { name: 'Published' })).toBeVisible(slow);
  await expect(row.getByRole('button', { name: `Unpublish ${edited}` })).toBeFocused();
  await expect(row.getByRole('rowheader').getByRole('link', { name: edited })).toHaveAttribute(
    'href',
    `/journal/${post.slug}`,
  );
  await expect(publishStatus(page).getByRole('link', { name: 'View on site' })).toHaveAttribute(
    'href',
    `/journal/${post.slug}`,
    slow,
  );
  const stored = (await adminPosts(page)).find((entry) => entry.id === post.id)!;
  expect(stored).toMatchObject({
    title: edited,
    isPublished: true,
    publishedAt: '2026-03-05' + post.publishedAt.slice(10),
  });

  await page.keyboard.press('Enter');
  await expectToast(page, 'Post unpublished successfully!', undefined, 'success');
  await expect(row.getByRole('cell', { name: 'Draft' })).toBeVisible(slow);
});

test('an address another post has is refused by the server, its message at the Address field', async ({
  page,
  baseURL,
  consoleErrors,
}, testInfo) => {
  // The server's 400 is logged by Chromium as a failed load.
  consoleErrors.allow(failedLoad);
  const taken = await createPost(page, baseURL!, { title: uniqueName('First Bloom', testInfo.project.name) });
  const post = await createPost(page, baseURL!, { title: uniqueName('Second Bloom', testInfo.project.name) });
  await openAdminScreen(page, 'journal');
  const dialog = await openEditDialog(page, post.title, 'Edit Post');
  await dialog.getByLabel('Address').fill(taken.slug);
  await dialog.getByRole('button', { name: 'Update Post' }).click();
  await expect(dialog.getByLabel('Address')).toHaveAccessibleDescription(
    new RegExp(`Another post already has the address /journal/${taken.slug}; choose another\\.`),
    slow,
  );
  await expect(dialog.getByLabel('Address')).toBeFocused();
  await expectNoAxeViolations(page);
  const stored = (await adminPosts(page)).find((entry) => entry.id === post.id)!;
  expect(stored.slug).toBe(post.slug);
});

test('a search finds posts by title, and a deleted post comes back from History', async ({
  page,
  baseURL,
}, testInfo) => {
  const post = await createPost(page, baseURL!, {
    title: uniqueName('Moss Diary', testInfo.project.name),
    isPublished: true,
  });
  await openAdminScreen(page, 'journal');
  const search = page.getByRole('searchbox', { name: 'Search posts' });
  await search.fill(post.title.toUpperCase());
  await search.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: `1 matches “${post.title.toUpperCase()}”` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Posts' }).getByRole('rowheader')).toHaveText([post.title]);
  await search.fill('no post is called this');
  await search.press('Enter');
  await expect(page.getByText('No posts match “no post is called this”.')).toBeVisible();
  await search.fill('');
  await expect(rowOf(page, post.title)).toBeVisible();

  await page.getByRole('button', { name: `Delete ${post.title}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Delete ${post.title}?` });
  await expect(confirm).toContainText('It stays in Recently deleted');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Post deleted successfully!', undefined, 'success');
  await expect(page.getByRole('rowheader', { name: post.title })).toHaveCount(0, slow);
  await expect(page.getByRole('region', { name: 'Posts' })).toBeFocused();

  // Undone as a biome's deletion is: from Recently deleted, under its old id and address.
  await openAdminScreen(page, 'history');
  const deleted = page
    .getByRole('list', { name: 'Recently deleted' })
    .getByRole('listitem')
    .filter({ hasText: `deleted post “${post.title}”` });
  await deleted.getByRole('button', { name: /^Restore change \d+$/ }).click();
  await confirmRestore(page);
  await expectToast(page, 'Change undone successfully!', undefined, 'success');
  await expect(deleted).toHaveCount(0, slow);
  expect((await adminPosts(page)).find((entry) => entry.id === post.id)).toMatchObject({
    slug: post.slug,
    isPublished: true,
  });
});

test('an edit is undone from the post’s History tab', async ({ page, baseURL }, testInfo) => {
  const post = await createPost(page, baseURL!, { title: uniqueName('Fog Line', testInfo.project.name) });
  await openAdminScreen(page, 'journal');
  let dialog = await openEditDialog(page, post.title, 'Edit Post');
  await dialog.getByLabel('Excerpt').fill('The fog line sank overnight.');
  await dialog.getByRole('button', { name: 'Update Post' }).click();
  await expectToast(page, 'Post updated successfully!', undefined, 'success');

  dialog = await openEditDialog(page, post.title, 'Edit Post');
  await dialog.getByRole('tab', { name: 'History' }).click();
  const edit = dialog
    .getByRole('list', { name: 'Versions' })
    .getByRole('listitem')
    .filter({ hasText: `edited post “${post.title}”` });
  await edit.getByRole('button', { name: /^Restore the version before change \d+$/ }).click();
  await confirmRestore(page);
  await expectToast(page, 'Change undone successfully!', undefined, 'success');
  await expect(dialog).toBeHidden(slow);
  expect((await adminPosts(page)).find((entry) => entry.id === post.id)!.excerpt).toBe(post.excerpt);
});

test('the add dialog with its preview fits this width and passes axe', { tag: '@viewport' }, async ({ page }) => {
  await openAdminScreen(page, 'journal');
  await page.getByRole('button', { name: 'Add New Post' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Post' });
  await dialog
    .getByRole('textbox', { name: 'Content' })
    .fill('## A heading long enough to wrap on a phone\n\n' + 'Words. '.repeat(80));
  await dialog.getByRole('button', { name: 'Show preview' }).click();
  await expect(dialog.getByRole('region', { name: 'Preview of the content' }).getByRole('heading')).toBeVisible(slow);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
});

test(
  'a post published from the screen is on /journal and its own page after the publish',
  { tag: '@publish' },
  async ({ page, baseURL }, testInfo) => {
    // A publish rebuilds the whole site in a child process; on 2 busy cores that can take a while.
    test.setTimeout(180_000);
    const post = await createPost(page, baseURL!, { title: uniqueName('Published Jar', testInfo.project.name) });
    await openAdminScreen(page, 'journal');
    await page.getByRole('button', { name: `Publish ${post.title}` }).click();
    await expectToast(page, 'Post published successfully!', undefined, 'success');
    await expect
      .poll(async () => (await page.request.get('/journal')).text(), { timeout: 120_000 })
      .toContain(post.title);
    await page.goto(`/journal/${post.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
  },
);
