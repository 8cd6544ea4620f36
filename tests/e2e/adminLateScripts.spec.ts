import { expect, hydrated, sendContactMessage, slow, test, uniqueName } from './support/adminFixtures.ts';
import { expectToast, holdRequests } from './support/pageHelpers.ts';

/**
 * Islands that share a store hydrate at different times: the inbox at once (client:load), the toasts
 * and the navigation's unread count when the browser is idle. On a busy phone their scripts arrive
 * after the inbox has filled the stores; they must still hydrate on the server's markup (React's
 * #418 otherwise, which the shared fixture turns into a failure) and then show what the stores hold.
 */

test.describe.configure({ timeout: 60_000 });

test('toasts and unread count hydrate without a mismatch when their scripts load after the stores filled', async ({
  page,
  baseURL,
}, testInfo) => {
  const subject = uniqueName('Late scripts', testInfo.project.name);
  await sendContactMessage(page.request, baseURL!, {
    name: 'Late Reader',
    subject,
    message: 'Does the count still show when its script comes last?',
  });
  const toasterScript = await holdRequests(page, '**/_astro/Toaster.*.js');
  const unreadCountScript = await holdRequests(page, '**/_astro/UnreadMessagesCount.*.js');

  await page.goto('/admin/messages');
  const item = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: subject }) });
  await expect(item).toBeVisible(slow);
  await item.getByRole('button', { name: subject }).click();
  const dialog = page.getByRole('dialog', { name: subject });
  await dialog.getByRole('button', { name: 'Mark as unread' }).click();
  await expect(dialog).toBeHidden();
  // The inbox has put its counts and a toast in the shared stores; the islands that show them have no script yet.
  await expect(page.locator('astro-island[ssr]')).toHaveCount(2);

  toasterScript.release();
  unreadCountScript.release();
  await hydrated(page);
  await expectToast(page, 'Message marked as unread.', undefined, 'success');
  await expect(
    page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: /^Messages \d+ unread$/ }),
  ).toBeVisible(slow);
});
