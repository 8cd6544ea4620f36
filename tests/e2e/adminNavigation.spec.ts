import {
  expect,
  expectNoAxeViolations,
  hydrated,
  sendContactMessage,
  slow,
  test,
  uniqueName,
} from './support/adminFixtures.ts';

/**
 * One admin navigation: the footer's admin menu, on any page, offers the same
 * screens as the admin area's own navigation, Messages with its unread count.
 */

test.describe.configure({ timeout: 60_000 });

test('the footer’s admin menu offers the admin navigation’s screens, Messages with its unread count', async ({
  page,
  baseURL,
}, testInfo) => {
  await sendContactMessage(page.request, baseURL!, {
    name: 'Menu Reader',
    subject: uniqueName('Footer count', testInfo.project.name),
    message: 'Is the unread count in the footer too?',
  });

  await page.goto('/admin/messages');
  await hydrated(page);
  const navigation = page.getByRole('navigation', { name: 'Admin' }).getByRole('link');
  const unreadInNavigation = page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: /^Messages \d+ unread$/ });
  await expect(unreadInNavigation).toBeVisible(slow);
  const unread = Number(/\d+/.exec(await unreadInNavigation.innerText())![0]);
  const screens = await navigation.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(screens).toEqual(
    expect.arrayContaining([
      '/admin/species',
      '/admin/photos',
      '/admin/notes',
      '/admin/biomes',
      '/admin/resources',
      '/admin/journal',
      '/admin/messages',
      '/admin/subscribers',
    ]),
  );

  // A page with no islands of its own: the menu is the footer's markup and its small script.
  await page.goto('/privacy');
  const button = page.getByRole('contentinfo').getByRole('button', { name: 'Admin' });
  await expect(button).toBeVisible(slow);
  await button.focus();
  await page.keyboard.press('Enter');
  const menu = page.locator('#footer-admin-links').getByRole('link');
  expect(await menu.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(screens);
  const messages = page.locator('#footer-admin-links').getByRole('link', { name: /^Contact Messages/ });
  await expect(messages).toHaveAccessibleName(/^Contact Messages \d+ unread$/, slow);
  await expect(messages.locator('[data-unread-count]')).toBeVisible();
  // The same count as the admin's navigation, read as this page loads: other tests on this server read and
  // delete messages meanwhile (a run saw 3 unread on the messages screen, then 2 in the footer, both right).
  await expect(async () => {
    const unreadNow = ((await (await page.request.get('/api/admin/messages/counts')).json()) as { unread: number })
      .unread;
    await page.reload();
    await page.getByRole('contentinfo').getByRole('button', { name: 'Admin' }).click();
    await expect(messages.locator('[data-unread-count]')).toHaveText(`${unreadNow} unread`, { timeout: 5_000 });
  }).toPass(slow);
  expect(unread).toBeGreaterThan(0);
  await expectNoAxeViolations(page);
});
