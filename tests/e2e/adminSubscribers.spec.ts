import type { Page } from '@playwright/test';
import { longDate } from './support/siteFacts.ts';
import { expect, expectNoAxeViolations, hydrated, slow, subscribe, test } from './support/adminFixtures.ts';
import { openAdminScreen, rowOf } from './support/adminScreens.ts';
import { answerWith, expectToast, failedLoad, holdRequests } from './support/pageHelpers.ts';

/**
 * 'Newsletter Subscribers' (SPEC §2, §3, §8) against the admin server's real API; the states a
 * fresh server cannot show on demand (a missing date, an error) come from `page.route`. The screen
 * and the erase confirmation at each width, axe included: adminLayout.spec.ts.
 */

test.describe.configure({ timeout: 60_000 });

test('lists a new subscriber with date and Active badge, with the CSV download and the way to the species', async ({
  page,
  baseURL,
}, testInfo) => {
  const email = `admin-list-${testInfo.project.name}-${Date.now()}@example.org`;
  await subscribe(page, baseURL!, email);

  const held = await holdRequests(page, '/api/subscribers');
  await page.goto('/admin/subscribers');
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter Subscribers' })).toBeVisible();
  await expect(page.getByText('Loading subscribers...')).toBeVisible(slow);
  held.release();
  const table = page.getByRole('table');
  await expect(table).toBeVisible(slow);
  await expect(table.getByRole('columnheader')).toHaveText(['Email Address', 'Date Subscribed', 'Status', 'Actions']);
  const row = rowOf(page, email);
  await expect(row.getByRole('cell')).toHaveText([longDate(new Date()), 'Active', 'UnsubscribeErase']);
  await expect(row.locator('.badge')).toHaveAttribute('data-variant', 'default');

  // What the link downloads: tests/integration/speciesAdmin.test.ts (GET /api/subscribers.csv).
  const download = page.getByRole('link', { name: 'Download CSV' });
  await expect(download).toHaveAttribute('href', '/api/subscribers.csv');

  await hydrated(page);
  await page.getByRole('link', { name: 'Manage Species' }).click();
  await expect(page).toHaveURL(/\/admin\/species$/);
});

test('a missing date reads N/A and an unsubscribed address has the Unsubscribed badge', async ({ page }) => {
  await answerWith(page, '/api/subscribers', 200, [
    { id: 2, email: 'gone@example.org', subscribedAt: null, isActive: false },
    { id: 1, email: 'here@example.org', subscribedAt: '2026-03-05T12:00:00.000Z', isActive: true },
  ]);
  await page.goto('/admin/subscribers');
  const rows = page.getByRole('table').locator('tbody tr');
  await expect(rows).toHaveCount(2, slow);
  await expect(rows.nth(0)).toContainText('gone@example.org');
  await expect(rows.nth(0).getByRole('cell')).toHaveText(['N/A', 'Unsubscribed', 'Erase']);
  await expect(rows.nth(0).locator('.badge')).toHaveAttribute('data-variant', 'secondary');
  await expect(rows.nth(1).getByRole('cell')).toHaveText(['March 5, 2026', 'Active', 'UnsubscribeErase']);
  await expect(page.getByText('2 subscribers, 1 active')).toBeVisible();
});

test('no subscribers: "No subscribers yet. Share your Coming Soon page to start collecting emails."', async ({
  page,
}) => {
  await answerWith(page, '/api/subscribers', 200, []);
  await page.goto('/admin/subscribers');
  await expect(
    page.getByText('No subscribers yet. Share your Coming Soon page to start collecting emails.', { exact: true }),
  ).toBeVisible(slow);
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a failed load: "Error loading subscribers. Please try again."', async ({ page, consoleErrors }) => {
  consoleErrors.allow(failedLoad);
  await answerWith(page, '/api/subscribers', 500, '');
  await page.goto('/admin/subscribers');
  await expect(page.getByRole('alert')).toHaveText('Error loading subscribers. Please try again.', slow);
});

async function counts(page: Page): Promise<{ active: number; unsubscribed: number }> {
  return (await page.request.get('/api/admin/subscribers/counts')).json();
}

test('search, the counts, Unsubscribe, and Erase after a confirmation that says what erasure does', async ({
  page,
  baseURL,
}, testInfo) => {
  const tag = `manage-${testInfo.project.name}-${Date.now().toString(36)}`;
  const [first, second] = [`${tag}-a@example.org`, `${tag}-b@example.org`];
  await subscribe(page, baseURL!, first);
  await subscribe(page, baseURL!, second);

  const table = await openAdminScreen(page, 'subscribers');
  const before = await counts(page);
  await expect(page.getByText(/^\d+ active, \d+ unsubscribed$/)).toBeVisible();
  expect(before.active).toBeGreaterThanOrEqual(2);
  await page.getByRole('searchbox', { name: 'Search subscribers' }).fill(tag);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(2, slow);
  await expect(page.getByText('2 subscribers, 2 active')).toBeVisible();

  await page.getByRole('button', { name: `Unsubscribe ${first}` }).click();
  await expectToast(page, `${first} unsubscribed.`, undefined, 'success');
  const firstRow = rows.filter({ has: page.getByRole('rowheader', { name: first }) });
  await expect(firstRow.locator('.badge')).toHaveText('Unsubscribed', slow);
  await expect(page.getByRole('button', { name: `Unsubscribe ${first}` })).toHaveCount(0);
  // Other tests add subscribers meanwhile: the shown count of unsubscribed ones grew by at least this one.
  const shownCounts = page.getByText(/^\d+ active, \d+ unsubscribed$/);
  await expect
    .poll(async () => Number((await shownCounts.innerText()).match(/(\d+) unsubscribed/)![1]), slow)
    .toBeGreaterThanOrEqual(before.unsubscribed + 1);

  await page.getByRole('button', { name: `Erase ${second}` }).click();
  const confirmation = page.getByRole('alertdialog', { name: `Erase ${second}?` });
  await expect(confirmation).toContainText(
    'Erasing deletes this address and any newsletter mail still waiting to be sent to it, for good. ' +
      'This cannot be undone: to get the newsletter again, they would subscribe again themselves.',
  );
  await confirmation.getByRole('button', { name: 'Erase' }).click();
  await expect(confirmation).toBeHidden(slow);
  await expectToast(page, `${second} erased.`, undefined, 'success');
  await expect(rows).toHaveCount(1, slow);
  await expect(page.getByText('1 subscriber, 0 active')).toBeVisible();
  const listed = await (await page.request.get(`/api/subscribers?q=${tag}`)).json();
  expect(listed.map((subscriber: { email: string }) => subscriber.email)).toEqual([first]);
});

test('by keyboard alone: search, then erase after the confirmation', async ({ page, baseURL }, testInfo) => {
  const email = `keyed-${testInfo.project.name}-${Date.now().toString(36)}@example.org`;
  await subscribe(page, baseURL!, email);
  await openAdminScreen(page, 'subscribers');
  await page.getByRole('searchbox', { name: 'Search subscribers' }).focus();
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(1, slow);

  // The Search button, the table's region, then the row's Unsubscribe and Erase.
  for (const target of [
    page.getByRole('button', { name: 'Search', exact: true }),
    page.getByRole('region', { name: 'Subscribers' }),
    page.getByRole('button', { name: `Unsubscribe ${email}` }),
    page.getByRole('button', { name: `Erase ${email}` }),
  ]) {
    await page.keyboard.press('Tab');
    await expect(target).toBeFocused();
  }
  await page.keyboard.press('Enter');
  const confirmation = page.getByRole('alertdialog', { name: `Erase ${email}?` });
  await expect(confirmation.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(confirmation.getByRole('button', { name: 'Erase' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(confirmation).toBeHidden(slow);
  await expect(page.getByText(`No subscribers match “${email}”.`)).toBeVisible(slow);
  await expect(page.getByRole('region', { name: 'Subscribers' })).toBeFocused();
});
